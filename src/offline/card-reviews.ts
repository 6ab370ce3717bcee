/**
 * Spaced-repetition reviews on this device: each FSRS rating is an event with a client UUID, kept in
 * `cardReviews` and queued for POST /api/card-reviews (kind CARD_REVIEW_KIND) in one transaction.
 * The server's reviews are merged in by id, never replacing or removing a local one; a card's
 * schedule is rebuilt by replaying the union in time order (core/flashcards).
 */
import type { CardRating, CardReview } from '@core/contract/modules';
import type { GreenshoeDb, LocalCardReview } from '@/offline/db';
import { newId } from '@/lib/new-id';
import { createEntry, enqueue, type OutboxKind } from '@/offline/outbox';

/** Outbox kind of one review (POST /api/card-reviews; needs an account). */
export const CARD_REVIEW_KIND = 'card-review';

/** Sends one review under its user's session (the server upserts by id). */
export const cardReviewKind: OutboxKind = {
  needsAccount: true,
  tables: ['cardReviews'],
  request: (entry) => ({ method: 'POST', path: '/api/card-reviews', body: entry.payload as CardReview }),
  onDelivered: async (db, entry) => {
    await db.cardReviews.update((entry.payload as CardReview).id, { syncState: 'synced' });
  },
  onRejected: async (db, entry) => {
    await db.cardReviews.update((entry.payload as CardReview).id, { syncState: 'rejected' });
  },
  onDiscarded: async (db, entry) => {
    await db.cardReviews.delete((entry.payload as CardReview).id);
  },
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
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const entry = createEntry({ id: event.id, kind: CARD_REVIEW_KIND, userId: review.userId, payload: event, label: 'Flash card rated', deferred: offline });
  const added = await enqueue(database, [database.cardReviews], entry, async () => {
    if (await database.cardReviews.get(event.id)) return false;
    await database.cardReviews.add(row);
    return true;
  });
  return added ? row : ((await database.cardReviews.get(event.id)) ?? row);
}

/** The reviews `userId` gave in `moduleId` known on this device (refused ones left out), in time order. */
export async function reviewsOf(database: GreenshoeDb, userId: string, moduleId: string): Promise<LocalCardReview[]> {
  const rows = await database.cardReviews.where('[userId+moduleId]').equals([userId, moduleId]).toArray();
  return rows.filter((row) => row.syncState !== 'rejected').sort((a, b) => Date.parse(a.reviewedAt) - Date.parse(b.reviewedAt) || (a.id < b.id ? -1 : 1));
}

/** Merges the server's reviews (GET /api/card-reviews/:moduleId) by id; resolves to how many were new here. */
export async function mergeServerReviews(database: GreenshoeDb, userId: string, reviews: readonly CardReview[]): Promise<number> {
  return database.transaction('rw', database.cardReviews, async () => {
    const existing = await database.cardReviews.bulkGet(reviews.map((r) => r.id));
    const fresh = reviews.filter((_, i) => !existing[i]);
    await database.cardReviews.bulkPut(fresh.map((r) => ({ ...r, userId, syncState: 'synced' as const })));
    // A review refused earlier but now on the server counts again.
    for (const row of existing) {
      if (row?.syncState === 'rejected') await database.cardReviews.update(row.id, { syncState: 'synced' });
    }
    return fresh.length;
  });
}
