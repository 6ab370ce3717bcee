/**
 * Saving an interview on this device: the local row and its outbox entry are written together (or
 * not at all), saving twice changes nothing, a signed-in save claims an unclaimed copy, and a full
 * device keeps the draft in memory until there is room.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GreenshoeDb } from '@/offline/db';
import { flushDrafts, keepDraft } from '@/offline/memory-drafts';
import { claimUnclaimed, kindOf, onEnqueued, outboxSummary } from '@/offline/outbox';
import { OUTBOX_KINDS } from '@/offline/outbox-kinds';
import type { TakenInterview } from '@core/contract/taken-interview';
import { localInterviewsOf, saveInterviewLocally, toInterviewRecord } from '@/offline/saved-interviews';
import { describeSaveError, isQuotaError } from '@/offline/storage';
import { useSyncStatus } from '@/offline/sync-status-store';

const NAME = 'greenshoe-saved-interviews-test';

const interview: TakenInterview = {
  id: '6a0e4b8c-1d2f-4a3b-9c5d-7e8f9a0b1c2d',
  setup: { jobCategory: 'InvestmentBanking', company: 'Lazard', stage: 'first round', industry: 'Restructuring', location: 'Chicago', duration: 30 },
  questions: [{ question: 'What is EBITDA?' }],
  transcript: [{ question: 'What is EBITDA?', userResponse: 'Earnings before interest, taxes, depreciation and amortization.' }],
  report: {
    OverallAssessment: { score: 8.1, overallCritique: 'Good.' },
    strengths: {},
    questionsStruggled: {},
    conceptsToStudy: {},
    weaknesses: {},
  },
  takenAt: '2026-05-01T09:30:00.000Z',
};

let db: GreenshoeDb;

/** The body the sync engine would upload now for the interview `id`. */
async function uploadOf(id: string): Promise<unknown> {
  const entry = (await db.outbox.get(id))!;
  return (await kindOf(OUTBOX_KINDS, entry)!.request(db, entry))?.body;
}
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('saveInterviewLocally', () => {
  it('writes the interview and its outbox entry together, and tells the engine', async () => {
    db = new GreenshoeDb(NAME);
    const heard = vi.fn();
    const stop = onEnqueued(heard);
    await expect(saveInterviewLocally(db, interview, 'user-1')).resolves.toBe('saved');
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(await db.interviews.get(interview.id)).toMatchObject({ userId: 'user-1', syncState: 'pending' });
    expect(await db.outbox.get(interview.id)).toMatchObject({ userId: 'user-1', kind: 'save-interview', deferred: false });
    expect(toInterviewRecord((await db.interviews.get(interview.id))!)).toMatchObject({
      company: 'Lazard',
      duration: '30',
      score: 8.1,
      date_taken: interview.takenAt,
    });
  });

  it('uploads that the on-device coach graded an interview taken offline', async () => {
    db = new GreenshoeDb(NAME);
    await saveInterviewLocally(db, { ...interview, coachedOnDevice: true }, 'user-1');
    expect(await uploadOf(interview.id)).toMatchObject({ coached_on_device: true, user_id: 'user-1' });
    expect(toInterviewRecord((await db.interviews.get(interview.id))!).coached_on_device).toBe(true);
  });

  it('dates an interview saved the next day by when it finished, and keeps its score per question', async () => {
    db = new GreenshoeDb(NAME);
    const questionScores = [{ question: 'What is EBITDA?', score: 6.5 }];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-02T08:00:00.000Z'));
    try {
      await saveInterviewLocally(db, { ...interview, report: { ...interview.report, questionScores } }, 'user-1');
    } finally {
      vi.useRealTimers();
    }
    const row = (await db.interviews.get(interview.id))!;
    expect(row.createdAt).toBe('2026-05-02T08:00:00.000Z');
    expect(await uploadOf(interview.id)).toMatchObject({ date_taken: interview.takenAt, questionScores });
    expect(toInterviewRecord(row)).toMatchObject({ date_taken: interview.takenAt, questionScores });
  });

  it('loads a row saved before scores per question were kept', async () => {
    db = new GreenshoeDb(NAME);
    await saveInterviewLocally(db, interview, 'user-1');
    expect(toInterviewRecord((await db.interviews.get(interview.id))!).questionScores).toBeNull();
  });

  it('changes nothing when saved twice', async () => {
    db = new GreenshoeDb(NAME);
    await saveInterviewLocally(db, interview, 'user-1');
    const before = await db.outbox.get(interview.id);
    await expect(saveInterviewLocally(db, { ...interview, takenAt: new Date().toISOString() }, 'user-1')).resolves.toBe('already-saved');
    expect(await db.outbox.toArray()).toEqual([before]);
    expect(await db.interviews.count()).toBe(1);
  });

  it('keeps a signed-out save unclaimed until a sign-in claims it', async () => {
    db = new GreenshoeDb(NAME);
    await saveInterviewLocally(db, interview, null);
    expect(await localInterviewsOf(db, 'someone')).toHaveLength(1);
    expect(await outboxSummary(db, null)).toMatchObject({ pending: 1 });
    await expect(claimUnclaimed(db, OUTBOX_KINDS, 'user-2')).resolves.toBe(1);
    expect(await db.interviews.get(interview.id)).toMatchObject({ userId: 'user-2' });
    expect(await db.outbox.get(interview.id)).toMatchObject({ userId: 'user-2', deferred: true });
    expect(await localInterviewsOf(db, 'user-3')).toEqual([]);
  });

  it('writes nothing when the device is full, and the message says so', async () => {
    db = new GreenshoeDb(NAME);
    vi.spyOn(db.outbox, 'put').mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const failure = await saveInterviewLocally(db, interview, 'user-1').catch((error: unknown) => error);
    expect(isQuotaError(failure)).toBe(true);
    expect(describeSaveError(failure)).toMatch(/no storage space left/);
    expect(await db.interviews.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(describeSaveError(new Error('boom'))).toBe('Could not save this interview on this device. Please try again.');
  });
});

describe('memory drafts', () => {
  it('keep a draft the device could not store, and store it once there is room', async () => {
    db = new GreenshoeDb(NAME);
    let full = true;
    const write = vi.fn(async () => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      return saveInterviewLocally(db, interview, 'user-1');
    });
    keepDraft(interview.id, write);
    expect(useSyncStatus.getState().unsavedDrafts).toBe(1);
    await expect(flushDrafts()).resolves.toBe(1);
    full = false;
    await expect(flushDrafts()).resolves.toBe(0);
    expect(useSyncStatus.getState().unsavedDrafts).toBe(0);
    expect(await db.interviews.get(interview.id)).toBeDefined();
  });
});
