/**
 * FSRS recall ratings as stored with each review (card_reviews.rating: 1 Again, 2 Hard, 3 Good,
 * 4 Easy, the values of ts-fsrs's Rating) and the rating suggested from an answer's coverage, so a
 * spoken or typed answer can grade its card.
 */

import { CARD_RATING_LABELS, type CardRating } from '../contract/modules';

/** A recall rating: 1 Again, 2 Hard, 3 Good, 4 Easy (the contract's CardRating). */
export type ReviewRating = CardRating;

/** The ratings in button order. */
export const REVIEW_RATINGS: readonly ReviewRating[] = [1, 2, 3, 4];

/** The label of each rating, as shown on the rating buttons. */
export const RATING_NAMES: Readonly<Record<ReviewRating, 'Again' | 'Hard' | 'Good' | 'Easy'>> = CARD_RATING_LABELS;

/**
 * Lowest coverage (percent of the question's key points the answer covered) for each suggestion:
 * at least 85 Easy, 60 Good, 30 Hard, below 30 Again. With four key points: 0–1 Again, 2 Hard,
 * 3 Good, 4 Easy; with three: 0 Again, 1 Hard, 2 Good, 3 Easy.
 */
export const SUGGESTION_THRESHOLDS_PERCENT = { easy: 85, good: 60, hard: 30 } as const;

/** True when `value` is a valid rating (1 to 4). */
export function isReviewRating(value: unknown): value is ReviewRating {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/**
 * The rating suggested for an answer that covered `coveragePercent` (0 to 100) of its key points;
 * null when the coverage is unknown (no rubric for the question, or not a number).
 */
export function suggestRating(coveragePercent: number | null | undefined): ReviewRating | null {
  if (coveragePercent === null || coveragePercent === undefined || !Number.isFinite(coveragePercent)) return null;
  if (coveragePercent >= SUGGESTION_THRESHOLDS_PERCENT.easy) return 4;
  if (coveragePercent >= SUGGESTION_THRESHOLDS_PERCENT.good) return 3;
  if (coveragePercent >= SUGGESTION_THRESHOLDS_PERCENT.hard) return 2;
  return 1;
}
