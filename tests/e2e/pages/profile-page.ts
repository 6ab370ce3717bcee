/** Page model of /profile: email, the average-score gauge, the counts and the Offline panel. */
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

  /** The Offline panel (the offline pack). */
  offlinePanel() {
    return this.page.getByRole('region', { name: 'Offline', exact: true });
  }

  /** Waits until the offline pack is on this device; returns its size as shown (e.g. "4.3 MB"). */
  async expectPackReady(): Promise<string> {
    const status = this.offlinePanel().getByRole('status');
    await expect(status).toHaveText(/^Offline pack ready: [\d.]+ MB on this device\.$/, { timeout: 90_000 });
    return (await status.textContent())!.match(/[\d.]+ MB/)![0];
  }
}
