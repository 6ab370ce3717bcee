/**
 * The prerendered /question-bank (question-bank.html): its first cards are in the HTML, so they show
 * with JavaScript off; the app takes the static page over once its own cards are ready, keeping what
 * the visitor typed or chose meanwhile; a URL with a query never shows the static list; a signed-in
 * user's static page has no visitor header or Get Started, and the dark theme applies before any
 * module runs; offline, the service worker answers /question-bank with the prerendered page. The page's chunk is held back (`holdPageChunk`) to look at the static page while
 * the app waits.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { signUpAndSignIn } from './support/accounts';
import { takeServiceWorkerControl } from './support/service-worker';

/** The page's result cards. */
const cards = (page: Page) => page.getByRole('list', { name: 'Questions' }).getByRole('article');
/** The results once the app has taken over (the static page's are busy). */
const liveResults = (page: Page) => page.locator('[data-static-results][aria-busy="false"]');

/** Holds back the question bank page's chunk until the returned function is called. */
async function holdPageChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/question-bank-page-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the first cards show before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/question-bank');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('interview questions');
  await expect(cards(page)).toHaveCount(10);
  await expect(cards(page).first().getByRole('button', { name: 'Study' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await context.close();
});

test('the app takes over with the search and the filter chosen on the static page', async ({ page }) => {
  const release = await holdPageChunk(page);
  await page.goto('/question-bank');
  await expect(cards(page)).toHaveCount(10);
  await expect(page.locator('[data-static-results]')).toHaveAttribute('aria-busy', 'true');
  await page.getByLabel('Search questions').fill('accretion');
  await page.getByLabel('Category').selectOption('M&A');
  release();

  await expect(liveResults(page)).toBeVisible();
  await expect(page.getByLabel('Search questions')).toHaveValue('accretion');
  await expect(page.getByLabel('Search questions')).toBeFocused();
  await expect(page.getByLabel('Category')).toHaveValue('M&A');
  await expect(cards(page).first()).toContainText(/accreti/i);
  for (const card of await cards(page).all()) await expect(card).toContainText('M&A');
  await expect(page).toHaveURL(/q=accretion/);
  await expect(page).toHaveURL(/category=M(%26|&)A/);

  // Search and filters keep working in the app.
  await page.getByLabel('Category').selectOption('');
  await page.getByLabel('Search questions').fill('walk me through a DCF');
  await expect(cards(page).first()).toContainText(/walk me through a DCF/i);
  await expect(page).toHaveURL(/q=walk/);
});

test('a URL with a query shows its own results, never the static list', async ({ page }) => {
  const release = await holdPageChunk(page);
  await page.goto('/question-bank?q=goodwill&type=Technical');
  await expect(page.getByLabel('Search questions')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Questions' })).toBeHidden();
  release();
  await expect(liveResults(page)).toBeVisible();
  await expect(page.getByLabel('Search questions')).toHaveValue('goodwill');
  await expect(page.getByLabel('Type')).toHaveValue('Technical');
  await expect(cards(page).first()).toContainText(/goodwill/i);
});

test("a signed-in user's static page has no visitor header, and the dark theme shows at once", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.evaluate(() => localStorage.setItem('greenshoe.theme', 'dark'));
  const release = await holdPageChunk(page);
  await page.goto('/question-bank');
  await expect(cards(page)).toHaveCount(10);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeHidden();
  release();
  await expect(liveResults(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Questions' }).getByRole('button', { name: /Practice this/ }).first()).toBeVisible();
});

test('an offline reload paints the prerendered page from the precache, then the app takes over', async ({ page, context }) => {
  // Whether the document, once parsed, is the prerendered page with its cards (before any module ran).
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { parsedStatic?: boolean }).parsedStatic = Boolean(
        document.querySelector('#root[data-prerendered="/question-bank"] [aria-roledescription="question card"]'),
      );
    });
  });
  await page.goto('/question-bank');
  await takeServiceWorkerControl(page);
  await expect(liveResults(page)).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  expect(await page.evaluate(() => (window as { parsedStatic?: boolean }).parsedStatic)).toBe(true);
  await expect(liveResults(page)).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await context.setOffline(false);
});
