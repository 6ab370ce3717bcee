import { describe, expect, it } from 'vitest';
import { dueToday, endOfLocalDay, isDueToday, scheduleCard, scheduleCards } from '@core/flashcards/schedule';
import type { ReviewEvent } from '@core/flashcards/reviews';
import type { ReviewRating } from '@core/flashcards/ratings';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-03-02T09:00:00.000Z');

/** Reviews of one card, each given when the previous one fell due (the first at START). */
function reviewOnTime(ratings: ReviewRating[], questionId = 'acc-001'): ReviewEvent[] {
  const events: ReviewEvent[] = [];
  let at = START;
  for (const [index, rating] of ratings.entries()) {
    const event: ReviewEvent = { id: `r${index}`, questionId, rating, reviewedAt: new Date(at).toISOString() };
    events.push(event);
    at = scheduleCard(events).due!.getTime();
  }
  return events;
}

const intervalDays = (events: ReviewEvent[]) => {
  const card = scheduleCard(events);
  return (card.due!.getTime() - card.lastReview!.getTime()) / DAY_MS;
};

describe('scheduleCard', () => {
  it('leaves a card without reviews new and not due', () => {
    const card = scheduleCard([]);
    expect(card).toMatchObject({ state: 'New', due: null, lastReview: null, reps: 0 });
    expect(isDueToday(card, new Date(START))).toBe(false);
  });

  it('schedules a run of Good ratings at growing intervals', () => {
    const ratings: ReviewRating[] = [3, 3, 3, 3, 3];
    const intervals = ratings.map((_, n) => intervalDays(reviewOnTime(ratings.slice(0, n + 1))));
    for (let n = 2; n < intervals.length; n += 1) expect(intervals[n]).toBeGreaterThan(intervals[n - 1]!);
    expect(intervals[0]).toBeLessThan(1);
    expect(intervals.at(-1)).toBeGreaterThan(30);
    expect(scheduleCard(reviewOnTime(ratings)).state).toBe('Review');
  });

  it('gives Easy a longer first interval than Good, and Good than Hard', () => {
    const first = (rating: ReviewRating) => intervalDays(reviewOnTime([rating]));
    expect(first(4)).toBeGreaterThan(first(3));
    expect(first(3)).toBeGreaterThanOrEqual(first(2));
  });

  it('sends a learnt card back to relearning after Again', () => {
    const learnt = reviewOnTime([3, 3, 3, 3]);
    const before = scheduleCard(learnt);
    const lapsed = reviewOnTime([3, 3, 3, 3, 1]);
    const after = scheduleCard(lapsed);
    expect(after.state).toBe('Relearning');
    expect(after.lapses).toBe(1);
    expect(intervalDays(lapsed)).toBeLessThan(1);
    expect(after.stability).toBeLessThan(before.stability);
  });

  it('replays events in time order whatever order they arrive in, counting a repeated id once', () => {
    const events = reviewOnTime([3, 2, 3, 1, 3, 4]);
    const expected = scheduleCard(events);
    const shuffled = [4, 0, 5, 2, 1, 3, 0].map((n) => events[n]!);
    expect(scheduleCard(shuffled)).toEqual(expected);
    expect(scheduleCard([...events].reverse())).toEqual(expected);
  });

  it('skips events with an invalid rating or time', () => {
    const events = reviewOnTime([3, 3]);
    const noisy = [...events, { id: 'x', questionId: 'acc-001', rating: 7 as ReviewRating, reviewedAt: events[1]!.reviewedAt }, { id: 'y', questionId: 'acc-001', rating: 1 as const, reviewedAt: 'not a date' }];
    expect(scheduleCard(noisy)).toEqual(scheduleCard(events));
  });

  it('accepts ISO text, epoch milliseconds and dates alike', () => {
    const iso = reviewOnTime([3, 3, 3]);
    const mixed = iso.map((event, n) => ({ ...event, reviewedAt: n === 0 ? Date.parse(event.reviewedAt as string) : n === 1 ? new Date(event.reviewedAt) : event.reviewedAt }));
    expect(scheduleCard(mixed)).toEqual(scheduleCard(iso));
  });
});

describe('scheduleCards and dueToday', () => {
  it('groups events by question and lists the cards due by the end of the local day', () => {
    const a = reviewOnTime([3], 'acc-001');
    const b = reviewOnTime([4, 4, 4], 'dcf-002');
    const cards = scheduleCards([...a, ...b]);
    expect([...cards.keys()].sort()).toEqual(['acc-001', 'dcf-002']);
    const now = new Date(START + 60 * 60 * 1000);
    expect(dueToday(cards, now)).toEqual(['acc-001']);
    expect(dueToday([...cards.values()], now)).toHaveLength(1);
    const later = new Date(cards.get('dcf-002')!.due!.getTime() + DAY_MS);
    expect(dueToday(cards, later)).toEqual(['acc-001', 'dcf-002']);
  });

  it('counts a card due later today as due today', () => {
    const now = new Date(2026, 2, 2, 8, 0, 0);
    const card = { due: new Date(2026, 2, 2, 22, 0, 0) };
    expect(isDueToday(card, now)).toBe(true);
    expect(isDueToday({ due: new Date(2026, 2, 3, 0, 0, 1) }, now)).toBe(false);
    expect(endOfLocalDay(now).getDate()).toBe(2);
  });

  it('uses the given time zone offset for "today" (as the server does for a client)', () => {
    const now = new Date('2026-03-02T23:30:00.000Z');
    expect(endOfLocalDay(now, 0).toISOString()).toBe('2026-03-02T23:59:59.999Z');
    expect(endOfLocalDay(now, 300).toISOString()).toBe('2026-03-03T04:59:59.999Z');
    expect(endOfLocalDay(now, -120).toISOString()).toBe('2026-03-03T21:59:59.999Z');
    const card = { due: new Date('2026-03-03T03:00:00.000Z') };
    expect(isDueToday(card, now, 0)).toBe(false);
    expect(isDueToday(card, now, 300)).toBe(true);
  });
});
