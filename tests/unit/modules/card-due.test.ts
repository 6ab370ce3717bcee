/**
 * core/modules/card-due.ts: the one due rule. A rated card is due when FSRS brings it back; a card
 * never rated is new, except in the review module, where a weak interview answer is due at once,
 * ahead of the cards FSRS brings back, and so is a rated card struggled with again since its rating.
 */
import { describe, expect, it } from 'vitest';
import { scheduleCards } from '@core/flashcards/schedule';
import type { ReviewEvent } from '@core/flashcards/reviews';
import { cardDue, dueCards } from '@core/modules/card-due';

const NOW = new Date('2026-11-21T12:00:00Z');
const review = (id: string, questionId: string, rating: ReviewEvent['rating'], reviewedAt: string): ReviewEvent => ({ id, questionId, rating, reviewedAt });
const cards = (...ids: string[]) => ids.map((id) => ({ id }));
const REVIEW_MODULE = { interviewReview: true };
const OTHER_MODULE = { interviewReview: false };
const schedules = scheduleCards([
  // Rated Again yesterday: due again today. Rated Easy a minute ago: due in days.
  review('r1', 'acc-001', 1, '2026-11-20T09:00:00Z'),
  review('r2', 'acc-002', 4, '2026-11-21T11:59:00Z'),
  // Reviewed in another module only: not this module's card.
  review('r3', 'lbo-001', 1, '2026-11-20T09:00:00Z'),
]);

describe('cardDue', () => {
  it('makes a never-rated card due in the review module only', () => {
    expect(cardDue(REVIEW_MODULE, {}, NOW)).toBe(true);
    expect(cardDue(OTHER_MODULE, {}, NOW)).toBe(false);
  });

  it('follows FSRS for a rated card in every module', () => {
    for (const module of [REVIEW_MODULE, OTHER_MODULE]) {
      expect(cardDue(module, { schedule: schedules.get('acc-001') }, NOW, 0)).toBe(true);
      expect(cardDue(module, { schedule: schedules.get('acc-002') }, NOW, 0)).toBe(false);
    }
  });

  it('makes a rated review card due again when struggled with after its rating, not before', () => {
    const easy = schedules.get('acc-002'); // rated 11:59, due in days
    expect(cardDue(REVIEW_MODULE, { schedule: easy, struggledAt: '2026-11-21T12:00:00Z' }, NOW, 0)).toBe(true);
    expect(cardDue(REVIEW_MODULE, { schedule: easy, struggledAt: '2026-11-21T11:00:00Z' }, NOW, 0)).toBe(false);
    expect(cardDue(OTHER_MODULE, { schedule: easy, struggledAt: '2026-11-21T12:00:00Z' }, NOW, 0)).toBe(false);
  });
});

describe('dueCards', () => {
  it('makes every never-rated card of the review module due today, in module order', () => {
    expect(dueCards(REVIEW_MODULE, cards('acc-003', 'dcf-001'), new Map(), NOW)).toEqual(['acc-003', 'dcf-001']);
  });

  it('puts the never-rated cards first, then the cards FSRS brings back today', () => {
    expect(dueCards(REVIEW_MODULE, cards('acc-001', 'acc-002', 'acc-003'), schedules, NOW, 0)).toEqual(['acc-003', 'acc-001']);
  });

  it('lists a card struggled with again among the first, once, even when FSRS brings it back too', () => {
    const again = [
      { id: 'acc-001', struggled_at: '2026-11-21T10:00:00Z' },
      { id: 'acc-002', struggled_at: '2026-11-21T12:00:00Z' },
      { id: 'acc-003' },
    ];
    expect(dueCards(REVIEW_MODULE, again, schedules, NOW, 0)).toEqual(['acc-001', 'acc-002', 'acc-003']);
  });

  it('leaves never-rated cards of other modules new', () => {
    expect(dueCards(OTHER_MODULE, cards('acc-001', 'acc-002', 'acc-003'), schedules, NOW, 0)).toEqual(['acc-001']);
  });

  it('takes the rated cards as the module when its cards are not given', () => {
    expect(dueCards(OTHER_MODULE, undefined, schedules, NOW, 0)).toEqual(['acc-001', 'lbo-001']);
  });
});
