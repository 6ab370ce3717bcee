/**
 * "Review from interviews": the bank questions a saved interview's report lists as struggled join
 * the user's review module (same id as the browser derives), once each, due today until rated,
 * due again when a later interview struggles with them after their rating, and take FSRS reviews.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../core/bank/load';
import { ModuleQuestionSchema, ModuleSummarySchema } from '../../core/contract/modules';
import { DEFAULT_MODULES } from '../../core/modules/defaults';
import { INTERVIEW_REVIEW_NAME, interviewReviewModuleId } from '../../core/modules/interview-review';
import { createTestApp, postJson, savedInterviewPayload, type TestApp } from './support/test-app';
import { createTestUser, type TestUser } from './support/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [weak, strong, later] = loadQuestionBank();
const get = (user: TestUser, path: string) => Promise.resolve(t.app.request(path, { headers: user.headers }));

function interviewWith(struggled: { question: string }[]) {
  return savedInterviewPayload({
    question_bank: { questions: [weak!, strong!, later!].map((q) => ({ question: q.question, id: q.id })) },
    questionsStruggled: Object.fromEntries(
      struggled.map((s, i) => [`question${i + 1}`, { question: s.question, critique: 'Missed a step.', suggestedImprovement: 'Add it.' }]),
    ),
  });
}

const reviewModule = async (user: TestUser) => {
  const res = await get(user, `/api/modules-with-progress/${user.id}`);
  return ModuleSummarySchema.array().parse(await res.json()).find((m) => m.name === INTERVIEW_REVIEW_NAME);
};
const questionIds = async (user: TestUser, moduleId: string) =>
  ModuleQuestionSchema.array()
    .parse(await (await get(user, `/api/module-questions/${moduleId}`)).json())
    .map((q) => q.id);

describe('Review from interviews', () => {
  it('holds the struggled bank questions of saved interviews, once each, in the order they came', async () => {
    const user = await createTestUser();
    expect(await reviewModule(user)).toBeUndefined();

    const first = interviewWith([{ question: `  ${weak!.question.toUpperCase()} ` }]);
    expect((await postJson(t.app, '/api/save-interview', first, user.headers)).status).toBe(201);
    const module = await reviewModule(user);
    expect(module?.id).toBe(await interviewReviewModuleId(user.id));
    expect(await questionIds(user, module!.id)).toEqual([weak!.id]);

    // A replay adds nothing; a new interview appends what is new.
    await postJson(t.app, '/api/save-interview', first, user.headers);
    await postJson(t.app, '/api/save-interview', interviewWith([{ question: later!.question }, { question: weak!.question }]), user.headers);
    expect(await questionIds(user, module!.id)).toEqual([weak!.id, later!.id]);
    expect((await reviewModule(user))?.num_questions).toBe(2);

    const review = { id: randomUUID(), moduleId: module!.id, questionId: later!.id, rating: 1, reviewedAt: new Date().toISOString() };
    expect((await postJson(t.app, '/api/card-reviews', review, user.headers)).status).toBe(200);
    expect((await postJson(t.app, '/api/card-reviews', { ...review, id: randomUUID(), questionId: strong!.id }, user.headers)).status).toBe(400);
  });

  it('counts a weak answer never reviewed as due today; once rated, FSRS decides', async () => {
    const user = await createTestUser();
    await postJson(t.app, '/api/save-interview', interviewWith([{ question: weak!.question }, { question: later!.question }]), user.headers);
    const module = await reviewModule(user);
    expect(module?.due_today).toBe(2);

    // Easy now: next due in days. Again a day ago: due again today.
    const rate = (questionId: string, rating: number, reviewedAt: Date) =>
      postJson(t.app, '/api/card-reviews', { id: randomUUID(), moduleId: module!.id, questionId, rating, reviewedAt: reviewedAt.toISOString() }, user.headers);
    expect((await rate(weak!.id, 4, new Date())).status).toBe(200);
    expect((await reviewModule(user))?.due_today).toBe(1);
    expect((await rate(later!.id, 1, new Date(Date.now() - 86_400_000))).status).toBe(200);
    expect((await reviewModule(user))?.due_today).toBe(1);
  });

  it('makes a rated card due again when a later interview struggles with it, and keeps when', async () => {
    const user = await createTestUser();
    const takenAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const save = (struggled: { question: string }[], date_taken: string) =>
      postJson(t.app, '/api/save-interview', { ...interviewWith(struggled), date_taken }, user.headers);
    expect((await save([{ question: weak!.question }], takenAt(60))).status).toBe(201);
    const module = await reviewModule(user);
    const rated = await postJson(
      t.app,
      '/api/card-reviews',
      { id: randomUUID(), moduleId: module!.id, questionId: weak!.id, rating: 4, reviewedAt: takenAt(30) },
      user.headers,
    );
    expect(rated.status).toBe(200);
    expect((await reviewModule(user))?.due_today).toBe(0);

    // An interview taken before the rating (synced late) changes nothing; a later one makes it due.
    expect((await save([{ question: weak!.question }], takenAt(45))).status).toBe(201);
    expect((await reviewModule(user))?.due_today).toBe(0);
    const latest = takenAt(5);
    expect((await save([{ question: weak!.question }], latest)).status).toBe(201);
    expect((await reviewModule(user))?.due_today).toBe(1);
    const questions = ModuleQuestionSchema.array().parse(await (await get(user, `/api/module-questions/${module!.id}`)).json());
    expect(questions.map((q) => ({ id: q.id, struggledAt: Date.parse(q.struggled_at ?? '') }))).toEqual([{ id: weak!.id, struggledAt: Date.parse(latest) }]);
  });

  it('creates no module when nothing was struggled with; listed first among the default modules, which are all still created', async () => {
    const user = await createTestUser();
    await postJson(t.app, '/api/save-interview', interviewWith([]), user.headers);
    expect(await reviewModule(user)).toBeUndefined();
    await postJson(t.app, '/api/save-interview', interviewWith([{ question: weak!.question }]), user.headers);
    const res = await get(user, `/api/modules-with-progress/${user.id}`);
    const names = ModuleSummarySchema.array().parse(await res.json()).map((m) => m.name);
    expect(names).toEqual([INTERVIEW_REVIEW_NAME, ...DEFAULT_MODULES.map((m) => m.name)]);
  });
});
