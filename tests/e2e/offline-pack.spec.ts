/**
 * The offline pack on a 390 x 844 phone (issue 14): after sign-in (the first interaction) the pack
 * is fetched in the background and the profile's Offline panel shows it ready with its size; Remove
 * deletes it, and then a page never opened online says plainly, offline, that it needs one online
 * visit or the pack; Refresh fetches it again and that page opens offline.
 */
import { expect, test } from './support/test';
import { signUpAndSignIn } from './support/accounts';
import { takeServiceWorkerControl } from './support/service-worker';
import { ProfilePage } from './pages/profile-page';
import { StudyRoomPage } from './pages/study-room-page';

const PACK_CACHE = 'greenshoe-offline-pack';
const NOT_FETCHED = 'Offline pack not fetched. Pages you have not opened online need a connection.';
const NOT_ON_DEVICE = /This page is not on this device yet\. It opens offline after one online visit, or once the offline pack is fetched/;

test('the Offline panel shows the pack with its size; Remove and Refresh work, and a missing page says so offline', async ({ page, context }) => {
  test.setTimeout(240_000);
  await signUpAndSignIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const profile = new ProfilePage(page);
  await profile.open();
  const panel = profile.offlinePanel();

  const size = await profile.expectPackReady();
  expect(Number.parseFloat(size)).toBeGreaterThan(0.1);
  await expect(panel.getByText(/^Last refreshed /)).toBeVisible();
  expect(await page.evaluate((name) => caches.has(name), PACK_CACHE)).toBe(true);

  await panel.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByRole('status')).toHaveText(NOT_FETCHED);
  await expect(panel.getByText(/^Last refreshed /)).toBeHidden();
  expect(await page.evaluate((name) => caches.has(name), PACK_CACHE)).toBe(false);

  // Under the service worker, this page's own code is kept as it loads; the study room was never opened.
  await takeServiceWorkerControl(page);
  await profile.expectLoaded();
  await expect(panel.getByRole('status')).toHaveText(NOT_FETCHED);
  await context.setOffline(true);
  await page.goto('/study-room');
  await expect(page.getByRole('alert').filter({ hasText: NOT_ON_DEVICE })).toBeVisible();
  await context.setOffline(false);

  await profile.open();
  await panel.getByRole('button', { name: 'Refresh' }).click();
  expect(await profile.expectPackReady()).toBe(size);
  await expect(panel.getByText(/^Last refreshed /)).toBeVisible();

  await context.setOffline(true);
  await page.goto('/study-room');
  await new StudyRoomPage(page).expectLoaded();
  await context.setOffline(false);
});
