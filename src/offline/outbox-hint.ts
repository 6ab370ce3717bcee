/**
 * A localStorage hint that this device's outbox may hold entries, read at app start without
 * loading Dexie: a visitor with work waiting (saved signed out, or a public form sent offline)
 * starts the sync engine, while other visitors' `/` stays free of Dexie and supabase-js. Set after
 * each enqueue; cleared by the sync engine once the outbox is empty. Storage errors are ignored (the
 * hint only decides whether to start early; signing in starts sync anyway).
 */

/** localStorage key of the hint ('1' when the outbox may hold entries). */
export const OUTBOX_HINT_KEY = 'greenshoe.outboxPending';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** True when the outbox may hold entries. */
export function hasOutboxHint(): boolean {
  try {
    return storage()?.getItem(OUTBOX_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Records whether the outbox holds entries (`count` of all users' entries). */
export function setOutboxHint(pending: boolean): void {
  try {
    if (pending) storage()?.setItem(OUTBOX_HINT_KEY, '1');
    else storage()?.removeItem(OUTBOX_HINT_KEY);
  } catch {
    // Not remembered: sync still starts on sign-in and when the sidebar shows.
  }
}
