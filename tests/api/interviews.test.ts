/**
 * Saved interviews and first sign-in: save-interview (idempotent upsert by client id),
 * get-interviews, ensure-app-user and create-default-modules, with real ES256 bearer tokens.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUsers, interviews } from '../../api/db/schema';
import { InterviewRecordSchema, type SaveInterviewRequest } from '../../core/contract/saved-interview';
import { createTestApp, postJson, savedInterviewPayload, type TestApp } from './support/test-app';
import { createTestUser, type TestUser } from './support/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  postJson(t.app, '/api/save-interview', body, { ...user.headers, ...headers });
const list = async (user: TestUser) => {
  const res = await postJson(t.app, '/api/get-interviews', { user_id: user.id }, user.headers);
  expect(res.status).toBe(200);
  return InterviewRecordSchema.array().parse(await res.json());
};
const rowsWithIds = (ids: string[]) => t.database.db.select().from(interviews).where(inArray(interviews.id, ids));

describe('POST /api/save-interview', () => {
  it('stores the payload for the caller and answers 201 with the record', async () => {
    const user = await createTestUser();
    const payload = savedInterviewPayload({ user_id: user.id, duration: 45, date_taken: '2026-03-01T14:30:00.000Z' });
    const res = await save(user, payload);
    expect(res.status).toBe(201);
    const { interview } = (await res.json()) as { interview: unknown };
    expect(InterviewRecordSchema.parse(interview)).toEqual({
      ...payload,
      user_id: user.id,
      duration: '45',
      date_taken: '2026-03-01T14:30:00.000Z',
      coached_on_device: false,
      questionScores: null,
      model_report: null,
    });
  });

  it('keeps the report\'s score per question and lists it with the interview', async () => {
    const user = await createTestUser();
    const questionScores = [
      { question: 'Walk me through a DCF.', score: 7.5 },
      { question: 'Why investment banking?', score: 4 },
    ];
    const res = await save(user, savedInterviewPayload({ questionScores }));
    expect(res.status).toBe(201);
    const [record] = await list(user);
    expect(record?.questionScores).toEqual(questionScores);
  });

  it('refuses a score per question outside 0 to 10 with 400', async () => {
    const user = await createTestUser();
    const res = await save(user, savedInterviewPayload({ questionScores: [{ question: 'Why us?', score: 11 }] }));
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
  });

  it('takes the user from the token when the body has no user_id, and stamps the server time', async () => {
    const user = await createTestUser();
    const before = Date.now();
    const res = await save(user, savedInterviewPayload());
    const { interview } = (await res.json()) as { interview: { user_id: string; date_taken: string } };
    expect(res.status).toBe(201);
    expect(interview.user_id).toBe(user.id);
    expect(Date.parse(interview.date_taken)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers a replay with the stored row, 200, changing nothing even when the payload differs', async () => {
    const user = await createTestUser();
    const payload = savedInterviewPayload({ company: 'Lazard' });
    const first = (await (await save(user, payload)).json()) as { interview: unknown };
    const replay = await save(user, { ...payload, company: 'Evercore', score: 2 });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(first);
    const [row] = await rowsWithIds([payload.id]);
    expect(row).toMatchObject({ company: 'Lazard', score: 7.5 });
  });

  it('leaves exactly one row per id after the same batch is replayed 5 times and reordered', async () => {
    const user = await createTestUser();
    const batch = Array.from({ length: 4 }, (_, i) => savedInterviewPayload({ company: `Bank ${i}` }));
    const orders = [batch, [...batch].reverse(), [batch[2], batch[0], batch[3], batch[1]], batch, [...batch].reverse()];
    const statuses: number[] = [];
    for (const order of orders) for (const item of order) statuses.push((await save(user, item)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(batch.length);
    expect(statuses.filter((s) => s === 200)).toHaveLength(batch.length * 4);
    const rows = await rowsWithIds(batch.map((item) => item.id));
    expect(rows.map((row) => row.id).sort()).toEqual(batch.map((item) => item.id).sort());
    expect(await list(user)).toHaveLength(batch.length);
  });

  it('keeps one row when the same save arrives 5 times at once', async () => {
    const user = await createTestUser();
    const payload = savedInterviewPayload();
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await save(user, payload)).status));
    expect(statuses.sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await rowsWithIds([payload.id])).toHaveLength(1);
  });

  it('marks uploads from the outbox (X-Greenshoe-Outbox: 1)', async () => {
    const user = await createTestUser();
    const direct = savedInterviewPayload();
    const queued = savedInterviewPayload();
    await save(user, direct);
    await save(user, queued, { 'X-Greenshoe-Outbox': '1' });
    const rows = await rowsWithIds([direct.id, queued.id]);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.fromOutbox]))).toEqual({ [direct.id]: false, [queued.id]: true });
  });

  it.each<[string, Partial<Record<keyof SaveInterviewRequest, unknown>>, string]>([
    ['a non-UUID id', { id: 'interview-1' }, 'id must be a UUID'],
    ['a missing company', { company: undefined }, 'company is required'],
    ['an empty question list', { question_bank: { questions: [] } }, 'question_bank.questions must have at least 1 item'],
    ['a non-numeric duration', { duration: 'half an hour' }, 'duration'],
    ['a score over 10', { score: 11 }, 'score must be at most 10'],
    ['a malformed date', { date_taken: 'yesterday' }, 'date_taken'],
  ])('refuses %s with 400 naming the field', async (_case, overrides, message) => {
    const user = await createTestUser();
    const res = await save(user, { ...savedInterviewPayload(), ...overrides });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
  });

  it('refuses malformed JSON with 400', async () => {
    const user = await createTestUser();
    const res = await save(user, '{"id": ');
    expect(res.status).toBe(400);
  });

  it('stores a score too small for the score column as 0, not a 500 (fuzz finding)', async () => {
    const user = await createTestUser();
    const res = await save(user, savedInterviewPayload({ user_id: user.id, score: 5.4e-100 }));
    expect(res.status).toBe(201);
    expect((await list(user))[0]?.score).toBe(0);
  });
});

describe('POST /api/get-interviews', () => {
  it('lists the caller’s interviews newest first, in the record shape', async () => {
    const user = await createTestUser();
    const dates = ['2026-01-10T09:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-02-20T09:00:00.000Z'];
    for (const date_taken of dates) await save(user, savedInterviewPayload({ date_taken, company: date_taken.slice(0, 7) }));
    const records = await list(user);
    expect(records.map((record) => record.date_taken)).toEqual([dates[1], dates[2], dates[0]]);
    expect(records[0]).toMatchObject({ company: '2026-03', duration: '30', score: 7.5, interviewType: 'InvestmentBanking' });
    expect(records[0]?.question_bank.questions).toHaveLength(2);
  });

  it('answers [] for a user with no interviews', async () => {
    expect(await list(await createTestUser())).toEqual([]);
  });

  it('refuses a missing user_id with 400', async () => {
    const user = await createTestUser();
    const res = await postJson(t.app, '/api/get-interviews', {}, user.headers);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'user_id is required' });
  });
});

describe('POST /api/ensure-app-user', () => {
  it('creates the app user row from the token once, then reports it exists', async () => {
    const user = await createTestUser();
    const ensure = () => t.app.request('/api/ensure-app-user', { method: 'POST', headers: user.headers });
    const first = await ensure();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ created: true });
    expect(await (await ensure()).json()).toEqual({ created: false });
    const rows = await t.database.db.select().from(appUsers).where(eq(appUsers.id, user.id));
    expect(rows).toEqual([expect.objectContaining({ id: user.id, email: user.email })]);
  });

  it('creates one row when the first sign-in races itself', async () => {
    const user = await createTestUser();
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () =>
        (await (await t.app.request('/api/ensure-app-user', { method: 'POST', headers: user.headers })).json()) as { created: boolean },
      ),
    );
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
  });
});

describe('POST /api/create-default-modules', () => {
  it('answers success with the number of default modules created', async () => {
    const user = await createTestUser();
    const res = await postJson(t.app, '/api/create-default-modules', { user_id: user.id }, user.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, modulesCreated: 8 });
  });

  it('refuses a missing user_id with 400', async () => {
    const user = await createTestUser();
    const res = await postJson(t.app, '/api/create-default-modules', {}, user.headers);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'user_id is required' });
  });
});
