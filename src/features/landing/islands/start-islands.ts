/**
 * Makes the static landing page interactive without React (docs/decisions/0014-landing-islands.md):
 * - links into the app (same origin, plain left click) move the visitor into it (enterApp), and a
 *   press or focus on one starts loading the app;
 * - each island hydrates on its first interaction (pointer, touch, focus), the logo strip also as
 *   it comes into the viewport; a click made while the island loads is replayed once it is
 *   interactive;
 * - the first-visit welcome opens once the page has loaded and the browser is idle;
 * - the service worker is registered, as the app does.
 * The phone Menu button works from an inline script of the page (landingMenuScript in
 * scripts/build/prerender-plugin.ts), before any module has loaded.
 */
import { afterLoadWhenIdle } from '@/features/landing/after-load-when-idle';
import { enterApp, onEnterApp, warmApp } from '@/features/landing/islands/enter-app';
import type { IslandName } from '@/features/landing/islands/island-element';
import { openWelcome } from '@/features/landing/welcome';
import { hasSeenWelcome } from '@/features/landing/welcome-seen';

/** The same-origin path a plain click on `event`'s link would open, or null (left to the browser). */
function appLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || /^\/(api|auth\/v1|resources)\//.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

function interceptAppLinks(): void {
  const onClick = (event: MouseEvent) => {
    const to = appLinkTarget(event);
    if (to === null) return;
    event.preventDefault();
    if (to === '/') window.scrollTo({ top: 0 });
    else enterApp(to);
  };
  const warm = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('a[href^="/"]')) void warmApp();
  };
  document.addEventListener('click', onClick, true);
  // Not on pointerover: Chrome sends one to whatever lies under a still pointer when the layout
  // changes (the welcome opening), which would load the app for a visitor who did nothing.
  document.addEventListener('pointerdown', warm, { passive: true });
  document.addEventListener('focusin', warm);
  // Inside the app, React Router's links take over.
  onEnterApp(() => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('pointerdown', warm);
    document.removeEventListener('focusin', warm);
  });
}

/** Hydrates island `name` on its first interaction (and approach, with `onApproach`). */
function startIsland(name: IslandName, { onApproach }: { onApproach: boolean }): void {
  const container = document.querySelector(`[data-island="${name}"]`);
  if (!container) return;
  let pendingClick: HTMLElement | null = null;
  let started = false;
  const holdClick = (event: Event) => {
    if (event.defaultPrevented) return;
    pendingClick = event.target as HTMLElement;
  };
  const triggers = ['pointerover', 'touchstart', 'focusin'] as const;
  let observer: IntersectionObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    triggers.forEach((type) => container.removeEventListener(type, start));
    observer?.disconnect();
    container.addEventListener('click', holdClick);
    void import('@/features/landing/islands/hydrate-island')
      .then(({ hydrateIsland }) => hydrateIsland(name, container))
      .then(() => {
        container.removeEventListener('click', holdClick);
        // Radix Tabs select on mousedown: the replay presses, then clicks.
        pendingClick?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
        pendingClick?.click();
      });
  };
  triggers.forEach((type) => container.addEventListener(type, start, { passive: true }));
  if (onApproach && typeof IntersectionObserver === 'function') {
    // In the viewport itself, not ahead of it: with a margin, a desktop window's first view
    // already reaches the strip and React would load on every visit.
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start());
    observer.observe(container);
  }
}

/** Starts the static landing page's behaviour (see the module comment). */
export function startIslands(): void {
  interceptAppLinks();
  startIsland('showcase', { onApproach: false });
  startIsland('logos', { onApproach: true });
  afterLoadWhenIdle(() => {
    if (window.location.pathname === '/' && window.location.search === '' && !hasSeenWelcome()) openWelcome();
    void import('@/features/landing/islands/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}
