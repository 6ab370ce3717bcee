/**
 * Starts the offline pack's background fetch (src/lib/offline-pack/) at the first quiet moment
 * (src/lib/quiet-moment.ts) after the visitor's first pointer or key press on this page load, so it
 * never competes with the first paint or with the first words typed into a search. The pack's code
 * loads only then.
 */
import { waitForQuietMoment } from '@/lib/quiet-moment';

const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

/** Listens for the first interaction; returns a function that stops listening. */
export function startOfflinePackWhenQuiet(): () => void {
  // Offline before the pack's code was ever fetched, the import fails: the pack waits for a later load.
  const run = () =>
    void import('@/lib/offline-pack/offline-pack-store').then(
      ({ refreshPackWhenStale }) => refreshPackWhenStale(),
      () => undefined,
    );
  const onFirstInteraction = () => {
    stop();
    // Loading the pack's code and reading its state took 45–60 ms of main thread at 4× CPU, under
    // the question bank's first key presses when it ran at the next idle period (docs/perf.md).
    void waitForQuietMoment().then(run);
  };
  const stop = () => {
    for (const event of FIRST_INTERACTION) window.removeEventListener(event, onFirstInteraction, true);
  };
  for (const event of FIRST_INTERACTION) window.addEventListener(event, onFirstInteraction, { capture: true, passive: true });
  return stop;
}
