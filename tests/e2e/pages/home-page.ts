/** Page model of `/`: the brand mark and the way into a sample interview. */
import { expect, type Page } from '@playwright/test';

export class HomePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page.getByRole('link', { name: 'Try a Sample Interview' })).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Greenshoe' })).toBeVisible();
  }

  async trySampleInterview() {
    await this.page.getByRole('link', { name: 'Try a Sample Interview' }).click();
  }
}
