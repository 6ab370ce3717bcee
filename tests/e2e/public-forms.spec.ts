/**
 * The public forms against the real server: the waitlist (and the same address again: the same
 * success, no enumeration), the partnership request and the survey, each sent online; then a
 * waitlist sign-up made offline waits in the outbox and is delivered exactly once after the
 * connection returns (one 200 answer to POST /api/waitlist, the outbox empty).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { outboxCount } from './support/outbox';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('greenshoe.welcomeSeen', 'true'));
});

async function joinWaitlist(page: Page, values: { name: string; email: string; school: string }) {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('School').fill(values.school);
  await page.getByRole('button', { name: 'Sign up for news' }).click();
}

test('the waitlist: missing information, then success twice for the same address', async ({ page }) => {
  const email = `ana.${Date.now()}@example.com`;
  await page.goto('/waitlist');
  // The default launch date has passed: the waitlist is a product-news sign-up.
  await expect(page.getByRole('heading', { level: 1, name: 'Get product news' })).toBeVisible();
  await expect(page.getByText('Greenshoe is available now.', { exact: false })).toBeVisible();
  await page.getByLabel('Name').fill('Ana');
  await page.getByRole('button', { name: 'Sign up for news' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please fill in all fields.')).toBeVisible();

  const answers: number[] = [];
  page.on('response', (response) => response.url().endsWith('/api/waitlist') && answers.push(response.status()));
  await joinWaitlist(page, { name: 'Ana', email, school: 'State University' });
  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  await expect(page.getByText("You're signed up for product news.")).toBeVisible();

  await page.getByRole('button', { name: 'Add another person' }).click();
  await joinWaitlist(page, { name: 'Ana again', email: email.toUpperCase(), school: 'State University' });
  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  expect(answers).toEqual([200, 200]);
});

test('a partnership request: all fields required, then the thank-you toast and empty fields', async ({ page }) => {
  await page.goto('/partnerships');
  await page.getByLabel('University Name').fill('State University');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill out all fields.');

  await page.getByLabel('Club Name').fill('Finance Society');
  await page.getByLabel('Contact Information').fill('Ana Lee, ana@example.com');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/partnerships'));
  await page.getByRole('button', { name: 'Submit Request' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText("Thank you! We've received your request and will be in touch shortly.")).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  for (const label of ['University Name', 'Club Name', 'Contact Information']) await expect(page.getByLabel(label)).toHaveValue('');
});

test('the survey: two rounds, a question added and removed, then back to / with the thank-you toast', async ({ page }) => {
  await page.goto('/');
  await page.goto('/grow-ib-access');
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByLabel('Company Name')).toBeFocused();

  await page.getByLabel('Company Name').fill('Evercore');
  await page.getByLabel('Company Industry').fill('M&A advisory');
  await page.getByLabel('Company Office').fill('New York');
  await page.getByLabel('Round name').fill('First Round');
  await page.getByRole('textbox', { name: 'Question 1' }).fill('Why Evercore?');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('textbox', { name: 'Question 2' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Question 2' }).fill('Walk me through a DCF.');
  await page.getByRole('button', { name: 'Add round' }).click();
  const second = page.getByRole('group', { name: 'Round 2' });
  await expect(second.getByLabel('Round name')).toBeFocused();
  await second.getByLabel('Round name').fill('Superday');
  await second.getByRole('textbox', { name: 'Question 1' }).fill('Tell me about a deal you followed.');
  await second.getByRole('button', { name: 'Add question' }).click();
  await second.getByRole('button', { name: 'Remove question 2 of round 2' }).click();
  await expect(second.getByRole('textbox', { name: /^Question/ })).toHaveCount(1);

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/question-collection'));
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Thank you for your helping us democratize investment banking recruiting!')).toBeVisible();
  // The survey page was replaced: Back leaves the site's first page, not the survey.
  await page.goBack();
  await expect(page).not.toHaveURL(/grow-ib-access/);
});

test('a waitlist sign-up made offline is sent once when the connection returns', async ({ page, context }) => {
  const email = `offline.${Date.now()}@example.com`;
  await page.goto('/waitlist');
  await expect(page.getByRole('button', { name: 'Sign up for news' })).toBeVisible();

  const answers: number[] = [];
  page.on('response', (response) => response.url().endsWith('/api/waitlist') && answers.push(response.status()));
  await context.setOffline(true);
  await joinWaitlist(page, { name: 'Offline Olu', email, school: 'Night School' });
  await expect(page.getByText("We'll send this when you're back online")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Almost there!' })).toBeVisible();
  expect(await outboxCount(page)).toBe(1);
  expect(answers).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
  expect(answers).toEqual([200]);
  // A reload syncs again at start: still nothing more is sent once the network is quiet.
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(answers).toEqual([200]);
});
