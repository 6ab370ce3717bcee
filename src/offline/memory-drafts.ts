/**
 * Drafts that could not be written to the device (storage full) stay in memory here, each with the
 * write that keeps it; `flushDrafts` tries those writes again (before each drain), and the sync
 * status counts what is left. They last as long as the tab.
 */
import { useSyncStatus } from '@/offline/sync-status-store';

const drafts = new Map<string, () => Promise<unknown>>();

function publish(): void {
  useSyncStatus.setState({ unsavedDrafts: drafts.size });
}

/** Keeps the draft `id` in memory; `write` stores it on the device when there is room again. */
export function keepDraft(id: string, write: () => Promise<unknown>): void {
  drafts.set(id, write);
  publish();
}

/** Forgets the draft `id` (it was stored). */
export function dropDraft(id: string): void {
  if (drafts.delete(id)) publish();
}

/** Tries to store every kept draft; resolves to how many remain in memory only. */
export async function flushDrafts(): Promise<number> {
  for (const [id, write] of [...drafts]) {
    try {
      await write();
      drafts.delete(id);
    } catch {
      // Still no room: keep it for the next try.
    }
  }
  publish();
  return drafts.size;
}
