/**
 * Spaced-repetition reviews on this device: each FSRS rating is an event with a client UUID, kept in
 * `cardReviews` and queued for POST /api/card-reviews (kind CARD_REVIEW_KIND, an entry referring to
 * the row; the request is built from it when sent) in one transaction.
 * The server's reviews are merged in by id, never replacing or removing a local one; a card's
 * schedule is rebuilt by replaying the union in time order (core/flashcards).
 * Undo removes a review from this device (so the card's schedule is what it was before): a review
 * still in the outbox leaves it; one the server already has is deleted there through the outbox
 * (kind CARD_REVIEW_UNDO_KIND, DELETE /api/card-reviews/:id), and until then merging skips it.
 */
import type { CardRating, CardReview } from '@core/contract/modules';
import { apiRoutes } from '@/lib/api-routes';
import type { GreenshoeDb, LocalCardReview } from '@/offline/db';
import { newId } from '@/lib/new-id';
import { createEntry, enqueue, isOfKind, type OutboxKind } from '@/offline/outbox';
import type { OutboxKindName } from '@/offline/outbox-entry';
import { jsonPost } from '@/offline/outbox-request';

/** Outbox kind of one review (POST /api/card-reviews; needs an account). */
export const CARD_REVIEW_KIND = 'card-review' satisfies OutboxKindName;

/** Outbox kind of an undone review the server may hold (DELETE /api/card-reviews/:id; needs an account). */
export const CARD_REVIEW_UNDO_KIND = 'card-review-undo' satisfies OutboxKindName;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function undoEntry(reviewId: string, userId: string) {
  return createEntry({ id: newId(), kind: CARD_REVIEW_UNDO_KIND, userId, payload: { reviewId }, label: 'Flash card rating undone', deferred: isOffline() });
}

/** Sends one review under its user's session (the server upserts by id). */
export const cardReviewKind: OutboxKind<typeof CARD_REVIEW_KIND> = {
  needsAccount: true,
  tables: ['cardReviews'],
  request: async (db, entry) => {
    const row = await db.cardReviews.get(entry.payload.reviewId);
    if (!row) return null;
    const review: CardReview = { id: row.id, moduleId: row.moduleId, questionId: row.questionId, rating: row.rating, reviewedAt: row.reviewedAt };
    return jsonPost(apiRoutes.api['card-reviews'], review);
  },
  onDelivered: async (db, entry) => {
    const { reviewId } = entry.payload;
    const kept = await db.cardReviews.update(reviewId, { syncState: 'synced' });
    // Undone while its upload was on the way: the server now holds it, so delete it there too.
    if (kept === 0 && entry.userId) await db.outbox.put(undoEntry(reviewId, entry.userId));
  },
  onRejected: async (db, entry) => {
    await db.cardReviews.update(entry.payload.reviewId, { syncState: 'rejected' });
  },
  onDiscarded: async (db, entry) => {
    await db.cardReviews.delete(entry.payload.reviewId);
  },
};

/** Deletes an undone review on the server (idempotent there: a review it never got is fine). */
export const cardReviewUndoKind: OutboxKind<typeof CARD_REVIEW_UNDO_KIND> = {
  needsAccount: true,
  tables: [],
  request: async (_db, entry) => ({
    method: 'DELETE',
    path: apiRoutes.api['card-reviews'][':id'].$path({ param: { id: encodeURIComponent(entry.payload.reviewId) } }),
  }),
};

export interface NewReview {
  userId: string;
  moduleId: string;
  questionId: string;
  rating: CardRating;
  /** When the card was rated (default: now). */
  reviewedAt?: Date;
  /** The review's UUID (default: a new one). */
  id?: string;
}

/** Keeps one review and queues its upload, in one transaction; resolves to the stored review. */
export async function recordReviewLocally(database: GreenshoeDb, review: NewReview): Promise<LocalCardReview> {
  const reviewedAt = review.reviewedAt ?? new Date();
  const event: CardReview = {
    id: review.id ?? newId(),
    moduleId: review.moduleId,
    questionId: review.questionId,
    rating: review.rating,
    reviewedAt: reviewedAt.toISOString(),
  };
  const row: LocalCardReview = { ...event, userId: review.userId, syncState: 'pending' };
  const entry = createEntry({ id: event.id, kind: CARD_REVIEW_KIND, userId: review.userId, payload: { reviewId: event.id }, label: 'Flash card rated', deferred: isOffline() });
  const added = await enqueue(database, [database.cardReviews], entry, async () => {
    if (await database.cardReviews.get(event.id)) return false;
    await database.cardReviews.add(row);
    return true;
  });
  return added ? row : ((await database.cardReviews.get(event.id)) ?? row);
}

/**
 * How an undo ended: 'unqueued' (the review had not left this device: its upload is dropped),
 * 'delete-queued' (the server may hold it: a delete waits in the outbox), 'not-found' (no such
 * review of `userId` here, e.g. undone already).
 */
export type UndoOutcome = 'unqueued' | 'delete-queued' | 'not-found';

/** Undoes review `reviewId` of `userId` on this device, in one transaction with the outbox. */
export async function undoReviewLocally(database: GreenshoeDb, userId: string, reviewId: string): Promise<UndoOutcome> {
  let outcome: UndoOutcome = 'not-found';
  await enqueue(database, [database.cardReviews], undoEntry(reviewId, userId), async () => {
    const row = await database.cardReviews.get(reviewId);
    if (!row || row.userId !== userId) return false;
    await database.cardReviews.delete(reviewId);
    const upload = await database.outbox.get(reviewId);
    if (upload?.kind === CARD_REVIEW_KIND) {
      await database.outbox.delete(reviewId);
      outcome = 'unqueued';
      return false;
    }
    outcome = 'delete-queued';
    return true;
  });
  return outcome;
}

/** The reviews `userId` gave in `moduleId` known on this device (refused ones left out), in time order. */
export async function reviewsOf(database: GreenshoeDb, userId: string, moduleId: string): Promise<LocalCardReview[]> {
  const rows = await database.cardReviews.where('[userId+moduleId]').equals([userId, moduleId]).toArray();
  return rows.filter((row) => row.syncState !== 'rejected').sort((a, b) => Date.parse(a.reviewedAt) - Date.parse(b.reviewedAt) || (a.id < b.id ? -1 : 1));
}

/**
 * Merges the server's reviews (GET /api/card-reviews/:moduleId) by id, leaving out those undone
 * here whose delete is still in the outbox; resolves to how many were new here.
 */
export async function mergeServerReviews(database: GreenshoeDb, userId: string, reviews: readonly CardReview[]): Promise<number> {
  return database.transaction('rw', [database.cardReviews, database.outbox], async () => {
    const entries = await database.outbox.where('kind').equals(CARD_REVIEW_UNDO_KIND).toArray();
    const undone = new Set(entries.filter((entry) => isOfKind(entry, CARD_REVIEW_UNDO_KIND)).map((entry) => entry.payload.reviewId));
    const existing = await database.cardReviews.bulkGet(reviews.map((r) => r.id));
    const fresh = reviews.filter((r, i) => !existing[i] && !undone.has(r.id));
    await database.cardReviews.bulkPut(fresh.map((r) => ({ ...r, userId, syncState: 'synced' as const })));
    // A review refused earlier but now on the server counts again.
    for (const row of existing) {
      if (row?.syncState === 'rejected') await database.cardReviews.update(row.id, { syncState: 'synced' });
    }
    return fresh.length;
  });
}
