/**
 * The prerendered landing's inline menu script (landingMenuScript): on the page as the build writes
 * it, before any module has loaded, the phone Menu button opens the top bar's menu and closes it.
 */
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { landingMenuScript } from '../../../scripts/build/prerender-plugin';

afterEach(() => document.body.replaceChildren());

describe("the landing's inline menu script", () => {
  it('opens and closes the phone menu on the static page', async () => {
    const { render } = await import('@/prerender');
    document.body.innerHTML = `<div id="root" data-prerendered="/">${await render('/')}</div>`;
    const button = document.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]')!;
    const menu = document.getElementById('site-menu')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);

    // The page's globals (document) are jsdom's in this environment.
    runInThisContext(/<script>(.*)<\/script>/s.exec(landingMenuScript())?.[1] ?? '');
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu.hidden).toBe(false);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);
  }, 30_000);
});
