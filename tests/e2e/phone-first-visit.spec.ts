/**
 * A first visit on a phone (390 x 844, issue 16): the way in from the header's phone menu and the
 * hero (the default launch date has passed, so Create Free Account and the showcase's buttons go
 * to /signup), no Google
 * sentence on /signin in embedded mode, /about and /privacy with only real content, the manifest
 * at its stable name with shortcuts and screenshots that load; then, signed in, the report's guide
 * links by real title, the interview card's readable label and time, "1 of N" progress, and the
 * study session's card counts, next review and compact question list.
 * axe finds nothing on the pages visited.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUpAndSignIn } from './support/accounts';
import { axeViolations } from './support/axe';
import { runTypedInterview } from './support/interview-run';
import { HomePage } from './pages/home-page';
import { InterviewsPage } from './pages/interviews-page';
import { PracticeRoomPage, StudySessionPage } from './pages/practice-pages';
import { ReportPage } from './pages/report-page';

test.use({ viewport: { width: 390, height: 844 } });

/** Opens the header's phone menu and returns it. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#site-menu');
  await expect(menu).toBeVisible();
  return menu;
}

test('the phone menu offers the question bank, Sign In and Get Started', async ({ page }) => {
  await new HomePage(page).open();
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Question Bank' })).toHaveAttribute('href', '/question-bank');
  await expect(menu.getByRole('link', { name: 'Product news' })).toHaveAttribute('href', '/waitlist');
  await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  await menu.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('Create Free Account and the showcase lead to /signup; the hero links the question bank', async ({ page }) => {
  await new HomePage(page).open();
  await expect(page.getByText('Greenshoe is available now', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/Launching/)).toHaveCount(0);
  // The showcase's buttons follow the launch too: the sign-up, no waitlist.
  for (const tab of ['Question Bank', 'Study Room', 'Resource Library']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('link', { name: 'Try it free' })).toHaveAttribute('href', '/signup');
  }
  await expect(page.getByRole('link', { name: 'Join our waitlist' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: /question bank/i }).first().click();
  await expect(page).toHaveURL(/\/question-bank/);
  await page.goBack();
  await page.getByRole('link', { name: 'Create Free Account' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('/signin names no Google sign-in in embedded mode', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByText(/Google|Supabase/)).toHaveCount(0);
});

test('/about and /privacy show no placeholder and no invented address', async ({ page }) => {
  await page.goto('/aboutgreenshoe');
  await expect(page.getByRole('heading', { level: 1, name: 'About Greenshoe' })).toBeVisible();
  await expect(page.getByText(/placeholder|open partner slot/i)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/@greenshoe\.example/)).toHaveCount(0);
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('/manifest.webmanifest is served with shortcuts, categories and screenshots that load', async ({ page, request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    categories: string[];
    shortcuts: { name: string; url: string }[];
    screenshots: { src: string; sizes: string; form_factor: string }[];
  };
  expect(manifest.categories).toContain('education');
  expect(manifest.shortcuts.map((s) => s.name)).toEqual(['Mock interview', 'Practice room', 'Question bank']);
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const screenshot of manifest.screenshots) {
    const image = await request.get(screenshot.src);
    expect(image.status(), screenshot.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  for (const shortcut of manifest.shortcuts) expect((await request.get(shortcut.url)).status(), shortcut.url).toBe(200);

  await new HomePage(page).open();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // The images decode at the size the manifest declares.
  for (const screenshot of manifest.screenshots) {
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, screenshot.src);
    expect(size).toBe(screenshot.sizes);
  }
});

test('signed in: the report links guides by title, the card shows label and time, progress reads 1 of N, a rating undoes', async ({ page }) => {
  test.setTimeout(180_000);
  // Signing in waits for the sidebar, which a phone folds away: sign in wide, then study on the phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page);
  await page.setViewportSize({ width: 390, height: 844 });

  await runTypedInterview(page);
  const report = new ReportPage(page);
  const guide = page.getByRole('link', { name: /^\d+ Investment Banking Technical Interview Questions/ }).first();
  await expect(guide).toBeVisible();
  expect(await guide.getAttribute('href')).toMatch(/\.pdf$/);
  expect((await page.request.get((await guide.getAttribute('href'))!)).status()).toBe(200);
  expect(await axeViolations(page)).toEqual([]);
  await report.save();

  const interviews = new InterviewsPage(page);
  await interviews.open();
  const card = interviews.card('Evercore');
  await expect(card.getByText('Investment Banking', { exact: true })).toBeVisible();
  await expect(card.getByText('InvestmentBanking')).toHaveCount(0);
  await expect(card.getByText('First round', { exact: true })).toBeVisible();
  await expect(card.locator('dd').first()).toHaveText(/\d{1,2}:\d{2}/);
  expect(await axeViolations(page)).toEqual([]);

  const room = new PracticeRoomPage(page);
  await room.open();
  const accounting = room.module('Accounting');
  const total = await room.questionCount('Accounting');
  await expect(accounting.getByText(`0 of ${total} · 0%`)).toBeVisible();
  await accounting.click();
  const session = new StudySessionPage(page);
  // Anki-style counts, and when a rated card comes back.
  const counts = page.getByLabel('Cards today');
  await expect(counts).toHaveText(`${total} new · 0 learning · 0 due`);
  await session.answer('Revenue raises net income, retained earnings and cash.', 'Good');
  await session.expectStudied(1, total);
  await expect(counts).toHaveText(`${total - 1} new · 1 learning · 0 due`);
  await expect(session.viewer().getByText(/^Next review of this card: in \d+ minutes$/)).toBeVisible();
  // Undo on the phone: the rating is taken back (the counts are as before it), then the card is rated again.
  await session.undoRating();
  await expect(counts).toHaveText(`${total} new · 0 learning · 0 due`);
  await session.rate('Good');
  await expect(counts).toHaveText(`${total - 1} new · 1 learning · 0 due`);
  // The compact All Questions list opens one card in the viewer.
  const list = page.getByRole('region', { name: 'All Questions' });
  await expect(list.getByRole('button')).toHaveCount(total);
  await expect(list.getByLabel('Your answer')).toHaveCount(0);
  await list.getByRole('button').nth(2).click();
  await session.expectCard(3, total);
  await expect(list.getByRole('button').nth(2)).toHaveAttribute('aria-current', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await room.open();
  await expect(accounting.getByText(`1 of ${total} · ${Math.max(1, Math.floor(100 / total))}%`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
