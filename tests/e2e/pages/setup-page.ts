/** Page model of /practice-setup: the mock-interview setup form. */
import { expect, type Page } from '@playwright/test';

export interface SetupValues {
  company: string;
  stage: string;
  industry: string;
  location: string;
  durationMinutes: number;
}

export class SetupPage {
  constructor(private readonly page: Page) {}

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/practice-setup$/);
    await expect(this.page.getByRole('heading', { name: 'Setup Your Mock Interview' })).toBeVisible();
  }

  async fill(values: SetupValues) {
    await this.page.getByLabel('Job category').selectOption('InvestmentBanking');
    await this.page.getByLabel('Company').fill(values.company);
    await this.page.getByLabel('Interview stage').selectOption(values.stage);
    await this.page.getByLabel('Industry group').selectOption(values.industry);
    await this.page.getByLabel('Office location').fill(values.location);
    await this.page.getByLabel('Duration').selectOption(String(values.durationMinutes));
  }

  async start() {
    await this.page.getByRole('button', { name: 'Start Interview' }).click();
  }
}
