/**
 * Puts a page under the service worker: waits until the worker is ready, then reloads once, because
 * with registerType 'prompt' the first load is not controlled; resolves when it controls the page.
 */
import { expect, type Page } from '@playwright/test';

export async function takeServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
