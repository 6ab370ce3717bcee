/**
 * The offline pack (issue 14): on a 390 x 844 phone, after sign-in (the first interaction) the pack
 * is fetched in the background and the profile's Offline panel shows it ready with its size; Remove
 * deletes it (and it stays removed), Refresh fetches it again. A visitor who never interacted has
 * no pack: offline, a page never opened online says plainly that it needs one online visit or the
 * pack.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUpAndSignIn } from './support/accounts';
import { takeServiceWorkerControl } from './support/service-worker';
import { ProfilePage } from './pages/profile-page';

const PACK_CACHE = 'greenshoe-offline-pack';
const NOT_FETCHED = 'Offline pack not fetched. Pages you have not opened online need a connection.';
/** The pack cache's entries on the page's device: its URL paths (none when the cache is missing). */
const packPaths = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  }, PACK_CACHE);

const NOT_ON_DEVICE = /This page is not on this device yet\. It opens offline after one online visit, or once the offline pack is fetched/;

test('the Offline panel shows the pack with its size on a phone; Remove and Refresh work', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpAndSignIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const profile = new ProfilePage(page);
  await profile.open();
  const panel = profile.offlinePanel();

  const size = await profile.expectPackReady();
  expect(Number.parseFloat(size)).toBeGreaterThan(0.1);
  await expect(panel.getByText(/^Last refreshed /)).toBeVisible();
  const packed = await packPaths(page);
  expect(packed).toContain('/offline-pack.json');
  expect(packed.length).toBeGreaterThan(20);

  await panel.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByRole('status')).toHaveText(NOT_FETCHED);
  await expect(panel.getByText(/^Last refreshed /)).toBeHidden();
  // Only chunks this page loads afterwards through the service worker may be kept again.
  const left = await packPaths(page);
  expect(left).not.toContain('/offline-pack.json');
  expect(left.length).toBeLessThan(packed.length / 2);
  // Removed stays removed: a new page load and a click do not fetch it again.
  await page.reload();
  await profile.expectLoaded();
  await panel.getByRole('heading', { name: 'Offline' }).click();
  await expect(panel.getByRole('status')).toHaveText(NOT_FETCHED);

  await panel.getByRole('button', { name: 'Refresh' }).click();
  expect(await profile.expectPackReady()).toBe(size);
  await expect(panel.getByText(/^Last refreshed /)).toBeVisible();
  expect(await packPaths(page)).toEqual(expect.arrayContaining(packed));
});

test('offline, a page never opened online and not in the pack says so plainly', async ({ page, context }) => {
  // A visitor who only looked at the landing page: no interaction, so no pack was fetched.
  await page.goto('/');
  await takeServiceWorkerControl(page);
  await context.setOffline(true);
  await page.goto('/question-bank');
  await expect(page.getByRole('alert').filter({ hasText: NOT_ON_DEVICE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
});
