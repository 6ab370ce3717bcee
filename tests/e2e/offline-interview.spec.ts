/**
 * A whole mock interview on the train (issue 13): on a 390 x 844 phone, one online visit (signed
 * in, the offline pack fetched, the service worker in control), then no connection for the whole interview: the questions
 * come from the bank on the device, each typed answer gets the on-device coach's feedback, the
 * report is written on the device, and Save Interview queues it. Back online, the outbox drains
 * and the server holds the interview exactly once.
 */
import { expect, test } from './support/test';
import { serverInterviews, signUpAndSignIn } from './support/accounts';
import { runTypedInterview } from './support/interview-run';
import { outboxCount } from './support/outbox';
import { takeServiceWorkerControl } from './support/service-worker';
import { ProfilePage } from './pages/profile-page';
import { ReportPage } from './pages/report-page';

const OFFLINE_NOTE = 'You are offline: type your answers, they are graded on this device. Voice answers need a connection.';

test('a mock interview taken offline reaches the server exactly once', async ({ page, context }) => {
  test.setTimeout(180_000);
  // Signed in at the default size (the check reads the desktop sidebar), then the phone.
  const credentials = await signUpAndSignIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The interview pages are never opened online: they come from the offline pack, fetched after sign-in.
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.expectPackReady();
  await page.goto('/practice-setup');
  await takeServiceWorkerControl(page);

  await context.setOffline(true);
  const score = await runTypedInterview(page, { company: 'Lazard' }, 5, async () => {
    await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  });
  expect(Number(score)).toBeGreaterThan(0);

  await new ReportPage(page).save();
  await expect.poll(() => outboxCount(page)).toBe(1);
  expect(await serverInterviews(page.request, credentials)).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
  const held = await serverInterviews(page.request, credentials);
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({ company: 'Lazard', score: Number(score) });
});
