/**
 * Paces work nobody is waiting for so that it never lands in the frames of someone typing or
 * scrolling: `waitForQuietMoment` resolves once the page has had no key press, pointer press,
 * wheel or touch for QUIET_MS and the browser then reports an idle period (requestIdleCallback, or
 * a zero-delay timeout where the browser has none). The offline pack waits for one before its code
 * loads and before each file; the "ready to work offline" toast waits for one too.
 */

/** Milliseconds without input that make a quiet moment. */
export const QUIET_MS = 1_000;
/** Longest wait for an idle period once the page is quiet, in ms (a page never idle still gets its pack). */
const IDLE_TIMEOUT_MS = 2_000;
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

let lastInputAt = Number.NEGATIVE_INFINITY;

const noteInput = () => {
  lastInputAt = performance.now();
};

// Input is watched from the moment this module loads (with the app's entry), so a first caller
// started by an interaction (the offline pack) waits, and one started by something else (the
// service worker's install) goes at the next idle period when nobody is typing.
if (typeof window !== 'undefined') {
  for (const event of INPUT_EVENTS) window.addEventListener(event, noteInput, { capture: true, passive: true });
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const idlePeriod = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

/**
 * Resolves in an idle period that follows at least QUIET_MS without input (at the next idle
 * period when there was none). Never rejects.
 */
export async function waitForQuietMoment(): Promise<void> {
  for (;;) {
    const sinceInput = performance.now() - lastInputAt;
    if (sinceInput < QUIET_MS) await delay(QUIET_MS - sinceInput);
    await idlePeriod();
    if (performance.now() - lastInputAt >= QUIET_MS) return;
  }
}
