/**
 * Toasts and the welcome carousel on a phone (390 x 844, issue 16): one toast at a time, the next
 * waiting until the first is closed; a toast covers no heading or control; the welcome carousel
 * never opens over a flow the visitor is in (signing up ends on / with "Check your email!").
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail, E2E_PASSWORD } from './support/accounts';
import { axeViolations } from './support/axe';
import { WELCOME_SEEN_KEY } from './pages/home-page';
import { SignUpPage } from './pages/sign-up-page';

test.use({ viewport: { width: 390, height: 844 } });

/** The toasts on screen (sonner's list items). */
function toasts(page: Page) {
  return page.locator('[data-sonner-toast]');
}

/** Headings and controls in the viewport whose box overlaps the toast's box (their text or tag). */
async function coveredByToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector('[data-sonner-toast]');
    if (!toast) return ['no toast'];
    const box = toast.getBoundingClientRect();
    const overlaps = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
    return [...document.querySelectorAll('h1, h2, h3, button, a[href], input, select, textarea, [role="button"]')]
      .filter((element) => !toast.contains(element) && !element.closest('[aria-hidden="true"], [hidden]'))
      .filter((element) => overlaps(element.getBoundingClientRect()))
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

test('toasts come one at a time, the next after the first is closed, and cover no heading or control', async ({ page, context }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), WELCOME_SEEN_KEY);
  await page.goto('/waitlist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first visit's "ready to work offline" toast comes and goes first.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await expect(page.getByText('Greenshoe is ready to work offline.')).toBeHidden({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Sign up for news' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  expect(await coveredByToast(page)).toEqual([]);

  // A second toast while the first shows: it waits.
  await page.getByLabel('Name').fill('Queued Quinn');
  await page.getByLabel('Email').fill(uniqueEmail('queued'));
  await page.getByLabel('School').fill('Queue College');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sign up for news' }).click();
  await expect(page.getByRole('heading', { name: 'Almost there!' })).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText("We'll send this when you're back online")).toHaveCount(0);

  await toasts(page).getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText("We'll send this when you're back online")).toBeVisible();
  await expect(page.getByText('Missing Information')).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(1);
  expect(await coveredByToast(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await context.setOffline(false);
});

test('the welcome carousel does not open over "Check your email!" after signing up', async ({ page }) => {
  // A new visitor whose visit begins on /signup: the welcome has never been seen.
  const signUp = new SignUpPage(page);
  await signUp.open();
  await signUp.signUp({ email: uniqueEmail('welcome'), password: E2E_PASSWORD });
  await expect(page).toHaveURL(/\/$/);
  await signUp.expectCheckEmail();
  // Until the landing's lazy part renders, the page is the hero and the footer; check the finished page.
  await expect(page.getByRole('tab', { name: 'Question Bank' })).toBeAttached();
  expect(await coveredByToast(page)).toEqual([]);
  await page.waitForLoadState('networkidle');
  // The toast runs its course with no dialog over it, and the welcome is kept for a later visit.
  await expect(page.getByText('Check your email!')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), WELCOME_SEEN_KEY)).toBeNull();

  // A visit that begins on the landing page still welcomes the visitor.
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Welcome to Greenshoe' })).toBeVisible();
});
