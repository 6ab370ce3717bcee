/**
 * Module progress on this device: the questions a user studied in a module, a set that only grows.
 * Marking a question studied writes its `moduleProgress` row and an outbox entry holding the row's
 * key (kind UPDATE_MODULE_PROGRESS_KIND, POST /api/update-module-progress) in one transaction; the server's
 * studied set is merged in as 'synced' rows and never removes a local one, so two devices end with
 * the union of what each studied.
 */
import { Dexie } from 'dexie';
import { mergeStudied } from '@core/modules/progress';
import { apiRoutes } from '@/lib/api-routes';
import type { GreenshoeDb, LocalStudied } from '@/offline/db';
import { newId } from '@/lib/new-id';
import { createEntry, enqueue, type OutboxKind } from '@/offline/outbox';
import type { OutboxKindName, StudiedKey } from '@/offline/outbox-entry';
import { jsonPost } from '@/offline/outbox-request';

/** Outbox kind of a studied question (POST /api/update-module-progress; needs an account). */
export const UPDATE_MODULE_PROGRESS_KIND = 'update-module-progress' satisfies OutboxKindName;

/** The moduleProgress primary key of `studied`. */
function rowKey({ userId, moduleId, questionId }: StudiedKey): [string, string, string] {
  return [userId, moduleId, questionId];
}

/**
 * Sends one studied question under its user's session (the row's key is the whole request, so it is
 * sent even when the row is gone); keeps the local row's sync state in step.
 */
export const updateModuleProgressKind: OutboxKind<typeof UPDATE_MODULE_PROGRESS_KIND> = {
  needsAccount: true,
  tables: ['moduleProgress'],
  request: async (_db, entry) => {
    const { userId, moduleId, questionId } = entry.payload;
    return jsonPost(apiRoutes.api['update-module-progress'], { userId: entry.userId ?? userId, moduleId, questionId });
  },
  onDelivered: async (db, entry) => {
    await setState(db, entry.payload, 'synced');
  },
  onRejected: async (db, entry) => {
    await setState(db, entry.payload, 'rejected');
  },
  onDiscarded: async (db, entry) => {
    const key = rowKey(entry.payload);
    if ((await db.moduleProgress.get(key))?.syncState === 'rejected') await db.moduleProgress.delete(key);
  },
};

async function setState(db: GreenshoeDb, studied: StudiedKey, syncState: LocalStudied['syncState']): Promise<void> {
  const key = rowKey(studied);
  // A row the server already sent back as studied stays synced.
  const row = await db.moduleProgress.get(key);
  if (row && row.syncState !== 'synced') await db.moduleProgress.update(key, { syncState });
}

/** Who studied what: all three are needed (spec section 5: the progress rule). */
export interface StudiedQuestion {
  userId: string | null | undefined;
  moduleId: string | null | undefined;
  questionId: string | number | null | undefined;
}

export type MarkStudiedOutcome = 'marked' | 'already-studied' | 'skipped';

/**
 * Marks a question studied for a user in a module and queues the server update, in one transaction.
 * 'skipped' (nothing written, nothing sent) unless user, module and question ids all exist;
 * 'already-studied' when the set holds it already. Rejects with Dexie's error (e.g. a full device).
 */
export async function markStudiedLocally(
  database: GreenshoeDb,
  studied: StudiedQuestion,
  now: Date = new Date(),
): Promise<MarkStudiedOutcome> {
  const { userId, moduleId } = studied;
  const questionId = studied.questionId === null || studied.questionId === undefined ? '' : String(studied.questionId).trim();
  if (!userId || !moduleId || !questionId) return 'skipped';
  const payload: StudiedKey = { userId, moduleId, questionId };
  const key = rowKey(payload);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const entry = createEntry({ id: newId(), kind: UPDATE_MODULE_PROGRESS_KIND, userId, payload, label: 'Flash card studied', deferred: offline }, now.getTime());
  const added = await enqueue(database, [database.moduleProgress], entry, async () => {
    const existing = await database.moduleProgress.get(key);
    if (existing && existing.syncState !== 'rejected') return false;
    await database.moduleProgress.put({ userId, moduleId, questionId, studiedAt: now.toISOString(), syncState: 'pending' });
    return true;
  });
  return added ? 'marked' : 'already-studied';
}

/** The question ids `userId` studied in `moduleId` on this device (or merged from the server). */
export async function studiedIdsOf(database: GreenshoeDb, userId: string, moduleId: string): Promise<string[]> {
  const rows = await database.moduleProgress.where('[userId+moduleId]').equals([userId, moduleId]).toArray();
  return rows.filter((row) => row.syncState !== 'rejected').map((row) => row.questionId);
}

/**
 * Merges the server's studied set (GET /api/module-progress) into this device's: ids new here are
 * kept as 'synced' rows, nothing is removed. Resolves to the union (server's order first).
 */
export async function mergeServerProgress(
  database: GreenshoeDb,
  userId: string,
  moduleId: string,
  serverIds: readonly (string | number)[],
  now: Date = new Date(),
): Promise<string[]> {
  const server = serverIds.map(String);
  return database.transaction('rw', database.moduleProgress, async () => {
    const local = await studiedIdsOf(database, userId, moduleId);
    const have = new Set((await database.moduleProgress.where('[userId+moduleId]').equals([userId, moduleId]).toArray()).map((r) => r.questionId));
    const studiedAt = now.toISOString();
    const missing = [...new Set(server)].filter((questionId) => !have.has(questionId));
    await database.moduleProgress.bulkPut(missing.map((questionId) => ({ userId, moduleId, questionId, studiedAt, syncState: 'synced' as const })));
    // A row refused earlier but now on the server (e.g. studied on another device) counts again.
    for (const questionId of server) {
      const row = await database.moduleProgress.get([userId, moduleId, questionId]);
      if (row?.syncState === 'rejected') await database.moduleProgress.update([userId, moduleId, questionId], { syncState: 'synced' });
    }
    return mergeStudied(server, local);
  });
}

/** How many questions `userId` studied per module on this device: { moduleId: { studied, pending } }. */
export async function studiedCountsOf(
  database: GreenshoeDb,
  userId: string,
): Promise<Map<string, { studied: number; pending: number }>> {
  const rows = (
    await database.moduleProgress.where('[userId+moduleId]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).toArray()
  ).filter((row) => row.syncState !== 'rejected');
  const counts = new Map<string, { studied: number; pending: number }>();
  for (const row of rows) {
    const count = counts.get(row.moduleId) ?? { studied: 0, pending: 0 };
    count.studied += 1;
    if (row.syncState === 'pending') count.pending += 1;
    counts.set(row.moduleId, count);
  }
  return counts;
}
