/**
 * Which page a visitor of `/` gets (docs/decisions/0014-landing-islands.md): the prerendered
 * landing stays static, with only its islands, for an anonymous visit with nothing waiting; the app
 * starts instead for a signed-in visitor, an outbox with work, the e-mail confirmation's return and
 * any page other than the prerendered `/`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { landingStaysStatic } from '@/features/landing/islands/landing-stays-static';
import { SESSION_STORAGE_KEY } from '@/lib/auth/local-entries';
import { OUTBOX_HINT_KEY } from '@/offline/outbox-hint';

/** Puts the prerendered landing's #root in the page, at `url`. */
function prerenderedLanding(url = '/', prerendered: string | null = '/') {
  window.history.replaceState(null, '', url);
  const root = document.createElement('div');
  root.id = 'root';
  if (prerendered !== null) root.dataset.prerendered = prerendered;
  root.innerHTML = '<h1>Walk into your banking interviews ready</h1>';
  document.body.replaceChildren(root);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('landingStaysStatic', () => {
  it('keeps the static page for an anonymous visitor of / with nothing waiting', () => {
    prerenderedLanding();
    expect(landingStaysStatic()).toBe(true);
  });

  it('starts the app for a signed-in visitor', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ access_token: 'a', refresh_token: 'r', user: { id: 'u1' } }));
    prerenderedLanding();
    expect(landingStaysStatic()).toBe(false);
  });

  it('starts the app when the outbox holds work to send', () => {
    localStorage.setItem(OUTBOX_HINT_KEY, '1');
    prerenderedLanding();
    expect(landingStaysStatic()).toBe(false);
  });

  it('starts the app for the e-mail confirmation return (?verified=success shows a toast)', () => {
    prerenderedLanding('/?verified=success');
    expect(landingStaysStatic()).toBe(false);
  });

  it('starts the app on the plain shell and on any other path', () => {
    prerenderedLanding('/', null);
    expect(landingStaysStatic()).toBe(false);
    prerenderedLanding('/question-bank');
    expect(landingStaysStatic()).toBe(false);
  });
});
