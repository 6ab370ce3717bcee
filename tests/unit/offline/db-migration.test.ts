/**
 * The Dexie upgrade from version 1: interviews kept as pending before accounts existed survive as
 * unclaimed saved interviews with their outbox entries, ready to be claimed at the next sign-in.
 */
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { SaveInterviewRequestSchema } from '@core/contract/saved-interview';
import { GreenshoeDb, type PendingInterview } from '@/offline/db';
import { outboxSummary } from '@/offline/outbox';

const NAME = 'greenshoe-migration-test';

const pending: PendingInterview = {
  id: '3b8f7c1e-9a53-4d8e-b3c2-1f2e3d4c5b6a',
  createdAt: '2026-03-04T10:00:00.000Z',
  setup: { jobCategory: 'InvestmentBanking', company: 'Evercore', stage: 'superday', industry: 'M&A', location: 'NYC', duration: 15 },
  questions: [{ question: 'Why banking?' }],
  transcript: [{ question: 'Why banking?', userResponse: 'I like deals.' }],
  report: {
    OverallAssessment: { score: 6.5, overallCritique: 'Solid.' },
    strengths: {},
    questionsStruggled: {},
    conceptsToStudy: {},
    weaknesses: { weakness1: { title: 'Pace', description: 'Slow down.' } },
  },
  status: 'pending',
};

afterEach(async () => {
  await Dexie.delete(NAME);
});

describe('the local database upgrade (version 1 → 2)', () => {
  it('keeps each pending interview as an unclaimed saved interview with its outbox entry', async () => {
    const v1 = new Dexie(NAME);
    v1.version(1).stores({ pendingInterviews: 'id, createdAt, status' });
    await v1.table('pendingInterviews').bulkAdd([pending, { ...pending, id: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f', setup: undefined }]);
    v1.close();

    const db = new GreenshoeDb(NAME);
    const row = await db.interviews.get(pending.id);
    expect(row).toMatchObject({ userId: null, syncState: 'pending', createdAt: pending.createdAt });
    expect(row?.request).toMatchObject({
      id: pending.id,
      company: 'Evercore',
      stage: 'superday',
      score: 6.5,
      date_taken: pending.createdAt,
      weaknesses: pending.report.weaknesses,
    });
    expect(JSON.parse(row!.request.transcript)).toEqual(pending.transcript);
    expect(SaveInterviewRequestSchema.safeParse(row!.request).success).toBe(true);

    // Without a setup (a Redo), the upload is still valid: 'Unknown' fields, minutes from the question count.
    const bare = await db.interviews.get('9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f');
    expect(SaveInterviewRequestSchema.safeParse(bare!.request).success).toBe(true);

    const entry = await db.outbox.get(pending.id);
    expect(entry).toMatchObject({ kind: 'save-interview', userId: null, state: 'pending', attempts: 0, deferred: true });
    expect(await outboxSummary(db, null)).toMatchObject({ pending: 2 });
    expect(db.tables.map((table) => table.name)).not.toContain('pendingInterviews');
    db.close();
  });
});
