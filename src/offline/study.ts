/**
 * Flash-card study for the UI (question card, study session, practice question): each action is
 * kept on this device with its outbox entry in one transaction, and the sync engine sends it when
 * the device is online and the user signed in. Works the same with no connection.
 *
 * - markStudied(userId, moduleId, questionId): the question joins the module's studied set
 *   (nothing happens unless all three ids exist: spec section 5);
 * - recordReview({ userId, moduleId, questionId, rating }): one FSRS rating;
 * - undoReview(userId, reviewId): takes a rating back (see card-reviews.ts);
 * - savePracticeResponse({ userId, question, response, questionId? }): a single-question answer.
 * Each rejects when the device could not keep it (e.g. full): say 'Failed to update module progress'.
 */
import { db, type LocalCardReview, type LocalPracticeResponse } from '@/offline/db';
import { recordReviewLocally, undoReviewLocally, type NewReview, type UndoOutcome } from '@/offline/card-reviews';
import { markStudiedLocally, type MarkStudiedOutcome } from '@/offline/module-progress';
import { savePracticeResponseLocally, type NewPracticeResponse } from '@/offline/practice-responses';
import { requestPersistentStorage } from '@/offline/storage';
import { startSync } from '@/offline/sync';

export type { MarkStudiedOutcome } from '@/offline/module-progress';
export type { NewReview } from '@/offline/card-reviews';
export type { NewPracticeResponse } from '@/offline/practice-responses';

function beforeWrite(): void {
  startSync();
  void requestPersistentStorage();
}

/** Marks `questionId` studied in `moduleId` for `userId`; 'skipped' when an id is missing. */
export async function markStudied(
  userId: string | null | undefined,
  moduleId: string | null | undefined,
  questionId: string | number | null | undefined,
): Promise<MarkStudiedOutcome> {
  if (!userId || !moduleId || questionId === null || questionId === undefined || String(questionId).trim() === '') return 'skipped';
  beforeWrite();
  return markStudiedLocally(db, { userId, moduleId, questionId });
}

/** Keeps one FSRS rating of a card and queues its upload. */
export async function recordReview(review: NewReview): Promise<LocalCardReview> {
  beforeWrite();
  return recordReviewLocally(db, review);
}

/** Takes back review `reviewId` of `userId`: the card's progress is as before it on this device. */
export async function undoReview(userId: string, reviewId: string): Promise<UndoOutcome> {
  beforeWrite();
  return undoReviewLocally(db, userId, reviewId);
}

/** Keeps one practice answer and queues its upload. */
export async function savePracticeResponse(input: NewPracticeResponse): Promise<LocalPracticeResponse> {
  beforeWrite();
  return savePracticeResponseLocally(db, input);
}
