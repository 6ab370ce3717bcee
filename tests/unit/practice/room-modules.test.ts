/**
 * What the practice room shows of a module: the larger of the server's percentage and this
 * device's studied share (with the badge that follows), and the cards due today from the server
 * unless this device holds reviews or review-module cards the server has not counted yet.
 */
import { describe, expect, it } from 'vitest';
import type { LocalCardReview } from '@/offline/db';
import { formatCreated, roomModules, roomTiles } from '@/features/practice/room-modules';
import { MODULE_ID, summary } from './support';

const NOW = new Date('2026-11-21T12:00:00Z');
const review = (id: string, questionId: string, rating: 1 | 2 | 3 | 4, reviewedAt: string, syncState: LocalCardReview['syncState'] = 'synced'): LocalCardReview => ({
  id,
  userId: 'u',
  moduleId: MODULE_ID,
  questionId,
  rating,
  reviewedAt,
  syncState,
});

describe('roomModules', () => {
  it('takes the larger of the server and local progress, and badges it', () => {
    const [module] = roomModules({
      modules: [summary({ id: MODULE_ID, num_questions: 5, progress: 20 })],
      studied: new Map([[MODULE_ID, { studied: 4, pending: 2 }]]),
      reviews: [],
      now: NOW,
    });
    expect(module).toMatchObject({ studied: 4, progress: 80, badge: 'Nearly Complete' });
    const [behind] = roomModules({ modules: [summary({ id: MODULE_ID, num_questions: 5, progress: 60 })], studied: new Map(), reviews: [], now: NOW });
    expect(behind).toMatchObject({ progress: 60, badge: 'In Progress' });
    expect(roomTiles([module!, behind!])).toEqual({ totalModules: 2, totalQuestions: 10, avgProgress: 70, completed: 1 });
  });

  it('counts studied cards, so one card of 101 reads "1 of 101" and 1%', () => {
    const [one] = roomModules({ modules: [summary({ id: MODULE_ID, num_questions: 101, progress: 0, studied: 0 })], studied: new Map([[MODULE_ID, { studied: 1, pending: 1 }]]), reviews: [], now: NOW });
    expect(one).toMatchObject({ studied: 1, numQuestions: 101, progress: 1 });
    const [server] = roomModules({ modules: [summary({ id: MODULE_ID, num_questions: 101, progress: 1, studied: 1 })], studied: new Map(), reviews: [], now: NOW });
    expect(server).toMatchObject({ studied: 1, progress: 1 });
  });

  it("uses the server's due count unless this device has reviews it has not counted", () => {
    const fetchedAt = Date.parse('2026-11-21T11:00:00Z');
    const again = review('r1', 'q1', 1, '2026-11-20T09:00:00Z');
    const base = { ...summary({ id: MODULE_ID, due_today: 7 }), fetchedAt };
    expect(roomModules({ modules: [base], studied: new Map(), reviews: [again], now: NOW })[0]?.dueToday).toBe(7);
    // A rating given after the list was fetched, not yet on the server: counted here.
    const pending = review('r2', 'q2', 1, '2026-11-21T11:30:00Z', 'pending');
    expect(roomModules({ modules: [base], studied: new Map(), reviews: [again, pending], now: NOW })[0]?.dueToday).toBe(2);
    expect(roomModules({ modules: [{ ...base, due_today: undefined }], studied: new Map(), reviews: [], now: NOW })[0]?.dueToday).toBe(0);
  });

  it('counts the never-reviewed cards of Review from interviews as due when they came after the list', () => {
    const fetchedAt = Date.parse('2026-11-21T11:00:00Z');
    const base = { ...summary({ id: MODULE_ID, due_today: 0 }), fetchedAt };
    const easy = review('r1', 'q1', 4, '2026-11-21T11:50:00Z', 'pending');
    // Two weak answers added on this device after the list was fetched; q1 rated Easy since.
    const interviewReview = { moduleId: MODULE_ID, cards: [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }], changedAt: fetchedAt + 60_000 };
    expect(roomModules({ modules: [base], studied: new Map(), reviews: [easy], interviewReview, now: NOW })[0]?.dueToday).toBe(2);
    // The server's list fetched after both: its count stands.
    const later = { ...base, due_today: 5, fetchedAt: Date.parse('2026-11-21T11:55:00Z') };
    expect(roomModules({ modules: [later], studied: new Map(), reviews: [{ ...easy, syncState: 'synced' }], interviewReview, now: NOW })[0]?.dueToday).toBe(5);
    // q1 struggled with again in an interview on this device after its rating: due again.
    const again = { ...interviewReview, cards: [{ id: 'q1', struggled_at: '2026-11-21T11:58:00Z' }, { id: 'q2' }, { id: 'q3' }], changedAt: Date.parse('2026-11-21T11:58:00Z') };
    expect(roomModules({ modules: [later], studied: new Map(), reviews: [{ ...easy, syncState: 'synced' }], interviewReview: again, now: NOW })[0]?.dueToday).toBe(3);
    // Another module's list entry is not the review module.
    expect(roomModules({ modules: [base], studied: new Map(), reviews: [], interviewReview: { ...interviewReview, moduleId: 'other' }, now: NOW })[0]?.dueToday).toBe(0);
  });

  it('formats the created date', () => {
    expect(formatCreated('2026-11-20T10:00:00.000Z', 'en-US')).toBe('Nov 20, 2026');
    expect(formatCreated('not a date')).toBe('');
  });
});
