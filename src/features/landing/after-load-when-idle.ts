/**
 * Runs work after the window's load event, when the browser is next idle (at most
 * AFTER_LOAD_IDLE_TIMEOUT_MS later; a short timer where requestIdleCallback is missing).
 */

/** Longest wait for an idle moment after the load event, in milliseconds. */
export const AFTER_LOAD_IDLE_TIMEOUT_MS = 2000;

/** Schedules `run`; returns a function that cancels it. */
export function afterLoadWhenIdle(run: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: AFTER_LOAD_IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(run, 200);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
