/**
 * /resources offline: a signed-in user opens a guide once (its Download link opens a new tab and
 * the app saves the whole PDF in the guides cache), goes offline, and the page still fetches it
 * from the service worker (200, a body starting %PDF; headless Chromium downloads PDFs rather than
 * showing them, so the fetch stands in for reading it); a guide never saved says so plainly. The
 * page also passes axe and fits a 360 px wide phone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUpAndSignIn } from './support/accounts';
import { takeServiceWorkerControl } from './support/service-worker';
import { axeViolations } from './support/axe';

const OPENED_GUIDE = { title: /Investment Banking Technical Interview Questions$/, url: '/resources/ib-interview-questions.pdf' };
const NEVER_SAVED = 'The DCF Guide';

async function openResources(page: Page) {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Read offline' }).getByRole('status')).toHaveText(/guides saved for offline reading/);
}

/** A guide's card in the accordion ("All resources"). */
const guideCard = (page: Page, title: string | RegExp) =>
  page.getByRole('region', { name: 'All resources' }).getByRole('listitem', { name: title });

/** What the page gets for `url`: status and the first four characters of the body. */
const fetchFromPage = (page: Page, url: string) =>
  page.evaluate((path) => fetch(path).then(async (response) => [response.status, (await response.text()).slice(0, 4)]), url);

test('a guide opened once opens offline; a guide never saved says so plainly', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page);
  await openResources(page);
  await takeServiceWorkerControl(page);
  await openResources(page);

  const guide = guideCard(page, OPENED_GUIDE.title);
  await expect(guide.getByText('Not saved for offline yet')).toBeVisible();
  const download = guide.getByRole('link', { name: /^Download / });
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('href', OPENED_GUIDE.url);
  const [tab] = await Promise.all([context.waitForEvent('page'), download.click()]);
  await expect(guide.getByText('Saved for offline', { exact: true })).toBeVisible();
  await tab.close();
  const cached = await page.evaluate(
    (url) => caches.match(url, { cacheName: 'greenshoe-guides' }).then((response) => [response?.status, response?.headers.get('content-type')]),
    OPENED_GUIDE.url,
  );
  expect(cached).toEqual([200, 'application/pdf']);

  await context.setOffline(true);
  await expect(page.getByText('You are offline. Guides saved on this device still open.')).toBeVisible();
  expect(await fetchFromPage(page, OPENED_GUIDE.url)).toEqual([200, '%PDF']);
  await expect(guide.getByRole('link', { name: /^Download / })).toBeVisible();

  const never = guideCard(page, NEVER_SAVED);
  await expect(never.getByText('Not saved for offline. Connect to the internet to open it.')).toBeVisible();
  await expect(never.getByRole('link')).toHaveCount(0);

  // A reload offline: the shell from the service worker, the saved state from the guides cache.
  await page.reload();
  await openResources(page);
  await expect(guideCard(page, OPENED_GUIDE.title).getByText('Saved for offline', { exact: true })).toBeVisible();
  await expect(guideCard(page, NEVER_SAVED).getByText('Not saved for offline. Connect to the internet to open it.')).toBeVisible();
  await context.setOffline(false);
});

test('Save all for offline keeps every guide, and the page passes axe on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await openResources(page);
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Save all for offline' }).click();
  await expect(page.getByRole('region', { name: 'Read offline' }).getByRole('status')).toHaveText('All 7 guides are saved for offline reading.', {
    timeout: 30_000,
  });
  const saved = await page.evaluate(async () => (await (await caches.open('greenshoe-guides')).keys()).map((request) => new URL(request.url).pathname).sort());
  expect(saved).toHaveLength(7);
  await expect(guideCard(page, NEVER_SAVED).getByText('Saved for offline', { exact: true })).toBeVisible();
});
