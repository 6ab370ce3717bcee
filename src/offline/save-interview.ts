/**
 * Save Interview for the UI: keeps the finished interview on this device for the signed-in user
 * (or unclaimed when signed out) with its outbox entry, asks once for persistent storage, and lets
 * the sync engine upload it; signed in, the questions it struggled with join the "Review from
 * interviews" module here at once. On a full device the interview stays in memory (memory-drafts.ts) and
 * the error, with its plain message from describeSaveError, is passed on.
 */
import { db } from '@/offline/db';
import { addToLocalInterviewReview } from '@/offline/interview-review';
import { dropDraft, keepDraft } from '@/offline/memory-drafts';
import type { TakenInterview } from '@core/contract/taken-interview';
import { saveInterviewLocally } from '@/offline/saved-interviews';
import { isQuotaError, requestPersistentStorage } from '@/offline/storage';
import { currentUserId, startSync } from '@/offline/sync';

/** Saves `interview` for whoever is signed in now; resolves to 'saved' or 'already-saved'. */
export async function saveInterview(interview: TakenInterview): Promise<'saved' | 'already-saved'> {
  startSync();
  void requestPersistentStorage();
  const userId = currentUserId();
  const write = () => saveInterviewLocally(db, interview, userId);
  try {
    const outcome = await write();
    dropDraft(interview.id);
    if (outcome === 'saved' && userId) {
      // Best effort: the server builds the same module when the interview arrives.
      await addToLocalInterviewReview(db, userId, interview).catch((error: unknown) => console.warn('Review from interviews not updated', error));
    }
    return outcome;
  } catch (error) {
    if (isQuotaError(error)) keepDraft(interview.id, write);
    throw error;
  }
}
