/**
 * Single-question practice answers on this device (spec: Practice response): each is kept in
 * `practiceResponses` and queued for POST /api/store-practice-question (kind
 * STORE_PRACTICE_QUESTION_KIND, an entry referring to the row; the request is built from it when
 * sent) in one transaction; the client UUID makes a retried upload an upsert.
 */
import { apiRoutes } from '@/lib/api-routes';
import type { GreenshoeDb, LocalPracticeResponse } from '@/offline/db';
import { newId } from '@/lib/new-id';
import { createEntry, enqueue, type OutboxKind } from '@/offline/outbox';
import type { OutboxKindName } from '@/offline/outbox-entry';
import { jsonPost } from '@/offline/outbox-request';

/** Outbox kind of a practice answer (POST /api/store-practice-question; needs an account). */
export const STORE_PRACTICE_QUESTION_KIND = 'store-practice-question' satisfies OutboxKindName;

/** Sends one practice answer under its user's session. */
export const storePracticeQuestionKind: OutboxKind<typeof STORE_PRACTICE_QUESTION_KIND> = {
  needsAccount: true,
  tables: ['practiceResponses'],
  request: async (db, entry) => {
    const row = await db.practiceResponses.get(entry.payload.responseId);
    if (!row) return null;
    const { id, question, questionId, response } = row;
    return jsonPost(apiRoutes.api['store-practice-question'], {
      id,
      question,
      response,
      ...(questionId ? { questionId } : {}),
      ...(entry.userId ? { user_id: entry.userId } : {}),
    });
  },
  onDelivered: async (db, entry) => {
    await db.practiceResponses.update(entry.payload.responseId, { syncState: 'synced', error: undefined });
  },
  onRejected: async (db, entry, error) => {
    await db.practiceResponses.update(entry.payload.responseId, { syncState: 'rejected', error });
  },
  onDiscarded: async (db, entry) => {
    await db.practiceResponses.delete(entry.payload.responseId);
  },
};

export interface NewPracticeResponse {
  userId: string;
  question: string;
  response: string;
  /** The question bank id, when the question came from the bank. */
  questionId?: string;
  /** The answer's UUID (default: a new one); saving the same id twice keeps one. */
  id?: string;
}

/**
 * Keeps a practice answer and queues its upload in one transaction; resolves to the stored row.
 * Throws on an empty question or answer; rejects with Dexie's error (e.g. a full device).
 */
export async function savePracticeResponseLocally(
  database: GreenshoeDb,
  input: NewPracticeResponse,
  now: Date = new Date(),
): Promise<LocalPracticeResponse> {
  const question = input.question.trim();
  const response = input.response.trim();
  if (!question || !response) throw new Error('A practice response needs a question and an answer');
  const id = input.id ?? newId();
  const questionId = input.questionId?.trim() || undefined;
  const row: LocalPracticeResponse = { id, userId: input.userId, question, questionId, response, createdAt: now.toISOString(), syncState: 'pending' };
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const label = `Practice answer: ${question.length > 60 ? `${question.slice(0, 57)}...` : question}`;
  const entry = createEntry({ id, kind: STORE_PRACTICE_QUESTION_KIND, userId: input.userId, payload: { responseId: id }, label, deferred: offline }, now.getTime());
  const added = await enqueue(database, [database.practiceResponses], entry, async () => {
    if (await database.practiceResponses.get(id)) return false;
    await database.practiceResponses.add(row);
    return true;
  });
  return added ? row : ((await database.practiceResponses.get(id)) ?? row);
}
