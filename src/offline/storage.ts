/**
 * The device's storage: asking the browser once to keep this site's data (navigator.storage.persist,
 * so the outbox is not evicted under storage pressure), and telling a full device from other
 * failures of a local write.
 */

let persistRequested: Promise<boolean> | null = null;

/** Asks once per page load for persistent storage; resolves to whether it is granted. Never rejects. */
export function requestPersistentStorage(): Promise<boolean> {
  persistRequested ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return false;
    try {
      if (await storage.persisted?.()) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  })();
  return persistRequested;
}

/** True when `error` (or the error it wraps) means the device's storage is full. */
export function isQuotaError(error: unknown): boolean {
  const names = [error, (error as { inner?: unknown } | null)?.inner].map((e) =>
    e instanceof Error || e instanceof DOMException ? e.name : '',
  );
  return names.includes('QuotaExceededError');
}

/** Shown when a local save failed because the device is full. */
export const STORAGE_FULL_MESSAGE =
  'This device has no storage space left, so your interview could not be kept here. It stays open in this tab: free some space, then press Save Interview again.';

/** A short message for a failed local save. */
export function describeSaveError(error: unknown): string {
  if (isQuotaError(error)) return STORAGE_FULL_MESSAGE;
  return 'Could not save this interview on this device. Please try again.';
}
