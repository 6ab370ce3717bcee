/** Backoff and Retry-After timing, the status line of the indicator, and persistent storage asked once. */
import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, retryAfterMs } from '@/offline/backoff';
import { RETRY_AFTER_CAP_MS, RETRY_BASE_MS, RETRY_CAP_MS } from '@/offline/constants';
import type { OutboxEntry } from '@/offline/outbox-entry';
import { requestPersistentStorage } from '@/offline/storage';
import { describeSync, type SyncStatus } from '@/offline/sync-status-store';

describe('backoffDelay', () => {
  it('doubles from the base per attempt and stops at the cap', () => {
    const none = () => 0;
    expect(backoffDelay(1, none)).toBe(RETRY_BASE_MS);
    expect(backoffDelay(2, none)).toBe(RETRY_BASE_MS * 2);
    expect(backoffDelay(4, none)).toBe(RETRY_BASE_MS * 8);
    expect(backoffDelay(40, none)).toBe(RETRY_CAP_MS);
  });

  it('adds at most 20% jitter', () => {
    expect(backoffDelay(1, () => 0.999)).toBeLessThanOrEqual(RETRY_BASE_MS * 1.2);
    expect(backoffDelay(1, () => 0.5)).toBeGreaterThan(RETRY_BASE_MS);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads delta seconds and HTTP dates', () => {
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
  });
  it('ignores a missing or unreadable header and caps long waits', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('999999', now)).toBe(RETRY_AFTER_CAP_MS);
  });
});

describe('describeSync', () => {
  const base: SyncStatus = { phase: 'idle', pending: 0, rejected: [], retryAt: null, unsavedDrafts: 0 };
  const refused = { id: 'x', kind: 'save-interview', lastError: 'Invalid score' } as OutboxEntry;

  it('names every state with the count of unsynced changes', () => {
    expect(describeSync(base)).toEqual({ state: 'synced', label: 'All changes synced' });
    expect(describeSync({ ...base, pending: 2, phase: 'offline' })).toEqual({
      state: 'offline',
      label: 'Waiting for connection: 2 changes not synced',
    });
    expect(describeSync({ ...base, pending: 1, phase: 'retrying' }).label).toBe('Retrying: 1 change not synced');
    expect(describeSync({ ...base, pending: 1, phase: 'needs-sign-in' }).label).toBe('Sign in to sync: 1 change not synced');
    expect(describeSync({ ...base, pending: 3, phase: 'syncing' }).label).toBe('Syncing 3 changes…');
    expect(describeSync({ ...base, rejected: [refused] })).toEqual({ state: 'rejected', label: '1 rejected by the server' });
    expect(describeSync({ ...base, pending: 1, phase: 'retrying', rejected: [refused] }).label).toBe(
      'Retrying: 1 change not synced · 1 rejected',
    );
  });
});

describe('requestPersistentStorage', () => {
  it('asks the browser once per page load', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted: async () => false } });
    await expect(requestPersistentStorage()).resolves.toBe(true);
    await requestPersistentStorage();
    expect(persist).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
