/** core/flashcards/counts.ts: Anki-style new / learning / due counts and the next-review words. */
import { describe, expect, it } from 'vitest';
import { deckCounts, deckCountsLabel, nextReviewLabel } from '@core/flashcards/counts';
import { scheduleCards } from '@core/flashcards/schedule';
import type { ReviewEvent } from '@core/flashcards/reviews';

const NOW = new Date('2026-11-26T12:00:00');
const cards = (...ids: string[]) => ids.map((id) => ({ id }));
const review = (questionId: string, rating: number, at: string): ReviewEvent =>
  ({ id: `${questionId}-${at}`, moduleId: 'm', questionId, rating, reviewedAt: new Date(at).toISOString() }) as ReviewEvent;

describe('deckCounts', () => {
  it('counts never-rated cards as new, a card just rated Again as learning, and an old review as due', () => {
    const schedules = scheduleCards([
      review('again', 1, '2026-11-26T11:55:00'),
      review('old', 3, '2026-10-01T09:00:00'),
      review('old', 3, '2026-10-02T09:00:00'),
      review('easy', 4, '2026-11-26T11:00:00'),
    ]);
    const counts = deckCounts({ interviewReview: false }, cards('new-1', 'new-2', 'again', 'old', 'easy'), schedules, NOW);
    expect(counts).toEqual({ new: 2, learning: 1, due: 1 });
    expect(deckCountsLabel(counts)).toBe('2 new · 1 learning · 1 due');
  });

  it('counts never-rated cards of the interview review module as due: weak interview answers', () => {
    const schedules = scheduleCards([review('again', 1, '2026-11-26T11:55:00'), review('easy', 4, '2026-11-26T11:00:00')]);
    const counts = deckCounts({ interviewReview: true }, cards('weak-1', 'weak-2', 'again', 'easy'), schedules, NOW);
    expect(counts).toEqual({ new: 0, learning: 1, due: 2 });
  });

  it('counts a rated card struggled with again in a later interview as due', () => {
    const schedules = scheduleCards([review('easy', 4, '2026-11-26T09:00:00')]);
    const counts = deckCounts({ interviewReview: true }, [{ id: 'easy', struggled_at: new Date('2026-11-26T10:00:00').toISOString() }], schedules, NOW);
    expect(counts).toEqual({ new: 0, learning: 0, due: 1 });
  });
});

describe('nextReviewLabel', () => {
  it('says minutes, hours, tomorrow or days from now', () => {
    expect(nextReviewLabel(new Date(NOW.getTime() + 10 * 60_000), NOW)).toBe('in 10 minutes');
    expect(nextReviewLabel(new Date(NOW.getTime() + 3 * 3_600_000), NOW)).toBe('in 3 hours');
    expect(nextReviewLabel(new Date(NOW.getTime() + 86_400_000), NOW)).toBe('tomorrow');
    expect(nextReviewLabel(new Date(NOW.getTime() + 12 * 86_400_000), NOW)).toBe('in 12 days');
    expect(nextReviewLabel(new Date(NOW.getTime() - 1), NOW)).toBe('now');
  });
});
