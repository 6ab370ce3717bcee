/**
 * Starts the offline pack's background fetch (src/lib/offline-pack/) at idle after the visitor's
 * first pointer or key press on this page load, so it never competes with the first paint or the
 * first input. The pack's code loads only then.
 */

const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

/** Listens for the first interaction; returns a function that stops listening. */
export function startOfflinePackAtIdle(): () => void {
  // Offline before the pack's code was ever fetched, the import fails: the pack waits for a later load.
  const run = () =>
    void import('@/lib/offline-pack/offline-pack-store').then(
      ({ refreshPackWhenStale }) => refreshPackWhenStale(),
      () => undefined,
    );
  const onFirstInteraction = () => {
    stop();
    // No deadline: a page busy loading its own code (the question bank) goes first.
    if ('requestIdleCallback' in window) window.requestIdleCallback(run);
    else setTimeout(run, 0);
  };
  const stop = () => {
    for (const event of FIRST_INTERACTION) window.removeEventListener(event, onFirstInteraction, true);
  };
  for (const event of FIRST_INTERACTION) window.addEventListener(event, onFirstInteraction, { capture: true, passive: true });
  return stop;
}
