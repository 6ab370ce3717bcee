/**
 * Review events: each FSRS rating is an event with a client-generated id and the time it was given.
 * Events from several devices merge as a set (by id) and replay in time order, so two devices that
 * studied the same module end up with the same schedule. Pure functions; no I/O.
 */
import type { ReviewRating } from './ratings';

/** An instant as stored: ISO 8601 text (the API, Postgres), epoch milliseconds (Dexie) or a Date. */
export type Instant = string | number | Date;

/** What merging and sorting need of a review event. */
export interface ReviewEventLike {
  id: string;
  reviewedAt: Instant;
}

/** One rating of one card (card_reviews row without the user). */
export interface ReviewEvent extends ReviewEventLike {
  questionId: string;
  moduleId?: string;
  rating: ReviewRating;
}

/** Epoch milliseconds of `instant` (NaN when it is not a date). */
export function toEpochMs(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'number') return instant;
  return Date.parse(instant);
}

/** Time order, then id order for events at the same instant (so every device replays alike). */
export function compareReviews(a: ReviewEventLike, b: ReviewEventLike): number {
  const diff = toEpochMs(a.reviewedAt) - toEpochMs(b.reviewedAt);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A copy of `events` in replay order (see compareReviews); events with an invalid time are dropped. */
export function sortReviews<T extends ReviewEventLike>(events: readonly T[]): T[] {
  return events.filter((event) => Number.isFinite(toEpochMs(event.reviewedAt))).sort(compareReviews);
}

/**
 * The union of two devices' review lists: one event per id (the first seen, `a` before `b`), in
 * replay order. Neither input is changed.
 */
export function mergeReviews<T extends ReviewEventLike>(a: readonly T[], b: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const event of [...a, ...b]) if (!byId.has(event.id)) byId.set(event.id, event);
  return sortReviews([...byId.values()]);
}
