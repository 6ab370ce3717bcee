/**
 * The module list and module questions the server sends replace the device's copy, except that
 * "Review from interviews" keeps its place in the list, its cards and the struggle times an
 * interview saved here added while that interview has not reached the server yet (decision 0024).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadQuestionBank } from '@core/bank/load';
import type { ModuleQuestion, ModuleSummary } from '@core/contract/modules';
import { toModuleQuestion } from '@core/modules/filters';
import { INTERVIEW_REVIEW_SELECTIONS, interviewReviewModuleId } from '@core/modules/interview-review';
import { GreenshoeDb } from '@/offline/db';
import { addToLocalInterviewReview } from '@/offline/interview-review';
import { modulesOf, moduleQuestionsOf, saveModuleList, saveModuleQuestions } from '@/offline/module-cache';
import { saveInterviewLocally } from '@/offline/saved-interviews';
import { takenInterview } from './taken-interview';

const [weak, strong, other] = loadQuestionBank();

/** An interview that struggled with `weak` and `strong`, taken at `takenAt`. */
const taken = (takenAt: string) => takenInterview([weak!, strong!], [weak!.question, strong!.question], takenAt);

/** A card of the review module as the server sends it. */
const fromServer = (question: typeof weak, struggledAt: string): ModuleQuestion => ({ ...toModuleQuestion(question!, INTERVIEW_REVIEW_SELECTIONS), struggled_at: struggledAt });
const cardsOf = async (database: GreenshoeDb, moduleId: string) => (await moduleQuestionsOf(database, 'u1', moduleId))?.map((q) => [q.id, q.struggled_at]);

let db: GreenshoeDb;
afterEach(async () => {
  await db.delete();
});

describe('saveModuleQuestions', { timeout: 30_000 }, () => {
  it('keeps the review cards and struggle times of an interview not uploaded yet, and takes the server list once it is', async () => {
    db = new GreenshoeDb('module-cache-test');
    const moduleId = await interviewReviewModuleId('u1');
    const interview = taken('2026-05-04T08:00:00.000Z');
    await saveInterviewLocally(db, interview, 'u1');
    await addToLocalInterviewReview(db, 'u1', interview);

    // The server knows `strong` from an earlier interview, not this one.
    await saveModuleQuestions(db, 'u1', moduleId, [fromServer(strong, '2026-05-01T09:30:00.000Z')]);
    expect(await cardsOf(db, moduleId)).toEqual([
      [strong!.id, '2026-05-04T08:00:00.000Z'],
      [weak!.id, '2026-05-04T08:00:00.000Z'],
    ]);

    // Uploaded: the server's list is the whole truth again.
    await db.interviews.update(interview.id, { syncState: 'synced' });
    await saveModuleQuestions(db, 'u1', moduleId, [fromServer(strong, '2026-05-01T09:30:00.000Z')]);
    expect(await cardsOf(db, moduleId)).toEqual([[strong!.id, '2026-05-01T09:30:00.000Z']]);
  });

  it('replaces any other module with the server list, an interview pending or not', async () => {
    db = new GreenshoeDb('module-cache-test');
    await saveInterviewLocally(db, taken('2026-05-04T08:00:00.000Z'), 'u1');
    const moduleId = crypto.randomUUID();
    await saveModuleQuestions(db, 'u1', moduleId, [toModuleQuestion(weak!, INTERVIEW_REVIEW_SELECTIONS), toModuleQuestion(other!, INTERVIEW_REVIEW_SELECTIONS)]);
    await saveModuleQuestions(db, 'u1', moduleId, [toModuleQuestion(other!, INTERVIEW_REVIEW_SELECTIONS)]);
    expect((await cardsOf(db, moduleId))?.map(([id]) => id)).toEqual([other!.id]);
  });
});

describe('saveModuleList', { timeout: 30_000 }, () => {
  const serverModule: ModuleSummary = {
    id: crypto.randomUUID(),
    name: 'Valuation',
    created_at: '2026-05-01T09:00:00.000Z',
    num_questions: 12,
    progress: 0,
    studied: 0,
    is_default: false,
    due_today: 0,
  };
  const listed = async () => (await modulesOf(db, 'u1')).map((module) => module.name);

  it('keeps the review module an interview not uploaded yet created here, until the server lists it', async () => {
    db = new GreenshoeDb('module-cache-test');
    const interview = taken('2026-05-04T08:00:00.000Z');
    await saveInterviewLocally(db, interview, 'u1');
    await addToLocalInterviewReview(db, 'u1', interview);

    // Refreshed online before the upload: the server does not have the review module yet.
    await saveModuleList(db, 'u1', [serverModule]);
    expect(await listed()).toEqual(['Review from interviews', 'Valuation']);

    // Uploaded: the server's list is the whole truth again.
    await db.interviews.update(interview.id, { syncState: 'synced' });
    await saveModuleList(db, 'u1', [serverModule]);
    expect(await listed()).toEqual(['Valuation']);
  });
});
