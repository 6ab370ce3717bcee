/**
 * Bounded reads and stores (issue 12, item 8): get-interviews answers a page (default 50, a cursor
 * for the next), and a user's stored interviews and practice answers are capped with a clear error.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAppUser } from '../../../api/services/app-users';
import { MAX_INTERVIEWS_PER_USER, MAX_PRACTICE_RESPONSES_PER_USER } from '../../../core/contract/constants';
import { InterviewRecordSchema } from '../../../core/contract/saved-interview';
import { createTestApp, postJson, savedInterviewPayload, type TestApp } from '../support/test-app';
import { createTestUser, type TestUser } from '../support/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Stores `count` interviews of `user` straight in the database, one a minute back from 2026-01-01. */
async function storeInterviews(user: TestUser, count: number) {
  await ensureAppUser(t.database.db, user);
  const p = savedInterviewPayload();
  await t.database.db.execute(sql`
    insert into interviews (id, user_id, question_bank, transcript, company, industry, stage, location, duration, interview_type,
      feedback, strengths, questions_struggled, concepts_to_study, weaknesses, score, date_taken)
    select gen_random_uuid(), ${user.id}, ${JSON.stringify(p.question_bank)}::jsonb, ${p.transcript}, ${p.company}, ${p.industry}, ${p.stage},
      ${p.location}, ${p.duration}, ${p.interviewType}, ${JSON.stringify(p.feedback)}::jsonb, ${JSON.stringify(p.strengths)}::jsonb,
      ${JSON.stringify(p.questionsStruggled)}::jsonb, ${JSON.stringify(p.conceptsToStudy)}::jsonb, ${JSON.stringify(p.weaknesses)}::jsonb, 7,
      timestamptz '2026-01-01T00:00:00Z' - make_interval(mins => n)
    from generate_series(1, ${count}::int) as n`);
}

const page = async (user: TestUser, body: Record<string, unknown> = {}) => {
  const res = await postJson(t.app, '/api/get-interviews', { user_id: user.id, ...body }, user.headers);
  expect(res.status).toBe(200);
  return { records: InterviewRecordSchema.array().parse(await res.json()), next: res.headers.get('x-next-cursor') };
};

describe('POST /api/get-interviews', () => {
  it('answers 50 newest first by default, and the rest through the cursor', async () => {
    const user = await createTestUser();
    await storeInterviews(user, 120);
    const first = await page(user);
    expect(first.records).toHaveLength(50);
    expect(first.next).toBeTruthy();
    const second = await page(user, { cursor: first.next, limit: 100 });
    expect(second.records).toHaveLength(70);
    expect(second.next).toBeNull();
    const dates = [...first.records, ...second.records].map((r) => r.date_taken);
    expect(new Set([...first.records, ...second.records].map((r) => r.id)).size).toBe(120);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses a malformed cursor or limit with 400', async () => {
    const user = await createTestUser();
    for (const body of [{ cursor: 'not-a-cursor' }, { limit: 0 }, { limit: 1000 }]) {
      const res = await postJson(t.app, '/api/get-interviews', { user_id: user.id, ...body }, user.headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
  });
});

describe('caps on what one user stores', () => {
  it('refuses another interview past the cap with a clear error', async () => {
    const user = await createTestUser();
    await storeInterviews(user, MAX_INTERVIEWS_PER_USER);
    const res = await postJson(t.app, '/api/save-interview', savedInterviewPayload(), user.headers);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(new RegExp(`${MAX_INTERVIEWS_PER_USER.toLocaleString('en-US')} interviews`));
  });

  it('refuses another practice answer past the cap with a clear error', async () => {
    const user = await createTestUser();
    await ensureAppUser(t.database.db, user);
    await t.database.db.execute(sql`
      insert into practice_responses (id, user_id, question, response)
      select gen_random_uuid(), ${user.id}, 'Why banking?', 'Because.' from generate_series(1, ${MAX_PRACTICE_RESPONSES_PER_USER}::int)`);
    const res = await postJson(t.app, '/api/store-practice-question', { id: crypto.randomUUID(), question: 'Why banking?', response: 'Deals.' }, user.headers);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(new RegExp(`${MAX_PRACTICE_RESPONSES_PER_USER.toLocaleString('en-US')} practice answers`));
  });
});
