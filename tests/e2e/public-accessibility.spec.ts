/**
 * axe-core (@axe-core/playwright) finds no violation on any public page: the landing page (with the
 * welcome carousel open, then with each showcase tab), about (every section faded in), privacy,
 * the waitlist, the survey and the partnerships page (with their messages showing), and not-found.
 * Phone width first, as the pages are built mobile-first, then desktop for the landing page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeViolations } from './support/axe';

async function expectNoViolations(page: Page, label: string) {
  // A toast fading out has partial opacity, so axe would measure its contrast mid-fade.
  await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0);
  expect((await axeViolations(page)).map((line) => `${label} ${line}`)).toEqual([]);
}

/**
 * Scrolls to the bottom step by step, so lazy sections load, then waits until every finite animation
 * (the fade-ins; the logo strip's endless scroll is left out) has finished, and scrolls back up.
 */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 30; step += 1) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.8);
      // Two painted frames: the lazy sections' IntersectionObservers have had one to fire.
      await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) break;
  }
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity && a.playState === 'running').length))
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.use({ viewport: { width: 390, height: 844 } });

test('the landing page, its welcome carousel and every tab pass axe', async ({ page }) => {
  // Six axe runs over a 5,000 px page: allow three times the default test time.
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Welcome to Greenshoe' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'welcome');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await scrollThrough(page);
  await expect(page.getByRole('link', { name: 'Try a Sample Interview' })).toBeAttached();
  await expectNoViolations(page, 'landing');
  for (const tab of ['Mock Interviews', 'Study Room', 'Resource Library']) {
    await page.getByRole('tab', { name: tab }).click();
    if (tab === 'Mock Interviews') {
      await page.getByRole('button', { name: 'Start Interview' }).click();
      await expect(page.getByText('Duration is required')).toBeVisible();
    }
    await expectNoViolations(page, tab);
  }
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoViolations(page, 'menu open');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoViolations(page, 'landing desktop');
});

test('about, privacy and not-found pass axe', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('greenshoe.welcomeSeen', 'true'));
  await page.goto('/aboutgreenshoe');
  await expect(page.getByRole('heading', { level: 1, name: 'About Greenshoe' })).toBeVisible();
  await scrollThrough(page);
  await expect(page.locator('[data-shown="false"]')).toHaveCount(0);
  await expectNoViolations(page, 'about');

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
  await expectNoViolations(page, 'privacy');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoViolations(page, 'not-found');
});

test('the waitlist, survey and partnership forms pass axe, messages showing', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('greenshoe.welcomeSeen', 'true'));
  await page.goto('/waitlist');
  await page.getByRole('button', { name: 'Sign up for news' }).click();
  await expect(page.getByText('Please fill in all fields.')).toBeVisible();
  await expectNoViolations(page, 'waitlist');

  await page.goto('/grow-ib-access');
  await page.getByRole('button', { name: 'Add round' }).click();
  await page.getByRole('button', { name: 'Add question' }).first().click();
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expectNoViolations(page, 'survey');

  await page.goto('/partnerships');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoViolations(page, 'partnerships');
});
