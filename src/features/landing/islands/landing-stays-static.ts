/**
 * Whether the prerendered landing page can stay static with only its islands started, rather than
 * being replaced by the app: the page is the prerendered `/`, and nothing on it depends on this
 * browser beyond what the islands do. The app starts instead for a signed-in visitor (the top bar
 * shows Profile, the session machinery starts), a device whose outbox holds work, the e-mail
 * confirmation's return (`?verified=success`, a toast), and a page built before a launch day that
 * has come (its copy would be stale). Reads localStorage and the clock only: no React, no Dexie.
 */
import { isLaunched, LAUNCH } from '@content/site/launch';
import { readPersistedSession } from '@/lib/auth/local-entries';
import { hasOutboxHint } from '@/offline/outbox-hint';

export function landingStaysStatic(): boolean {
  const root = document.getElementById('root');
  return (
    root?.dataset.prerendered === '/' &&
    window.location.pathname === '/' &&
    root.firstElementChild !== null &&
    !new URLSearchParams(window.location.search).has('verified') &&
    readPersistedSession() === null &&
    !hasOutboxHint() &&
    isLaunched(Date.now()) === LAUNCH.launchedAtBuild
  );
}
