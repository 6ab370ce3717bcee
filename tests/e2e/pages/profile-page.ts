/** Page model of /profile: email, the average-score gauge and the counts. */
import { expect, type Page } from '@playwright/test';

export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/profile');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/profile$/, { timeout: 20_000 });
    await expect(this.page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
  }

  async expectEmail(email: string) {
    await expect(this.page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
  }

  /** The stat box headed `label` (e.g. 'Interviews Completed'). */
  private stat(label: string) {
    return this.page.getByRole('main').locator('div', { has: this.page.getByRole('heading', { name: label, exact: true }) }).last();
  }

  async expectInterviewsCompleted(count: number) {
    await expect(this.stat('Interviews Completed').getByText(String(count), { exact: true })).toBeVisible();
  }

  /** The average score gauge's label, e.g. "Score 7.4 out of 10". */
  async expectAverageScore(score: string) {
    await expect(this.stat('Average Score').getByRole('img', { name: `Score ${score} out of 10` })).toBeVisible();
  }
}
