/**
 * The hand-over from a page prerendered at build time (question-bank.html) to the app
 * (docs/decisions/0029-question-bank-prerendered-and-taken-over-when-ready.md). The static page
 * stays on screen while the app renders into a detached element; the page calls
 * `takeOverStaticPage` in a layout effect once its own first content is ready (the same commit,
 * before the browser paints), so no loading state or empty page shows in between. The visitor's
 * focus moves to the app's element with the same id; what the visitor typed into the static page
 * the page carries over itself (it gets the static root back).
 */
import { ROUTES } from '@/config/routes';

/** Longest the static page stays when the app never says it is ready (a failed chunk), in milliseconds. */
export const STATIC_PAGE_LIMIT_MS = 10_000;

let held: { staticRoot: HTMLElement; appRoot: HTMLElement; timer: ReturnType<typeof setTimeout> } | null = null;

/**
 * True when `root` holds a prerendered page of the current path that stays until the app is ready.
 * The landing (`/`, data-prerendered="/") is not one: it stays static (src/main.tsx).
 */
export function holdsStaticPage(root: HTMLElement): boolean {
  const path = root.dataset.prerendered;
  return path !== undefined && path !== ROUTES.home && path === window.location.pathname;
}

/**
 * Keeps `staticRoot` on screen until `takeOverStaticPage` (or STATIC_PAGE_LIMIT_MS) puts `appRoot`,
 * a detached element the app renders into, in its place.
 */
export function holdStaticPage(staticRoot: HTMLElement, appRoot: HTMLElement): void {
  const timer = setTimeout(() => takeOverStaticPage(), STATIC_PAGE_LIMIT_MS);
  held = { staticRoot, appRoot, timer };
}

/** True while a static page is on screen for the app (held, not yet taken over). */
export function holdingStaticPage(): boolean {
  return held !== null;
}

/**
 * Puts the app in the static page's place, focus moved along; returns the static page's root (now
 * out of the document, with its form controls as the visitor left them), or null when no static
 * page was held (a normal start, or taken over already).
 */
export function takeOverStaticPage(): HTMLElement | null {
  if (!held) return null;
  const { staticRoot, appRoot, timer } = held;
  held = null;
  clearTimeout(timer);
  const focused = document.activeElement instanceof HTMLElement && staticRoot.contains(document.activeElement) ? document.activeElement.id : '';
  staticRoot.replaceWith(appRoot);
  if (focused) document.getElementById(focused)?.focus();
  return staticRoot;
}
