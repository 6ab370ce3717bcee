/**
 * The local database's upgrade to version 5: each outbox action is stored once. Up to version 4 an
 * entry carried its whole request body, a copy of its local row; from version 5 an entry of a kind
 * with a local row carries only that row's key (outbox-entry.ts). The rule: the row on the device
 * is the action (it was written with the entry, in one transaction, and is what the UI shows), so
 * it is kept as it is; a row that is missing is rebuilt from the entry's copy first, so no entry
 * loses its action. Undone reviews and public forms have no row and keep their payload; an entry of
 * an unknown kind is left as it is. The entries' ids, owners, attempts and states do not change.
 */
import type { Transaction } from 'dexie';
import type { CardReview, StorePracticeRequest, UpdateProgressRequest } from '@core/contract/modules';
import type { SaveInterviewRequest } from '@core/contract/saved-interview';
import type { LocalCardReview, LocalInterview, LocalPracticeResponse, LocalStudied } from '@/offline/db';
import type { EntryOf, OutboxEntry, OutboxPayloads, OutboxProgress } from '@/offline/outbox-entry';

/** The payloads of versions 2 to 4: the request body of each kind. */
type OutboxPayloadsV4 = Omit<OutboxPayloads, 'save-interview' | 'update-module-progress' | 'card-review' | 'store-practice-question'> & {
  'save-interview': SaveInterviewRequest;
  'update-module-progress': UpdateProgressRequest;
  'card-review': CardReview;
  'store-practice-question': StorePracticeRequest;
};

/** An outbox entry as versions 2 to 4 stored it. */
export type OutboxEntryV4 = EntryOf<OutboxPayloadsV4, keyof OutboxPayloadsV4> & OutboxProgress;

/** The sync state of a row rebuilt for `entry`, and the server's refusal when there was one. */
function stateOf(entry: OutboxProgress): { syncState: 'pending' | 'rejected'; error?: string } {
  return entry.state === 'rejected' ? { syncState: 'rejected', error: entry.lastError } : { syncState: 'pending' };
}

/** The ISO 8601 time an entry was created (its row's time, when the row must be rebuilt). */
function createdAtOf(entry: OutboxProgress): string {
  return new Date(entry.createdAt).toISOString();
}

/** `entry` in the version-5 shape, its row kept (or rebuilt); null when it keeps its payload. */
async function upgradeEntry(tx: Transaction, entry: OutboxEntryV4): Promise<OutboxEntry | null> {
  switch (entry.kind) {
    case 'save-interview': {
      const interviews = tx.table<LocalInterview, string>('interviews');
      if (!(await interviews.get(entry.id))) {
        await interviews.put({ id: entry.id, userId: entry.userId, createdAt: createdAtOf(entry), ...stateOf(entry), request: entry.payload });
      }
      return { ...entry, payload: { interviewId: entry.id } };
    }
    case 'update-module-progress': {
      const key = { userId: entry.payload.userId, moduleId: entry.payload.moduleId, questionId: String(entry.payload.questionId) };
      const progress = tx.table<LocalStudied, [string, string, string]>('moduleProgress');
      if (!(await progress.get([key.userId, key.moduleId, key.questionId]))) {
        await progress.put({ ...key, studiedAt: createdAtOf(entry), syncState: stateOf(entry).syncState });
      }
      return { ...entry, payload: key };
    }
    case 'card-review': {
      const { id, moduleId, questionId, rating, reviewedAt } = entry.payload;
      const reviews = tx.table<LocalCardReview, string>('cardReviews');
      // Reviews are recorded for a user only: an entry without one never existed.
      if (entry.userId && !(await reviews.get(id))) {
        await reviews.put({ id, moduleId, questionId, rating, reviewedAt, userId: entry.userId, syncState: stateOf(entry).syncState });
      }
      return { ...entry, payload: { reviewId: id } };
    }
    case 'store-practice-question': {
      const { id, question, questionId, response } = entry.payload;
      const responses = tx.table<LocalPracticeResponse, string>('practiceResponses');
      // Practice answers are kept for a user only, as reviews are.
      if (entry.userId && !(await responses.get(id))) {
        await responses.put({ id, userId: entry.userId, question, questionId, response, createdAt: createdAtOf(entry), ...stateOf(entry) });
      }
      return { ...entry, payload: { responseId: id } };
    }
    default:
      return null;
  }
}

/** Dexie's upgrade function of version 5 (see above); runs in the upgrade's transaction. */
export async function storeOutboxActionsOnce(tx: Transaction): Promise<void> {
  const entries = await tx.table<OutboxEntryV4, string>('outbox').toArray();
  for (const entry of entries) {
    const upgraded = await upgradeEntry(tx, entry);
    if (upgraded) await tx.table<OutboxEntry, string>('outbox').put(upgraded);
  }
}
