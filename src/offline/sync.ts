/**
 * The app's sync: one engine on the app database with the browser's fetch, Web Locks and the auth
 * helper's session. startSync() (idempotent) drains at start, when the connection comes back, on
 * window focus, after each new entry and after a sign-in (which claims what was saved signed out);
 * it retries when a backoff ends and keeps the sync status store up to date. It also removes the
 * recorded answers kept for replay: the expired ones at start, all of them at sign-out.
 */
import { liveQuery, type Subscription } from 'dexie';
import { getAccessToken, refreshAccessToken } from '@/lib/auth/auth-session';
import { useAuth } from '@/lib/auth/auth-store';
import { db } from '@/offline/db';
import { flushDrafts } from '@/offline/memory-drafts';
import { discardRejected, onEnqueued, outboxSummary, retryRejected } from '@/offline/outbox';
import { setOutboxHint } from '@/offline/outbox-hint';
import { clearRecordings, dropExpiredRecordings } from '@/offline/recordings';
import { OUTBOX_KINDS } from '@/offline/outbox-kinds';
import { createSyncEngine, type DrainOptions, type DrainResult, type SyncEngine } from '@/offline/sync-engine';
import { useSyncStatus } from '@/offline/sync-status-store';

/** The signed-in user's id, or null (also while the session is still loading). */
export function currentUserId(): string | null {
  return useAuth.getState().user?.id ?? null;
}

let engine: SyncEngine | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let counts: Subscription | undefined;

function watchCounts(): void {
  counts?.unsubscribe();
  const userId = currentUserId();
  counts = liveQuery(() => outboxSummary(db, userId)).subscribe({
    next: ({ pending, rejected }) => useSyncStatus.setState({ pending, rejected }),
    error: (error: unknown) => console.error('Reading the outbox failed', error),
  });
}

function scheduleRetry(retryAt: number | null): void {
  clearTimeout(retryTimer);
  if (retryAt === null) return;
  retryTimer = setTimeout(() => void requestSync(), Math.max(0, retryAt - Date.now()) + 50);
}

/** Starts syncing for this tab (once; later calls do nothing). */
export function startSync(): void {
  if (engine || typeof window === 'undefined') return;
  engine = createSyncEngine({
    db,
    kinds: OUTBOX_KINDS,
    auth: { userId: currentUserId, getAccessToken, refreshAccessToken },
    fetch: (input, init) => fetch(input, init),
    locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
    isOnline: () => navigator.onLine !== false,
  });
  onEnqueued(() => void requestSync());
  window.addEventListener('online', () => void requestSync({ ignoreBackoff: true }));
  window.addEventListener('offline', () => useSyncStatus.setState({ phase: 'offline' }));
  window.addEventListener('focus', () => void requestSync());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestSync();
  });
  useAuth.subscribe((state, previous) => {
    if (previous.user && state.status === 'anonymous') void clearRecordings(db).catch((error: unknown) => console.warn('Recordings not removed', error));
    if (state.user?.id !== previous.user?.id) {
      watchCounts();
      void requestSync();
    } else if (state.session?.access_token !== previous.session?.access_token && useSyncStatus.getState().phase === 'needs-sign-in') {
      void requestSync(); // the session was refreshed after a 401 we could not resolve
    }
  });
  watchCounts();
  void dropExpiredRecordings(db).catch((error: unknown) => console.warn('Expired recordings not removed', error));
  void requestSync();
}

/** Drains the outbox now (starting sync if needed); resolves to how the drain ended. */
export async function requestSync(options: DrainOptions = {}): Promise<DrainResult | null> {
  startSync();
  if (!engine) return null;
  await flushDrafts();
  useSyncStatus.setState({ phase: 'syncing' });
  const result = await engine.drain(options);
  useSyncStatus.setState({ phase: result.phase, retryAt: result.retryAt });
  setOutboxHint((await db.outbox.count().catch(() => 1)) > 0);
  scheduleRetry(result.retryAt);
  return result;
}

/** Sends a rejected entry again (the user asked to). */
export async function retryEntry(id: string): Promise<void> {
  await retryRejected(db, id);
}

/** Drops a rejected entry and the local record it carried (the user asked to). */
export async function discardEntry(id: string): Promise<void> {
  await discardRejected(db, OUTBOX_KINDS, id);
}
