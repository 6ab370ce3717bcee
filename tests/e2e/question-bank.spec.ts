/**
 * /question-bank in the browser, as a visitor on a 360 px wide phone: after one visit under the
 * service worker it serves the page and the bank's chunk, so the search works with the network off; a card,
 * closed until opened, opens on its best-practice answer; the page passes axe and fits the screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { takeServiceWorkerControl } from './support/service-worker';
import { axeViolations } from './support/axe';

test.use({ viewport: { width: 360, height: 780 } });

/** The page's result cards. */
const cards = (page: Page) => page.getByRole('list', { name: 'Questions' }).getByRole('article');

async function openBank(page: Page, search = '') {
  await page.goto(`/question-bank${search}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('interview questions');
  await expect(cards(page).first()).toBeVisible();
}

test('the question bank searches offline after one visit', async ({ page, context }) => {
  await openBank(page);
  await takeServiceWorkerControl(page);
  // Under the service worker the bank's chunk is kept as it loads (or comes with the offline pack).
  await expect(cards(page).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await page.getByLabel('Search questions').fill('accretion');
  await expect(cards(page).first()).toContainText(/accreti/i);
  await expect(page.getByText(/^\d+ questions?$/)).toBeVisible();
  await page.getByLabel('Category').selectOption('M&A');
  await expect(cards(page).first()).toContainText(/accreti/i);
  for (const card of await cards(page).all()) await expect(card).toContainText('M&A');
  // The query lives in the URL: a reload offline shows the same results.
  await expect(page).toHaveURL(/q=accretion/);
  await expect(page).toHaveURL(/category=M(%26|&)A/);
  await page.reload();
  await expect(page.getByLabel('Search questions')).toHaveValue('accretion');
  await expect(page.getByLabel('Category')).toHaveValue('M&A');
  await expect(cards(page).first()).toContainText(/accreti/i);
  await context.setOffline(false);
});

test('a card shows its best-practice answer on demand', async ({ page }) => {
  await openBank(page, '?q=walk+me+through+a+DCF');
  const card = cards(page).first();
  await expect(card).toContainText(/walk me through a DCF/i);
  // Closed until opened: the answer box mounts with the card.
  await expect(card.getByLabel('Your answer')).toHaveCount(0);
  await card.getByRole('button', { name: 'Study' }).click();
  await expect(card.getByRole('heading', { name: 'Best Practice Answer' })).toBeVisible();
  await expect(card).toContainText(/free cash flow/i);
  await card.getByRole('button', { name: 'Back to Question' }).click();
  await expect(card.getByRole('button', { name: 'Study' })).toBeVisible();
  await expect(card.getByLabel('Your answer')).toBeVisible();
});

test('visitors see Get Started; the page passes axe and fits a phone', async ({ page }) => {
  await openBank(page);
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('button', { name: /Practice this/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
});
