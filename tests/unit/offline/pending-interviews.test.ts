import { afterEach, describe, expect, it, vi } from 'vitest';
import { GreenshoeDb } from '@/offline/db';
import { describeSaveError, isQuotaError, savePendingInterview, type NewPendingInterview } from '@/offline/pending-interviews';

const DB_NAME = 'greenshoe-test';

const interview: NewPendingInterview = {
  id: '3b8f7c1e-9a53-4d8e-b3c2-1f2e3d4c5b6a',
  setup: { jobCategory: 'InvestmentBanking', company: 'Evercore', stage: 'superday', industry: 'M&A', location: 'NYC', duration: 15 },
  questions: [{ question: 'Why banking?' }],
  transcript: [{ question: 'Why banking?', userResponse: 'I like deals.' }],
  report: {
    OverallAssessment: { score: 6.5, overallCritique: 'Solid.' },
    strengths: {},
    questionsStruggled: {},
    conceptsToStudy: {},
    weaknesses: {},
  },
};

afterEach(async () => {
  await new GreenshoeDb(DB_NAME).delete();
});

describe('pending interviews', () => {
  it('are still there when the database is opened again (a reload)', async () => {
    const first = new GreenshoeDb(DB_NAME);
    await expect(savePendingInterview(interview, first)).resolves.toBe('saved');
    first.close();

    const second = new GreenshoeDb(DB_NAME);
    const stored = await second.pendingInterviews.get(interview.id);
    expect(stored).toMatchObject({ ...interview, status: 'pending' });
    expect(Date.parse(stored?.createdAt ?? '')).not.toBeNaN();
    second.close();
  });

  it('are not duplicated when saved twice', async () => {
    const database = new GreenshoeDb(DB_NAME);
    await savePendingInterview(interview, database);
    const createdAt = (await database.pendingInterviews.get(interview.id))?.createdAt;
    await expect(savePendingInterview(interview, database)).resolves.toBe('already-saved');
    expect(await database.pendingInterviews.count()).toBe(1);
    expect((await database.pendingInterviews.get(interview.id))?.createdAt).toBe(createdAt);
    database.close();
  });

  it('report a full device plainly', async () => {
    const database = new GreenshoeDb(DB_NAME);
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    vi.spyOn(database.pendingInterviews, 'add').mockRejectedValueOnce(quota);
    const failure = await savePendingInterview(interview, database).catch((error: unknown) => error);
    expect(isQuotaError(failure)).toBe(true);
    expect(describeSaveError(failure)).toMatch(/no storage space left/);
    expect(describeSaveError(new Error('boom'))).toBe('Could not save this interview on this device. Please try again.');
    database.close();
  });
});
