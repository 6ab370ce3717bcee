/**
 * Accounts end to end on the embedded auth (issue 3): sign up, confirm through the mailbox link,
 * sign in, save an interview and find it in /interviews and on /profile; a save made signed out
 * that is completed after sign-in; and a save made offline that syncs once the connection is back,
 * exactly once. Interviews run on the embedded coach with typed answers (15 minutes: 5 questions).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { InterviewsPage } from './pages/interviews-page';
import { ProfilePage } from './pages/profile-page';
import { ReportPage } from './pages/report-page';
import { SignInPage } from './pages/sign-in-page';
import { SignUpPage } from './pages/sign-up-page';
import {
  createConfirmedAccount,
  E2E_PASSWORD,
  expectSignedIn,
  serverInterviews,
  signIn,
  signUpAndSignIn,
  uniqueEmail,
  waitForMailLink,
} from './support/accounts';
import { runTypedInterview } from './support/interview-run';
import { LOCAL_DB_NAME } from '../../core/contract/constants';
import { axeViolations } from './support/axe';

// Five interviews' worth of typing and feedback per test on a shared 2-core machine.
test.setTimeout(180_000);

/** A company name no other test uses, so searches and server checks see only this test's interview. */
function uniqueCompany(name: string): string {
  return `${name} ${randomUUID().slice(0, 6)}`;
}

/** The sidebar's sync status (role status inside the Sidebar landmark). */
function sidebarSync(page: Page) {
  return page.getByRole('complementary', { name: 'Sidebar' }).getByRole('status');
}

async function expectNoSeriousViolations(page: Page) {
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
}

test('sign up, confirm by the mailed link, sign in, save an interview, find it in /interviews and on /profile', async ({ page }) => {
  const email = uniqueEmail('signup');
  const company = uniqueCompany('Evercore');

  const signUp = new SignUpPage(page);
  await signUp.open();
  await signUp.signUp({ email, password: E2E_PASSWORD });
  await signUp.expectCheckEmail();

  // The confirmation link from the mailbox signs the new user in and lands on the profile.
  await page.goto(await waitForMailLink(email));
  const profile = new ProfilePage(page);
  await profile.expectLoaded();
  await expectSignedIn(page, email);

  // Sign out, then sign in through /signin with the new password.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, { email, password: E2E_PASSWORD });

  const score = await runTypedInterview(page, { company, industry: 'TMT', stage: 'superday' });
  await new ReportPage(page).save();

  const interviews = new InterviewsPage(page);
  await interviews.expectLoaded();
  await expect(interviews.card(company)).toBeVisible();
  await expect(interviews.waitingBadge(company)).toBeHidden({ timeout: 20_000 });
  expect(await interviews.score(company)).toBe(Number(score).toFixed(1));

  // Search: case-insensitive substring of company, industry or stage.
  await interviews.search(company.toUpperCase().slice(0, 6));
  await expect(interviews.card(company)).toBeVisible();
  await interviews.search('tmt');
  await expect(interviews.card(company)).toBeVisible();
  await interviews.search('no such company');
  await interviews.expectEmpty();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(interviews.cards()).toHaveCount(1);

  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Profile' }).click();
  await profile.expectLoaded();
  await profile.expectEmail(email);
  await profile.expectInterviewsCompleted(1);
  await profile.expectAverageScore(String(Math.round(Number(score) * 10) / 10));
});

test('an interview saved signed out is saved to the account after sign-in', async ({ page }) => {
  const company = uniqueCompany('Lazard');
  const credentials = await createConfirmedAccount(page.request);

  await runTypedInterview(page, { company });
  await new ReportPage(page).save();

  // Signed out: kept on this device, and the visitor is sent to sign in, then to /interviews.
  const signInPage = new SignInPage(page);
  await signInPage.expectLoaded();
  await signInPage.signIn(credentials);
  await expectSignedIn(page, credentials.email);

  const interviews = new InterviewsPage(page);
  await interviews.expectLoaded();
  await expect(interviews.card(company)).toBeVisible();
  await expect(interviews.waitingBadge(company)).toBeHidden({ timeout: 20_000 });
  await expect(sidebarSync(page)).toHaveText('All changes synced');

  // The server has it: through the API with this account's token ...
  await expect.poll(async () => (await serverInterviews(page.request, credentials)).filter((row) => row.company === company).length).toBe(1);

  // ... and after this device's copies are gone, the list comes from the server.
  // ... and after this device's database is deleted (from a page outside the app, so nothing
  // holds it open), the list comes from the server.
  await page.goto('/api/health');
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error ?? new Error('deleteDatabase failed'));
      }),
    LOCAL_DB_NAME,
  );
  await page.goto('/interviews');
  await interviews.expectLoaded();
  await expect(interviews.card(company)).toBeVisible();
  await expect(interviews.waitingBadge(company)).toBeHidden();
});

test('an interview saved offline waits to sync, then reaches the server exactly once', async ({ page, context }) => {
  const company = uniqueCompany('Moelis');
  const credentials = await signUpAndSignIn(page);

  // Visit /interviews once online so its page is loaded and its (empty) list cached.
  const interviews = new InterviewsPage(page);
  await interviews.open();
  await interviews.expectEmpty();

  await runTypedInterview(page, { company });
  await context.setOffline(true);
  await new ReportPage(page).save();

  await interviews.expectLoaded();
  await expect(interviews.card(company)).toBeVisible();
  await expect(interviews.waitingBadge(company)).toBeVisible();
  await expect(sidebarSync(page)).toHaveText(/1 change not synced/);

  await context.setOffline(false);
  await expect(interviews.waitingBadge(company)).toBeHidden({ timeout: 30_000 });
  await expect(sidebarSync(page)).toHaveText('All changes synced');
  await expect(interviews.cards()).toHaveCount(1);

  const onServer = await serverInterviews(page.request, credentials);
  expect(onServer.filter((row) => row.company === company)).toHaveLength(1);
  expect(onServer).toHaveLength(1);
});

test('the signed-in sidebar shows the sync status, wide and narrow, and the pages pass axe', async ({ page }) => {
  await signUpAndSignIn(page);
  const profile = new ProfilePage(page);
  await profile.expectLoaded();
  await expect(sidebarSync(page)).toHaveText('All changes synced');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  // Narrow: a dot only, the sentence kept for screen readers.
  await expect(sidebarSync(page)).toHaveText('All changes synced');
  await expect(sidebarSync(page).getByText('All changes synced')).toHaveClass(/sr-only/);
  await new InterviewsPage(page).open();
  await expectNoSeriousViolations(page);
});
