/**
 * The sync status (zustand): how many of the current user's changes wait for the server, the
 * engine's phase, the entries the server refused, and a storage problem if a local write failed.
 * `describeSync` turns it into the one line the sync-status indicator shows.
 */
import { create } from 'zustand';
import type { OutboxEntry } from '@/offline/outbox-entry';
import type { SyncPhase } from '@/offline/sync-engine';

export interface SyncStatus {
  /** 'syncing' while a drain runs; otherwise how the last drain ended. */
  phase: SyncPhase | 'syncing';
  /** Entries waiting to be sent (the user's own and unclaimed ones). */
  pending: number;
  /** Entries the server refused, oldest first, each with its `lastError`. */
  rejected: OutboxEntry[];
  /** When the next retry is due (epoch ms), while retrying. */
  retryAt: number | null;
  /** Drafts kept only in memory because the device is full. */
  unsavedDrafts: number;
}

export const useSyncStatus = create<SyncStatus>(() => ({
  phase: 'idle',
  pending: 0,
  rejected: [],
  retryAt: null,
  unsavedDrafts: 0,
}));

/** The indicator's state names (the spec-free vocabulary of the issue). */
export type SyncDisplayState = 'synced' | 'syncing' | 'waiting' | 'offline' | 'retrying' | 'needs-sign-in' | 'rejected';

function changes(n: number): string {
  return n === 1 ? '1 change' : `${n} changes`;
}

/** The indicator's state and its sentence, e.g. "Waiting for connection: 2 changes not synced". */
export function describeSync(status: SyncStatus): { state: SyncDisplayState; label: string } {
  const { pending, rejected, phase } = status;
  const refused = rejected.length > 0 ? ` · ${rejected.length} rejected` : '';
  if (pending === 0) {
    return rejected.length > 0
      ? { state: 'rejected', label: `${rejected.length} rejected by the server` }
      : { state: 'synced', label: 'All changes synced' };
  }
  const waiting = `${changes(pending)} not synced`;
  switch (phase) {
    case 'offline':
      return { state: 'offline', label: `Waiting for connection: ${waiting}${refused}` };
    case 'needs-sign-in':
      return { state: 'needs-sign-in', label: `Sign in to sync: ${waiting}${refused}` };
    case 'retrying':
      return { state: 'retrying', label: `Retrying: ${waiting}${refused}` };
    case 'syncing':
      return { state: 'syncing', label: `Syncing ${changes(pending)}…${refused}` };
    default:
      return { state: 'waiting', label: `${waiting}${refused}` };
  }
}
