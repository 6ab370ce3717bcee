/**
 * Work nobody waits for keeps out of someone's typing (src/lib/quiet-moment.ts): the "ready to
 * work offline" toast (src/app/reload-prompt.tsx) and the offline pack's start
 * (src/app/start-offline-pack.ts) both wait until the keys have paused for QUIET_MS; the toast
 * shows at once when nobody is typing.
 */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OFFLINE_READY_TEXT } from '@/lib/offline-ready';
import { QUIET_MS } from '@/lib/quiet-moment';

const toast = vi.fn();
const refreshPackWhenStale = vi.fn();

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({ needRefresh: [false, () => undefined], offlineReady: [true, () => undefined], updateServiceWorker: async () => undefined }),
}));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/lib/offline-pack/offline-pack-store', () => ({ refreshPackWhenStale }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback', 'performance'] });
  vi.resetModules();
  toast.mockClear();
  refreshPackWhenStale.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key }));

/** Types `text` a key every QUIET_MS / 4, then lets the clock run for `pause` ms. */
async function typeThenPause(text: string, pause: number) {
  for (const key of text) {
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS / 4));
    press(key);
  }
  await act(() => vi.advanceTimersByTimeAsync(pause));
}

it('shows the offline-ready toast at once when nobody is typing', async () => {
  const { ReloadPrompt } = await import('@/app/reload-prompt');
  render(<ReloadPrompt />);
  await act(() => vi.advanceTimersByTimeAsync(5));
  expect(toast).toHaveBeenCalledExactlyOnceWith(OFFLINE_READY_TEXT);
});

it('shows the offline-ready toast once the typing has paused', async () => {
  const { ReloadPrompt } = await import('@/app/reload-prompt');
  press('a');
  render(<ReloadPrompt />);
  await typeThenPause('ccretion dilution', QUIET_MS / 2);
  expect(toast).not.toHaveBeenCalled();

  await act(() => vi.advanceTimersByTimeAsync(QUIET_MS));
  expect(toast).toHaveBeenCalledExactlyOnceWith(OFFLINE_READY_TEXT);
});

it('starts the offline pack after the first key press only once the typing has paused', async () => {
  const { startOfflinePackWhenQuiet } = await import('@/app/start-offline-pack');
  const stop = startOfflinePackWhenQuiet();
  await typeThenPause('goodwill', QUIET_MS / 2);
  expect(refreshPackWhenStale).not.toHaveBeenCalled();

  await act(() => vi.advanceTimersByTimeAsync(QUIET_MS));
  expect(refreshPackWhenStale).toHaveBeenCalledOnce();
  stop();
});
