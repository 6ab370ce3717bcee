/** Page model of /interviews: the list of saved interviews, its search box and the cards. */
import { expect, type Locator, type Page } from '@playwright/test';

export class InterviewsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/interviews');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/interviews$/, { timeout: 20_000 });
    await expect(this.page.getByRole('heading', { name: 'Your Interviews', level: 1 })).toBeVisible();
  }

  async search(query: string) {
    await this.page.getByRole('searchbox', { name: 'Search interviews' }).fill(query);
  }

  /** Every card in the list. */
  cards(): Locator {
    return this.page.getByRole('list', { name: 'Interviews' }).getByRole('listitem');
  }

  /** The card whose heading is `company`. */
  card(company: string): Locator {
    return this.page.getByRole('listitem', { name: company, exact: true });
  }

  /** The card's score as shown (one decimal), e.g. "7.4". */
  async score(company: string): Promise<string> {
    const text = (await this.card(company).getByText(/^Score \d+\.\d$/).textContent()) ?? '';
    return text.replace('Score', '').trim();
  }

  waitingBadge(company: string): Locator {
    return this.card(company).getByText('Waiting to sync', { exact: true });
  }

  async expectEmpty() {
    await expect(this.page.getByText('No interviews found')).toBeVisible();
  }
}
