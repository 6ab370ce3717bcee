/**
 * Moving from the static landing page into the app: the address becomes `to` (with `state` where
 * React Router reads it, history.state.usr), the landing's island roots are unmounted, and the app
 * (src/app/boot-app.tsx: React Router, the layouts, the page) renders `to` in place of the page,
 * with no document load. Loading the app starts early with warmApp() (a press or focus on a link).
 */
import type { bootApp } from '@/app/boot-app';

const islandCleanups: (() => void)[] = [];

/** Registers what unmounts an island when the visitor leaves the static page. */
export function onEnterApp(cleanup: () => void): void {
  islandCleanups.push(cleanup);
}

/** Starts loading the app's code (idempotent); resolves when it is loaded. */
export function warmApp(): Promise<{ bootApp: typeof bootApp }> {
  return import('@/app/boot-app');
}

let entering = false;

/** Whether the visitor has moved from the static landing page into the app. */
export function inApp(): boolean {
  return entering;
}

/** Shows `to` (a same-origin path with its query and hash) inside the app. */
export function enterApp(to: string, state: unknown = null): void {
  if (entering) return;
  entering = true;
  history.pushState({ usr: state, key: 'landing', idx: 1 }, '', to);
  void warmApp().then(({ bootApp }) => {
    islandCleanups.splice(0).forEach((cleanup) => cleanup());
    bootApp();
  });
}
