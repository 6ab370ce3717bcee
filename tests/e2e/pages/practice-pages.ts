/** Page models of /practice-room (modules, tiles, create dialog) and /study-session/:moduleId (flash cards). */
import { expect, type Locator, type Page } from '@playwright/test';

export interface NewModule {
  name: string;
  /** Options to tick, by category label ('Question Types', 'Firms', 'Office Locations', 'Industry Groups'). */
  selections: Record<string, string[]>;
}

export class PracticeRoomPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/practice-room');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Practice Room' })).toBeVisible({ timeout: 20_000 });
    await expect(this.page.getByRole('list', { name: 'Modules' })).toBeVisible({ timeout: 20_000 });
  }

  module(name: string): Locator {
    return this.page.getByRole('list', { name: 'Modules' }).getByRole('link').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  tile(label: string): Locator {
    return this.page.getByRole('region', { name: 'Summary' }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  }

  async create({ name, selections }: NewModule) {
    await this.page.getByRole('button', { name: 'Create Custom Module' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create Custom Module' });
    await expect(dialog.getByText('Please enter a module name and select at least one option from any category to continue.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
    await dialog.getByLabel('Module name').fill(name);
    for (const [category, options] of Object.entries(selections)) {
      await dialog.locator('summary').filter({ hasText: category }).click();
      for (const option of options) await dialog.getByLabel(option, { exact: true }).check();
    }
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(this.page.getByText('Module created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(this.module(name)).toBeVisible();
  }

  /** The number of questions a module card shows. */
  async questionCount(name: string): Promise<number> {
    const text = (await this.module(name).getByText(/^\d+ questions?$/).textContent()) ?? '';
    return Number.parseInt(text, 10);
  }
}

const RATINGS = ['Again', 'Hard', 'Good', 'Easy'] as const;
type Rating = (typeof RATINGS)[number];

export class StudySessionPage {
  constructor(private readonly page: Page) {}

  viewer(): Locator {
    return this.page.getByRole('region', { name: 'Flash card' });
  }

  header(): Locator {
    return this.page.getByText(/^\d+ of \d+ studied \(\d+%\)$/);
  }

  async expectStudied(studied: number, total: number) {
    // Rounded down, but never 0% once a card is studied.
    const percent = studied === 0 ? 0 : Math.max(1, Math.floor((studied * 100) / total));
    await expect(this.header()).toHaveText(`${studied} of ${total} studied (${percent}%)`, { timeout: 20_000 });
  }

  async expectCard(position: number, total: number) {
    await expect(this.viewer().getByText(`Card ${position} of ${total}`)).toBeVisible({ timeout: 20_000 });
  }

  async next() {
    await this.viewer().getByRole('button', { name: 'Next' }).click();
  }

  /** Types an answer to the card in the viewer, submits it and waits for the feedback; then rates it. */
  async answer(text: string, rating?: Rating) {
    const viewer = this.viewer();
    await viewer.getByLabel('Your answer').fill(text);
    await viewer.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(viewer.getByRole('heading', { name: 'Feedback' })).toBeVisible({ timeout: 30_000 });
    await expect(viewer.getByText('Studied', { exact: true })).toBeVisible();
    if (rating) await this.rate(rating);
  }

  /** Rates the card in the viewer (after its feedback). */
  async rate(rating: Rating) {
    await this.viewer().getByRole('button', { name: rating, exact: true }).click();
    await expect(this.viewer().getByText(`Rated ${rating}: the card is scheduled for review.`)).toBeVisible();
  }

  /** Takes the last rating back with the toast's Undo; the card can be rated again. */
  async undoRating() {
    await this.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(this.page.getByText('Rating undone', { exact: false })).toBeVisible();
    await expect(this.viewer().getByText(/^Rated \w+: the card is scheduled for review\.$/)).toBeHidden();
    for (const rating of RATINGS) await expect(this.viewer().getByRole('button', { name: rating, exact: true })).toBeEnabled();
  }
}
