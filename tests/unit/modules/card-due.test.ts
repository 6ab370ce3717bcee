/**
 * The review module's due cards: a weak interview answer never reviewed is due at once, ahead of
 * the cards FSRS brings back; once rated it follows FSRS like any card.
 */
import { describe, expect, it } from 'vitest';
import { scheduleCards } from '@core/flashcards/schedule';
import type { ReviewEvent } from '@core/flashcards/reviews';
import { interviewReviewDue } from '@core/modules/interview-review';

const NOW = new Date('2026-11-21T12:00:00Z');
const review = (id: string, questionId: string, rating: ReviewEvent['rating'], reviewedAt: string): ReviewEvent => ({ id, questionId, rating, reviewedAt });

describe('interviewReviewDue', () => {
  it('makes every never-reviewed card due today, in module order', () => {
    expect(interviewReviewDue(['acc-003', 'dcf-001'], new Map(), NOW)).toEqual(['acc-003', 'dcf-001']);
  });

  it('puts the never-reviewed cards first, then the cards FSRS brings back today', () => {
    const schedules = scheduleCards([
      // Rated Again yesterday: due again today. Rated Easy a minute ago: due in days.
      review('r1', 'acc-001', 1, '2026-11-20T09:00:00Z'),
      review('r2', 'acc-002', 4, '2026-11-21T11:59:00Z'),
      // Reviewed in another module only: not this module's card.
      review('r3', 'lbo-001', 1, '2026-11-20T09:00:00Z'),
    ]);
    expect(interviewReviewDue(['acc-001', 'acc-002', 'acc-003'], schedules, NOW)).toEqual(['acc-003', 'acc-001']);
  });
});
