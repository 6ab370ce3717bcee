/**
 * Saved interviews on this device: Save Interview writes the `interviews` row and its outbox entry
 * (kind SAVE_INTERVIEW_KIND, referring to the row) in one transaction. Signed out, both are
 * unclaimed (userId null) until a sign-in claims them. The kind builds the upload from the row when
 * it is sent and keeps the row's sync state in step with the outbox.
 */
import type { InterviewRecord, SaveInterviewRequest } from '@core/contract/saved-interview';
import { OUTBOX_HEADER } from '@core/contract/wire';
import { apiRoutes } from '@/lib/api-routes';
import { cacheKeys } from '@/offline/cache-keys';
import type { GreenshoeDb, LocalInterview } from '@/offline/db';
import { createEntry, enqueue, type OutboxKind } from '@/offline/outbox';
import { jsonPost } from '@/offline/outbox-request';
import type { TakenInterview } from '@core/contract/taken-interview';
import { buildSaveRequest, SAVE_INTERVIEW_KIND, saveRequestLabel } from '@/offline/save-request';

/** Sends a saved interview to POST /api/save-interview under its user's session. */
export const saveInterviewKind: OutboxKind<typeof SAVE_INTERVIEW_KIND> = {
  needsAccount: true,
  tables: ['interviews', 'cache'],
  request: async (db, entry) => {
    const row = await db.interviews.get(entry.payload.interviewId);
    if (!row) return null;
    const body: SaveInterviewRequest = { ...row.request, ...(entry.userId ? { user_id: entry.userId } : {}) };
    // Tells the server the interview was taken offline or signed out and uploaded later.
    return jsonPost(apiRoutes.api['save-interview'], body, entry.deferred || entry.attempts > 0 ? { [OUTBOX_HEADER]: '1' } : undefined);
  },
  onDelivered: async (db, entry) => {
    await db.interviews.update(entry.payload.interviewId, { syncState: 'synced', error: undefined });
    // The cached list and profile are out of date now: mark them stale so they are refetched.
    if (entry.userId) {
      await db.cache.where('key').anyOf(cacheKeys.interviews(entry.userId), cacheKeys.profile(entry.userId)).modify({ fetchedAt: 0 });
    }
  },
  onRejected: async (db, entry, error) => {
    await db.interviews.update(entry.payload.interviewId, { syncState: 'rejected', error });
  },
  onClaimed: async (db, entry, userId) => {
    await db.interviews.update(entry.payload.interviewId, { userId });
  },
  onDiscarded: async (db, entry) => {
    await db.interviews.delete(entry.payload.interviewId);
  },
};

/**
 * Keeps `interview` on this device for `userId` (null: signed out, unclaimed) and queues its upload.
 * Saving the same id again changes nothing, except that an unclaimed copy is given to `userId`.
 * Resolves to 'saved' or 'already-saved'; rejects with Dexie's error (e.g. QuotaExceededError).
 */
export async function saveInterviewLocally(
  database: GreenshoeDb,
  interview: TakenInterview,
  userId: string | null,
): Promise<'saved' | 'already-saved'> {
  const request = buildSaveRequest(interview);
  const row: LocalInterview = { id: interview.id, userId, createdAt: new Date().toISOString(), syncState: 'pending', request };
  const deferred = userId === null || (typeof navigator !== 'undefined' && navigator.onLine === false);
  const entry = createEntry({
    id: interview.id,
    kind: SAVE_INTERVIEW_KIND,
    userId,
    payload: { interviewId: interview.id },
    label: saveRequestLabel(request),
    deferred,
  });
  const added = await enqueue(database, [database.interviews], entry, async () => {
    const existing = await database.interviews.get(interview.id);
    if (!existing) {
      await database.interviews.add(row);
      return true;
    }
    if (existing.userId === null && userId !== null) {
      await database.interviews.update(interview.id, { userId });
      await database.outbox.update(interview.id, { userId });
    }
    return false;
  });
  return added ? 'saved' : 'already-saved';
}

/** The interviews on this device that `userId` sees: their own and unclaimed ones, newest first. */
export async function localInterviewsOf(database: GreenshoeDb, userId: string | null): Promise<LocalInterview[]> {
  const rows = await database.interviews.filter((row) => row.userId === null || row.userId === userId).toArray();
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A local interview in the shape of the server's records (for one merged list). */
export function toInterviewRecord(row: LocalInterview): InterviewRecord {
  const { request } = row;
  return {
    id: row.id,
    user_id: row.userId ?? '',
    question_bank: request.question_bank,
    transcript: request.transcript,
    company: request.company,
    industry: request.industry,
    stage: request.stage,
    location: request.location,
    duration: String(request.duration),
    interviewType: request.interviewType,
    feedback: request.feedback,
    strengths: request.strengths,
    questionsStruggled: request.questionsStruggled,
    conceptsToStudy: request.conceptsToStudy,
    weaknesses: request.weaknesses,
    score: request.score,
    questionScores: request.questionScores ?? null,
    date_taken: request.date_taken ?? row.createdAt,
    coached_on_device: request.coached_on_device ?? false,
  };
}
