/**
 * Quiet moments (src/lib/quiet-moment.ts): work waits while the reader types, and goes once they
 * have paused for QUIET_MS, or at once when nobody typed.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { QUIET_MS } from '@/lib/quiet-moment';

/** The module afresh (it remembers the last input), on this test's fake clock. */
let waitForQuietMoment: () => Promise<void>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback', 'performance'] });
  vi.resetModules();
  ({ waitForQuietMoment } = await import('@/lib/quiet-moment'));
});

afterEach(() => {
  vi.useRealTimers();
});

const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key }));
/** Lets the clock move on by a few milliseconds, running what falls due (the zero-delay idle slice). */
const settle = async () => {
  for (let step = 0; step < 3; step += 1) await vi.advanceTimersByTimeAsync(1);
};

/** Calls waitForQuietMoment; `quiet` turns true once it resolves. */
function waitForQuiet(): { quiet: boolean } {
  const call = { quiet: false };
  void waitForQuietMoment().then(() => {
    call.quiet = true;
  });
  return call;
}

it('waits while keys keep coming and resolves after a pause of QUIET_MS', async () => {
  press('g');
  const call = waitForQuiet();
  for (const key of 'oodwill') {
    await vi.advanceTimersByTimeAsync(QUIET_MS / 4);
    press(key);
  }
  await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
  expect(call.quiet).toBe(false);

  await settle();
  expect(call.quiet).toBe(true);
});

it('resolves at the next idle period when nobody has typed, call after call', async () => {
  const first = waitForQuiet();
  await settle();
  expect(first.quiet).toBe(true);

  const later = waitForQuiet();
  await settle();
  expect(later.quiet).toBe(true);
});
