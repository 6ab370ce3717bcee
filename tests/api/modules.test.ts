/**
 * Flash-card modules API: default modules (count, idempotence, created on the first list),
 * create-module filters and validation, module questions in order, progress (idempotent, the
 * percentage), and foreign ids answered 403 on every route. FSRS card reviews: card-reviews.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleProgress, modules } from '../../api/db/schema';
import { loadQuestionBank } from '../../core/bank/load';
import { CREATE_MODULE_HINT, ModuleProgressSchema, type ModuleSummary } from '../../core/contract/modules';
import { DEFAULT_MODULES } from '../../core/modules/defaults';
import { expectError, modulesClient, review } from './support/modules-client';
import { createTestApp, postJson, type TestApp } from './support/test-app';
import { createTestUser, type TestUser } from './support/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bank = loadQuestionBank();
const { get, create, listModules, createOk, questionsOf, markStudied } = modulesClient(() => t);

describe('default modules', () => {
  it('creates one module per major topic with its bank questions, then none on a repeat', async () => {
    const user = await createTestUser();
    const first = await postJson(t.app, '/api/create-default-modules', { user_id: user.id }, user.headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, modulesCreated: DEFAULT_MODULES.length });
    const again = await postJson(t.app, '/api/create-default-modules', { user_id: user.id }, user.headers);
    expect(await again.json()).toEqual({ success: true, modulesCreated: 0 });

    const list = await listModules(user);
    expect(list.map((m) => m.name)).toEqual([
      'Accounting',
      'Enterprise & Equity Value',
      'Valuation',
      'DCF',
      'M&A',
      'LBO',
      'Behavioral (Fit)',
      'Markets & Deals',
    ]);
    const count = (categories: string[]) => bank.filter((q) => categories.includes(q.category)).length;
    expect(list.map((m) => m.num_questions)).toEqual([
      count(['Accounting']),
      count(['Enterprise & Equity Value']),
      count(['Valuation']),
      count(['DCF']),
      count(['M&A']),
      count(['LBO']),
      count(['Fit', 'Brain Teasers']),
      count(['Markets', 'Deals']),
    ]);
    expect(list.every((m) => m.num_questions > 0 && m.progress === 0 && m.is_default && m.due_today === 0)).toBe(true);
    const accounting = await questionsOf(user, list[0]!.id);
    expect(accounting.map((q) => q.id)).toEqual(bank.filter((q) => q.category === 'Accounting').map((q) => q.id));
  });

  it('are created by the first module list for users who have none, once', async () => {
    const user = await createTestUser();
    expect(await listModules(user)).toHaveLength(DEFAULT_MODULES.length);
    expect(await listModules(user)).toHaveLength(DEFAULT_MODULES.length);
    const res = await postJson(t.app, '/api/create-default-modules', { user_id: user.id }, user.headers);
    expect(await res.json()).toEqual({ success: true, modulesCreated: 0 });
  });

  it('survive concurrent requests: exactly one set', async () => {
    const user = await createTestUser();
    const answers = await Promise.all(
      [1, 2, 3].map(async () => {
        const res = await postJson(t.app, '/api/create-default-modules', { user_id: user.id }, user.headers);
        return ((await res.json()) as { modulesCreated: number }).modulesCreated;
      }),
    );
    expect(answers.reduce((a, b) => a + b, 0)).toBe(DEFAULT_MODULES.length);
    const rows = await t.database.db.select().from(modules).where(eq(modules.userId, user.id));
    expect(rows).toHaveLength(DEFAULT_MODULES.length);
  });

  it('refuses a missing user_id (400) and another user’s id (403)', async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    await expectError(await postJson(t.app, '/api/create-default-modules', {}, user.headers), 400, 'user_id is required');
    await expectError(await postJson(t.app, '/api/create-default-modules', { user_id: other.id }, user.headers), 403, 'Forbidden');
  });
});

describe('POST /api/create-module', () => {
  it('creates a module of the chosen question types, listed first with 0% progress', async () => {
    const user = await createTestUser();
    const before = Date.now();
    const module = await createOk(user, { name: '  Markets prep  ', questionTypes: ['Market'], user_id: user.id });
    expect(module).toMatchObject({ name: 'Markets prep', progress: 0, is_default: false, due_today: 0 });
    expect(Date.parse(module.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const market = bank.filter((q) => q.type === 'Market');
    expect(module.num_questions).toBe(market.length);
    const questions = await questionsOf(user, module.id);
    expect(questions.map((q) => q.id)).toEqual(market.map((q) => q.id));
    expect(questions.every((q) => q.company === null && q.office_location === null && q.interview_stage === null)).toBe(true);
    const list = await listModules(user);
    expect(list[0]).toEqual(module);
    expect(list).toHaveLength(DEFAULT_MODULES.length + 1);
  });

  it('lists custom modules newest first, before the default modules', async () => {
    const user = await createTestUser();
    const a = await createOk(user, { name: 'First', questionTypes: ['Technical'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const b = await createOk(user, { name: 'Second', questionTypes: ['Behavioral'] });
    const list = await listModules(user);
    expect(list.slice(0, 3).map((m) => m.id)).toEqual([b.id, a.id, list[2]!.id]);
    expect(list[2]!.name).toBe('Accounting');
  });

  it('narrows by industry groups, keeping untagged fit questions when Behavioral is chosen', async () => {
    const user = await createTestUser();
    const pe = await createOk(user, { industryGroups: ['Private Equity'] });
    const peIds = bank.filter((q) => q.industryGroups.includes('Private Equity')).map((q) => q.id);
    expect((await questionsOf(user, pe.id)).map((q) => q.id)).toEqual(peIds);
    const questions = await questionsOf(user, pe.id);
    expect(questions.every((q) => q.industry?.startsWith('Private Equity'))).toBe(true);

    const techHealth = await createOk(user, { questionTypes: ['Technical'], industryGroups: ['Healthcare'] });
    const expected = bank.filter((q) => q.type === 'Technical' && q.industryGroups.includes('Healthcare'));
    expect(techHealth.num_questions).toBe(expected.length);

    const fitHealth = await createOk(user, { questionTypes: ['Behavioral'], industryGroups: ['Healthcare'] });
    const fitIds = (await questionsOf(user, fitHealth.id)).map((q) => q.id);
    const expectedFit = bank
      .filter((q) => q.type === 'Behavioral' && (q.industryGroups.length === 0 || q.industryGroups.includes('Healthcare')))
      .map((q) => q.id);
    expect(fitIds).toEqual(expectedFit);
    expect(fitIds.some((id) => bank.find((q) => q.id === id)!.industryGroups.includes('TMT'))).toBe(false);

    const generalist = await createOk(user, { questionTypes: ['Technical'], industryGroups: ['Generalist'] });
    expect(generalist.num_questions).toBe(bank.filter((q) => q.type === 'Technical' && q.industryGroups.length === 0).length);
  });

  it('puts the chosen firms’ firm-specific questions first, drops other firms’ and shows the firm', async () => {
    const user = await createTestUser();
    const module = await createOk(user, { questionTypes: ['Behavioral'], firms: ['Lazard', 'Goldman Sachs'] });
    const questions = await questionsOf(user, module.id);
    const firmTagged = bank.filter((q) => q.firms.length > 0);
    const ours = firmTagged.filter((q) => q.firms.includes('Lazard') || q.firms.includes('Goldman Sachs'));
    expect(questions.slice(0, ours.length).map((q) => q.id)).toEqual(ours.map((q) => q.id));
    const ids = questions.map((q) => q.id);
    for (const q of firmTagged.filter((q) => !ours.includes(q))) expect(ids).not.toContain(q.id);
    const bulge = questions.find((q) => q.id === ours.find((o) => o.firms.includes('Goldman Sachs'))!.id)!;
    expect(bulge.company).toBe('Goldman Sachs');
    expect(questions.at(-1)!.company).toBe('Lazard, Goldman Sachs');
    expect(module.num_questions).toBe(bank.filter((q) => q.type === 'Behavioral').length - (firmTagged.length - ours.length));
  });

  it('shows office selections on the cards without narrowing (Unknown says nothing)', async () => {
    const user = await createTestUser();
    const module = await createOk(user, { questionTypes: ['Market'], officeLocations: ['New York', 'Chicago', 'Unknown'] });
    const questions = await questionsOf(user, module.id);
    expect(questions).toHaveLength(bank.filter((q) => q.type === 'Market').length);
    expect(new Set(questions.map((q) => q.office_location))).toEqual(new Set(['New York, Chicago']));
    const onlyUnknown = await createOk(user, { officeLocations: ['Unknown'] });
    expect(onlyUnknown.num_questions).toBe(bank.length);
    expect((await questionsOf(user, onlyUnknown.id))[0]!.office_location).toBeNull();
  });

  it('answers 400 with the spec’s hint without a name or any selection', async () => {
    const user = await createTestUser();
    await expectError(await create(user, { name: '   ', questionTypes: ['Technical'] }), 400, CREATE_MODULE_HINT);
    await expectError(await create(user, { questionTypes: ['Technical'] }), 400, CREATE_MODULE_HINT);
    await expectError(await create(user, { name: 'Nothing chosen' }), 400, CREATE_MODULE_HINT);
    await expectError(
      await create(user, { name: 'Nothing chosen', questionTypes: [], firms: [], officeLocations: [], industryGroups: [] }),
      400,
      CREATE_MODULE_HINT,
    );
  });

  it('answers 400 naming the field for values outside the option lists and bad shapes', async () => {
    const user = await createTestUser();
    await expectError(await create(user, { name: 'x', questionTypes: ['Cooking'] }), 400, /^questionTypes/);
    await expectError(await create(user, { name: 'x', firms: ['Acme Bank'] }), 400, /^firms/);
    await expectError(await create(user, { name: 'x', officeLocations: ['Paris'] }), 400, /^officeLocations/);
    await expectError(await create(user, { name: 'x', industryGroups: ['Crypto'] }), 400, /^industryGroups/);
    await expectError(await create(user, { name: 'x', questionTypes: 'Technical' }), 400, /^questionTypes/);
    await expectError(await create(user, { name: 'x'.repeat(101), questionTypes: ['Technical'] }), 400, /^name/);
    await expectError(await postJson(t.app, '/api/create-module', '{not json', user.headers), 400, /.+/);
  });

  it('refuses another user’s user_id (403) and a missing token (401)', async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    await expectError(await create(user, { name: 'x', questionTypes: ['Technical'], user_id: other.id }), 403, 'Forbidden');
    await expectError(await postJson(t.app, '/api/create-module', { name: 'x', questionTypes: ['Technical'] }), 401, 'Unauthorized');
  });
});

describe('module questions and progress', () => {
  let user: TestUser;
  let module: ModuleSummary;
  let ids: string[];
  beforeAll(async () => {
    user = await createTestUser();
    module = await createOk(user, { name: 'Healthcare', industryGroups: ['Healthcare'] });
    ids = (await questionsOf(user, module.id)).map((q) => q.id);
  });

  it('module questions: 404 for a missing module, 400 for a malformed id', async () => {
    await expectError(await get(user, `/api/module-questions/${randomUUID()}`), 404, 'Module not found');
    await expectError(await get(user, '/api/module-questions/not-a-uuid'), 400, 'moduleId must be a UUID');
  });

  it('marks questions studied idempotently and answers the new percentage', async () => {
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const first = await markStudied(user, module.id, ids[0]!);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, progress: Math.floor(100 / ids.length) });
    const repeat = await markStudied(user, module.id, ids[0]!);
    expect(await repeat.json()).toEqual({ ok: true, progress: Math.floor(100 / ids.length) });
    await markStudied(user, module.id, ids[1]!);
    const rows = await t.database.db
      .select()
      .from(moduleProgress)
      .where(and(eq(moduleProgress.userId, user.id), eq(moduleProgress.moduleId, module.id)));
    expect(rows).toHaveLength(2);

    const res = await get(user, `/api/module-progress/${module.id}/${user.id}`);
    expect(res.status).toBe(200);
    expect(ModuleProgressSchema.parse(await res.json())).toEqual({ questions: [{ question_id: ids[0] }, { question_id: ids[1] }] });
    const listed = (await listModules(user)).find((m) => m.id === module.id)!;
    expect(listed.progress).toBe(Math.floor(200 / ids.length));
  });

  it('reaches 100 only when every question is studied', async () => {
    const small = await createOk(user, { name: 'Real estate', questionTypes: ['Technical'], industryGroups: ['Real Estate'] });
    const smallIds = (await questionsOf(user, small.id)).map((q) => q.id);
    const answers: number[] = [];
    for (const id of smallIds) answers.push(((await (await markStudied(user, small.id, id)).json()) as { progress: number }).progress);
    expect(answers.at(-1)).toBe(100);
    expect(answers.slice(0, -1).every((p) => p < 100)).toBe(true);
    expect((await listModules(user)).find((m) => m.id === small.id)!.progress).toBe(100);
  });

  it('accepts the question id as text, refuses one outside the module and bad bodies with 400', async () => {
    await expectError(await markStudied(user, module.id, 'zzz-999'), 400, 'questionId is not a question of this module');
    await expectError(await markStudied(user, module.id, 12), 400, 'questionId is not a question of this module');
    await expectError(await postJson(t.app, '/api/update-module-progress', { userId: user.id, moduleId: module.id }, user.headers), 400, 'questionId is required');
    await expectError(await markStudied(user, 'nope', ids[0]!), 400, 'moduleId must be a UUID');
    await expectError(await markStudied(user, randomUUID(), ids[0]!), 404, 'Module not found');
  });

  it('answers an empty list for a module not studied yet', async () => {
    const fresh = await createOk(user, { questionTypes: ['Market'] });
    expect(await (await get(user, `/api/module-progress/${fresh.id}/${user.id}`)).json()).toEqual({ questions: [] });
  });
});

describe('another user’s ids', () => {
  let a: TestUser;
  let b: TestUser;
  let bModule: ModuleSummary;
  let bQuestion: string;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestUser('alice'), createTestUser('bob')]);
    bModule = await createOk(b, { name: 'Bob’s', questionTypes: ['Market'] });
    bQuestion = (await questionsOf(b, bModule.id))[0]!.id;
    expect((await markStudied(b, bModule.id, bQuestion)).status).toBe(200);
  });
  const forbidden = async (res: Response) => expectError(res, 403, 'Forbidden');

  it('answer 403 on every route', async () => {
    await forbidden(await get(a, `/api/modules-with-progress/${b.id}`));
    await forbidden(await create(a, { name: 'x', questionTypes: ['Market'], user_id: b.id }));
    await forbidden(await get(a, `/api/module-questions/${bModule.id}`));
    await forbidden(await get(a, `/api/module-progress/${bModule.id}/${b.id}`));
    await forbidden(await get(a, `/api/module-progress/${bModule.id}/${a.id}`));
    await forbidden(await markStudied(a, bModule.id, bQuestion, b.id));
    await forbidden(await markStudied(a, bModule.id, bQuestion, a.id));
    await forbidden(await postJson(t.app, '/api/card-reviews', review(bModule.id, bQuestion, 3, '2026-03-01T09:00:00Z'), a.headers));
    await forbidden(await get(a, `/api/card-reviews/${bModule.id}`));
    await forbidden(await postJson(t.app, '/api/create-default-modules', { user_id: b.id }, a.headers));
  });

  it('leave B’s data as it was and out of A’s list', async () => {
    expect(await (await get(b, `/api/module-progress/${bModule.id}/${b.id}`)).json()).toEqual({ questions: [{ question_id: bQuestion }] });
    expect((await listModules(a)).map((m) => m.id)).not.toContain(bModule.id);
    expect(await (await get(b, `/api/card-reviews/${bModule.id}`)).json()).toEqual([]);
  });

  it('answer 401 without a token on every route', async () => {
    const paths: Array<[string, string]> = [
      ['GET', `/api/modules-with-progress/${a.id}`],
      ['POST', '/api/create-module'],
      ['GET', `/api/module-questions/${bModule.id}`],
      ['GET', `/api/module-progress/${bModule.id}/${a.id}`],
      ['POST', '/api/update-module-progress'],
      ['DELETE', `/api/card-reviews/${randomUUID()}`],
      ['POST', '/api/card-reviews'],
      ['GET', `/api/card-reviews/${bModule.id}`],
      ['POST', '/api/create-default-modules'],
    ];
    for (const [method, path] of paths) {
      const res = await t.app.request(path, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(res.status, path).toBe(401);
    }
  });
});
