/**
 * The outbox hint in localStorage: set after each enqueue, kept while entries wait, cleared by the
 * sync engine once the outbox is empty. The app layout reads it to start syncing for a visitor.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/offline/db';
import { hasOutboxHint, OUTBOX_HINT_KEY, setOutboxHint } from '@/offline/outbox-hint';
import { saveInterviewLocally } from '@/offline/saved-interviews';
import type { TakenInterview } from '@core/contract/taken-interview';
import { requestSync } from '@/offline/sync';

vi.mock('@/lib/auth/auth-session', () => ({ getAccessToken: async () => null, refreshAccessToken: async () => null }));

const interview: TakenInterview = {
  id: '0b9c3a4e-5f6d-4e7a-8b9c-0d1e2f3a4b5c',
  setup: { jobCategory: 'InvestmentBanking', company: 'Evercore', stage: 'superday', industry: 'M&A', location: 'New York', duration: 15 },
  questions: [{ question: 'Walk me through a DCF.' }],
  transcript: [{ question: 'Walk me through a DCF.', userResponse: 'Project free cash flows and discount them.' }],
  report: {
    OverallAssessment: { score: 6.4, overallCritique: 'Fair.' },
    strengths: {},
    questionsStruggled: {},
    conceptsToStudy: {},
    weaknesses: {},
  },
  takenAt: '2026-05-01T09:30:00.000Z',
};

beforeEach(async () => {
  localStorage.clear();
  await db.interviews.clear();
  await db.outbox.clear();
});

describe('outbox hint', () => {
  it('is off by default and follows setOutboxHint', () => {
    expect(hasOutboxHint()).toBe(false);
    setOutboxHint(true);
    expect(localStorage.getItem(OUTBOX_HINT_KEY)).toBe('1');
    expect(hasOutboxHint()).toBe(true);
    setOutboxHint(false);
    expect(hasOutboxHint()).toBe(false);
  });

  it('is set when an entry is enqueued (a visitor saving signed out)', async () => {
    await saveInterviewLocally(db, interview, null);
    expect(hasOutboxHint()).toBe(true);
  });

  it('stays while entries wait for a sign-in, and is cleared after a drain leaves the outbox empty', async () => {
    await saveInterviewLocally(db, interview, null);
    await requestSync();
    expect(hasOutboxHint()).toBe(true);

    expect((await db.outbox.get(interview.id))?.userId).toBeNull();
    await db.outbox.clear();
    await requestSync();
    expect(hasOutboxHint()).toBe(false);
  });
});
