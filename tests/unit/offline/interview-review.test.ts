/**
 * "Review from interviews" on the device: saving an interview adds its struggled bank questions to
 * the review module kept here (the id the server uses), each once, with when it was last struggled
 * with, so they can be studied offline.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadQuestionBank } from '@core/bank/load';
import { INTERVIEW_REVIEW_NAME, interviewReviewModuleId } from '@core/modules/interview-review';
import { GreenshoeDb } from '@/offline/db';
import { addToLocalInterviewReview } from '@/offline/interview-review';
import { moduleQuestionsOf, modulesOf } from '@/offline/module-cache';
import { takenInterview } from './taken-interview';

const NAME = 'interview-review-test';
const [weak, strong] = loadQuestionBank();

/** An interview over `weak` and `strong` that struggled with the `struggled` question texts. */
const taken = (struggled: string[], takenAt = '2026-05-01T09:30:00.000Z') => takenInterview([weak!, strong!], struggled, takenAt);

let db: GreenshoeDb;
afterEach(async () => {
  await db.delete();
});

describe('addToLocalInterviewReview', () => {
  it('puts the struggled question in a review module at the top of the list, once', async () => {
    db = new GreenshoeDb(NAME);
    await db.modules.put({ id: crypto.randomUUID(), name: 'Accounting', created_at: '', num_questions: 3, progress: 0, userId: 'u1', position: 0, fetchedAt: 1 });
    await expect(addToLocalInterviewReview(db, 'u1', taken([weak!.question]))).resolves.toBe(1);
    await expect(addToLocalInterviewReview(db, 'u1', taken([weak!.question]))).resolves.toBe(0);

    const moduleId = await interviewReviewModuleId('u1');
    const [first] = await modulesOf(db, 'u1');
    expect(first).toMatchObject({ id: moduleId, name: INTERVIEW_REVIEW_NAME, num_questions: 1 });
    expect((await moduleQuestionsOf(db, 'u1', moduleId))?.map((q) => q.id)).toEqual([weak!.id]);
    expect(await modulesOf(db, 'u2')).toEqual([]);
  });

  it('keeps when each card was last struggled with: the later interview wins, whatever order they are saved in', async () => {
    db = new GreenshoeDb(NAME);
    await addToLocalInterviewReview(db, 'u1', taken([weak!.question], '2026-05-02T10:00:00.000Z'));
    await addToLocalInterviewReview(db, 'u1', taken([weak!.question, strong!.question], '2026-05-01T09:30:00.000Z'));
    const moduleId = await interviewReviewModuleId('u1');
    const cards = (await moduleQuestionsOf(db, 'u1', moduleId))?.map((q) => [q.id, q.struggled_at]);
    expect(cards).toEqual([
      [weak!.id, '2026-05-02T10:00:00.000Z'],
      [strong!.id, '2026-05-01T09:30:00.000Z'],
    ]);
    await addToLocalInterviewReview(db, 'u1', taken([strong!.question], '2026-05-03T08:00:00.000Z'));
    expect((await moduleQuestionsOf(db, 'u1', moduleId))?.find((q) => q.id === strong!.id)?.struggled_at).toBe('2026-05-03T08:00:00.000Z');
  });

  it('adds nothing for an interview with no struggled question', async () => {
    db = new GreenshoeDb(NAME);
    await expect(addToLocalInterviewReview(db, 'u1', taken([]))).resolves.toBe(0);
    expect(await modulesOf(db, 'u1')).toEqual([]);
  });
});
