/** Page model of /interview-complete: the feedback report and Save Interview. */
import { expect, type Page } from '@playwright/test';

export class ReportPage {
  constructor(private readonly page: Page) {}

  async expectReport() {
    await expect(this.page).toHaveURL(/\/interview-complete$/, { timeout: 30_000 });
    await expect(this.page.getByRole('img', { name: /^Score \d+(\.\d)? out of 10$/ })).toBeVisible();
    for (const heading of ['Overall assessment', 'Score per question', 'Strengths', 'Weaknesses', 'Questions you struggled with', 'Concepts to study']) {
      await expect(this.page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save Interview' }).click();
  }

  async expectPending(count: number) {
    // In the page's save panel (the toast that said so may still be showing).
    const panel = this.page.getByRole('region', { name: 'Save this interview' });
    await expect(panel.getByText('Saved on this device. It will be saved to your account after you sign in.')).toBeVisible();
    const waiting = count === 1 ? '1 interview is waiting on this device.' : `${count} interviews are waiting on this device.`;
    await expect(panel.getByText(waiting)).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Interview Saved' })).toBeDisabled();
  }
}
