/**
 * Touch targets on a phone (390 x 844, issue 16): on each signed-in page every visible button, link
 * and form control is at least 44 x 44 CSS px (a checkbox or radio counts with its label; a link
 * inside a sentence is exempt, as WCAG 2.5.8 allows).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUpAndSignIn } from './support/accounts';
import { PracticeRoomPage } from './pages/practice-pages';

const MIN_PX = 44;

/** The controls on screen smaller than MIN_PX in either direction: "<tag> "<name>" WxH". */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 1 && box.height > 1;
    };
    const inSentence = (element: Element) =>
      element.tagName === 'A' && getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
    const target = (element: Element) => {
      const input = element as HTMLInputElement;
      if (element.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')) return input.labels?.[0] ?? element;
      return element;
    };
    return [...document.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]')]
      .filter((element) => visible(element) && !inSentence(element) && !element.closest('[data-sonner-toaster]'))
      .map((element) => ({ element, box: target(element).getBoundingClientRect() }))
      .filter(({ box }) => box.width < min - 0.5 || box.height < min - 0.5)
      .map(({ element, box }) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
  }, MIN_PX);
}

test('every control on each signed-in page is at least 44 x 44 px on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page);
  await page.setViewportSize({ width: 390, height: 844 });

  const room = new PracticeRoomPage(page);
  await room.open();
  await room.module('Accounting').click();
  await expect(page.getByRole('region', { name: 'Flash card' })).toBeVisible();
  const found: Record<string, string[]> = { [new URL(page.url()).pathname.replace(/[0-9a-f-]{36}$/, ':moduleId')]: await smallTargets(page) };
  for (const [path, heading] of [
    ['/profile', /Profile|Welcome/],
    ['/interviews', 'Your Interviews'],
    ['/practice-room', 'Practice Room'],
    ['/study-room', 'Study Room'],
    ['/resources', /Resources/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    found[path] = await smallTargets(page);
  }
  expect(found).toEqual({
    '/study-session/:moduleId': [],
    '/profile': [],
    '/interviews': [],
    '/practice-room': [],
    '/study-room': [],
    '/resources': [],
  });
});
