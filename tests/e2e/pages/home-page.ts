/**
 * Page model of `/`: the brand mark and the way into a sample interview. `open()` marks the
 * first-visit welcome dialog as seen (tests/e2e/public-landing.spec.ts covers the dialog itself),
 * so it never covers the page in other tests.
 */
import { expect, type Page } from '@playwright/test';

/** localStorage key of the welcome dialog (STORAGE_KEY_WELCOME_SEEN). */
export const WELCOME_SEEN_KEY = 'greenshoe.welcomeSeen';

export class HomePage {
  constructor(private readonly page: Page) {}

  /** Opens `/` as a returning visitor (welcome dialog already seen). */
  async open() {
    await this.page.addInitScript((key) => localStorage.setItem(key, 'true'), WELCOME_SEEN_KEY);
    await this.page.goto('/');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page.getByRole('link', { name: 'Try a Sample Interview' })).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Greenshoe', exact: true })).toBeVisible();
  }

  async trySampleInterview() {
    await this.page.getByRole('link', { name: 'Try a Sample Interview' }).click();
  }
}
