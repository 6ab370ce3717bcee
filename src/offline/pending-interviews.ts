/**
 * Pending interviews: completed interviews stored on this device until the user signs in.
 * Saving is idempotent per interview id; storage errors become user-facing messages.
 */
import { db as appDb, type GreenshoeDb, type PendingInterview } from '@/offline/db';

export type NewPendingInterview = Omit<PendingInterview, 'createdAt' | 'status'>;

/**
 * Stores `interview` as pending unless a record with its id exists.
 * Resolves to 'saved' or 'already-saved'; rejects with Dexie's error (e.g. QuotaExceededError).
 */
export async function savePendingInterview(
  interview: NewPendingInterview,
  database: GreenshoeDb = appDb,
): Promise<'saved' | 'already-saved'> {
  return database.transaction('rw', database.pendingInterviews, async () => {
    if (await database.pendingInterviews.get(interview.id)) return 'already-saved';
    await database.pendingInterviews.add({ ...interview, createdAt: new Date().toISOString(), status: 'pending' });
    return 'saved';
  });
}

/** True when `error` (or the error it wraps) means the device's storage is full. */
export function isQuotaError(error: unknown): boolean {
  const names = [error, (error as { inner?: unknown } | null)?.inner].map((e) =>
    e instanceof Error || e instanceof DOMException ? e.name : '',
  );
  return names.includes('QuotaExceededError');
}

/** A short message for a failed local save. */
export function describeSaveError(error: unknown): string {
  if (isQuotaError(error)) return 'Could not save: this device has no storage space left. Free some space and try again.';
  return 'Could not save this interview on this device. Please try again.';
}
