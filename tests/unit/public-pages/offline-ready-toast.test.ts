/**
 * The static landing's "ready to work offline" toast (plain DOM): a polite status with the
 * message, a Close button, gone after its time or when the visitor moves into the app.
 */
import { getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_READY_SHOWN_MS, showOfflineReady } from '@/features/landing/islands/offline-ready-toast';
import { OFFLINE_READY_TEXT } from '@/lib/offline-ready';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('showOfflineReady on the static landing', () => {
  it('announces the message as a status and closes on Close', async () => {
    showOfflineReady();
    const status = getByRole(document.body, 'status');
    await waitFor(() => expect(status.textContent).toContain(OFFLINE_READY_TEXT));
    getByRole(status, 'button', { name: 'Close toast' }).click();
    expect(queryByRole(document.body, 'status')).toBeNull();
  });

  it('leaves by itself after its time', () => {
    vi.useFakeTimers();
    showOfflineReady();
    vi.advanceTimersByTime(OFFLINE_READY_SHOWN_MS - 1);
    expect(queryByRole(document.body, 'status')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(queryByRole(document.body, 'status')).toBeNull();
  });
});
