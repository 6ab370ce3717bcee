import { describe, expect, it } from 'vitest';
import { mergeReviews, sortReviews, type ReviewEvent } from '@core/flashcards/reviews';
import { scheduleCard } from '@core/flashcards/schedule';

const event = (id: string, reviewedAt: string, rating: ReviewEvent['rating'] = 3): ReviewEvent => ({ id, questionId: 'lbo-001', rating, reviewedAt });

describe('mergeReviews', () => {
  const phone = [event('p1', '2026-03-01T10:00:00.000Z'), event('shared', '2026-03-02T10:00:00.000Z'), event('p2', '2026-03-05T10:00:00.000Z', 1)];
  const laptop = [event('l1', '2026-03-03T10:00:00.000Z'), event('shared', '2026-03-02T10:00:00.000Z'), event('l2', '2026-03-04T10:00:00+00:00', 4)];

  it('keeps one event per id, in time order', () => {
    const merged = mergeReviews(phone, laptop);
    expect(merged.map((e) => e.id)).toEqual(['p1', 'shared', 'l1', 'l2', 'p2']);
  });

  it('gives the same list and the same schedule whichever device merges first', () => {
    expect(mergeReviews(laptop, phone).map((e) => e.id)).toEqual(mergeReviews(phone, laptop).map((e) => e.id));
    expect(scheduleCard(mergeReviews(laptop, phone))).toEqual(scheduleCard(mergeReviews(phone, laptop)));
  });

  it('is idempotent and leaves its inputs unchanged', () => {
    const once = mergeReviews(phone, laptop);
    expect(mergeReviews(once, once)).toEqual(once);
    expect(mergeReviews(once, laptop)).toEqual(once);
    expect(phone.map((e) => e.id)).toEqual(['p1', 'shared', 'p2']);
  });

  it('orders events at the same instant by id', () => {
    const at = '2026-03-01T10:00:00.000Z';
    expect(sortReviews([event('b', at), event('a', at)]).map((e) => e.id)).toEqual(['a', 'b']);
  });
});
