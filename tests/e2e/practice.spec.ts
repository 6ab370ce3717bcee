/**
 * Flash cards on a device that loses its connection: sign in, create a module, study two cards
 * online, go offline, reload (the service worker serves the shell, Dexie the module), study two
 * more, come back online, and the server holds all four studied questions exactly once (and both
 * ratings, not the one taken back with Undo); the practice room shows the new percentage and badge.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUpAndSignIn } from './support/accounts';
import { PracticeRoomPage, StudySessionPage } from './pages/practice-pages';
import { outboxCount } from './support/outbox';
import { takeServiceWorkerControl } from './support/service-worker';
import { axeViolations } from './support/axe';

const MODULE = { name: 'E2E TMT technicals', selections: { 'Question Types': ['Technical'], 'Industry Groups': ['TMT'] } };
const ANSWER = 'I would start with revenue, subtract operating costs to get EBITDA, then taxes, capex and working capital for free cash flow, discounted at the WACC.';

/** What the signed-in page keeps locally: the session's access token and user id. */
async function browserSession(page: Page): Promise<{ token: string; userId: string }> {
  return page.evaluate(() => ({
    token: localStorage.getItem('authToken') ?? '',
    userId: (JSON.parse(localStorage.getItem('user') ?? '{}') as { user_id?: string }).user_id ?? '',
  }));
}

test('studying offline reaches the server exactly once after a reload', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page);
  const room = new PracticeRoomPage(page);
  await room.open();
  // The default modules are made on the first list.
  await expect(room.module('Accounting')).toBeVisible();

  await takeServiceWorkerControl(page);
  await room.expectLoaded();

  await room.create(MODULE);
  const total = await room.questionCount(MODULE.name);
  expect(total).toBeGreaterThanOrEqual(4);
  await expect(room.module(MODULE.name).getByText(`0 of ${total} · 0%`, { exact: true })).toBeVisible();
  await expect(room.module(MODULE.name).getByText('Just Started')).toBeVisible();

  await room.module(MODULE.name).click();
  await expect(page).toHaveURL(/\/study-session\/[0-9a-f-]{36}$/);
  const moduleId = page.url().split('/').at(-1)!;
  const session = new StudySessionPage(page);
  await session.expectStudied(0, total);
  await session.expectCard(1, total);

  // Two cards online; the first rating (already sent) is taken back and replaced.
  await session.answer(ANSWER, 'Easy');
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
  await session.undoRating();
  await session.rate('Good');
  await session.expectStudied(1, total);
  await session.next();
  await session.expectCard(2, total);
  await session.answer(ANSWER);
  await session.expectStudied(2, total);

  // Offline, and a reload: the shell from the service worker, the module from this device.
  await context.setOffline(true);
  await page.reload();
  await session.expectStudied(2, total);
  await session.expectCard(1, total);
  await expect(page.getByText('You are offline: type your answers.', { exact: false })).toBeVisible();
  await session.next();
  await session.next();
  await session.expectCard(3, total);
  // Offline, Undo drops a rating still waiting in the outbox.
  await session.answer(ANSWER, 'Again');
  await session.undoRating();
  await session.rate('Hard');
  await session.expectStudied(3, total);
  await session.next();
  await session.answer(ANSWER);
  await session.expectStudied(4, total);
  expect(await outboxCount(page)).toBeGreaterThanOrEqual(3);

  // Back online: the outbox drains, and the server holds each studied question once.
  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
  const { token, userId } = await browserSession(page);
  expect(token).not.toBe('');
  const headers = { Authorization: `Bearer ${token}` };
  const progress = await page.request.get(`/api/module-progress/${moduleId}/${userId}`, { headers });
  expect(progress.status()).toBe(200);
  const ids = ((await progress.json()) as { questions: { question_id: string }[] }).questions.map((q) => q.question_id);
  expect(ids).toHaveLength(4);
  expect(new Set(ids).size).toBe(4);
  const reviews = await page.request.get(`/api/card-reviews/${moduleId}`, { headers });
  expect(reviews.status()).toBe(200);
  expect(((await reviews.json()) as { rating: number }[]).map((r) => r.rating).sort()).toEqual([2, 3]);

  // The practice room shows the new percentage and badge.
  await page.getByRole('link', { name: 'Back to Modules' }).click();
  await room.expectLoaded();
  const percent = Math.floor(400 / total);
  const badge = percent >= 80 ? 'Nearly Complete' : percent >= 50 ? 'In Progress' : 'Just Started';
  await expect(room.module(MODULE.name).getByText(`4 of ${total} · ${percent}%`, { exact: true })).toBeVisible();
  await expect(room.module(MODULE.name).getByText(badge, { exact: true })).toBeVisible();
  const list = await page.request.get(`/api/modules-with-progress/${userId}`, { headers });
  const mine = ((await list.json()) as { name: string; progress: number }[]).find((m) => m.name === MODULE.name);
  expect(mine?.progress).toBe(percent);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('the practice pages pass axe; a swipe, the arrow keys and space move and flip cards', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signUpAndSignIn(page);
    const room = new PracticeRoomPage(page);
    await room.open();
    await expect(room.module('Accounting')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create Custom Module' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Custom Module' });
    await dialog.locator('summary').filter({ hasText: 'Firms' }).click();
    await expect(dialog.getByLabel('Evercore', { exact: true })).toBeVisible();
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await room.module('Accounting').click();
    const session = new StudySessionPage(page);
    const total = Number(/of (\d+) studied/.exec((await session.header().textContent()) ?? '')?.[1] ?? 0);
    expect(total).toBeGreaterThan(2);
    await session.expectCard(1, total);
    await page.getByRole('heading', { name: 'All Questions' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A phone: swipe left for the next card, right for the previous one (not the browser's swipe back).
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await context.newCDPSession(page);

    const swipe = async (direction: 'left' | 'right') => {
      const box = (await session.viewer().getByRole('article').boundingBox())!;
      const [fromX, toX] = direction === 'left' ? [box.x + box.width - 40, box.x + 40] : [box.x + 40, box.x + box.width - 40];
      const y = box.y + 40;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (fromX + toX) / 2, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: toX, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe('left');
    await session.expectCard(2, total);
    await swipe('right');
    await session.expectCard(1, total);
    await expect(page).toHaveURL(/\/study-session\//);

    // A keyboard: arrows move, space flips the focused card.
    await page.locator('body').press('ArrowRight');
    await session.expectCard(2, total);
    await page.locator('body').press('ArrowLeft');
    await session.expectCard(1, total);
    const card = session.viewer().getByRole('article');
    await card.focus();
    await card.press(' ');
    await expect(card).toHaveAttribute('data-face', 'back');
  });
});
