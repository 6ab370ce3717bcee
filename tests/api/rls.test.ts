/**
 * Row-level security as the migrations leave it (what Supabase's PostgREST enforces for the anon key
 * and for users' tokens), on PGlite and on the PostgreSQL at TEST_DATABASE_URL. The test connects as
 * the table owner, joins the anon and authenticated roles (needs CREATEROLE), and runs each check in
 * a transaction that switches role (SET LOCAL ROLE), sets the JWT `sub` claim that auth.uid() reads,
 * and is always rolled back.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/client';
import { appUsers, interviews, questions } from '../../api/db/schema';
import { saveInterview } from '../../api/services/interviews';
import { SaveInterviewRequestSchema } from '../../core/contract/saved-interview';
import { openTestDatabase, savedInterviewPayload } from './support/test-app';

let database: Database;
type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

const a = randomUUID();
const b = randomUUID();
const aInterviews: string[] = [];
let bInterview: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`GRANT anon, authenticated TO current_user`);
  for (const [id, owner] of [[a, 'a'], [b, 'b']] as const) {
    await database.db.insert(appUsers).values({ id, email: `${owner}-${id}@example.com` });
  }
  for (const owner of [a, a, b]) {
    const saved = await saveInterview(database.db, owner, SaveInterviewRequestSchema.parse(savedInterviewPayload()));
    if (saved.outcome !== 'created') throw new Error('setup failed');
    if (owner === a) aInterviews.push(saved.interview.id);
    else bInterview = saved.interview.id;
  }
});
afterAll(() => database.close());

class Rollback extends Error {}

/**
 * Runs `check` as `role` with auth.uid() = `sub`, after `prepare` ran as the owner, in one
 * transaction that is rolled back; returns what `check` returned.
 */
async function asRole<T>(role: 'anon' | 'authenticated', sub: string | null, check: (tx: Tx) => Promise<T>, prepare?: (tx: Tx) => Promise<unknown>): Promise<T> {
  let result: T | undefined;
  try {
    await database.db.transaction(async (tx) => {
      await prepare?.(tx);
      await tx.execute(sql.raw(`SET LOCAL ROLE ${role}`));
      if (sub) await tx.execute(sql`SELECT set_config('request.jwt.claim.sub', ${sub}, true)`);
      result = await check(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as T;
}

/** The messages of an error and its causes (drizzle wraps the driver's error). */
function messages(error: unknown): string {
  const parts: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) parts.push(e.message);
  return parts.join(' | ');
}

async function expectRefused(promise: Promise<unknown>, reason: RegExp): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the statement should have been refused').toBeInstanceOf(Error);
  expect(messages(error)).toMatch(reason);
}

const RLS_VIOLATION = /violates row-level security policy/;
const NO_PRIVILEGE = /permission denied/;

/** An interviews row owned by `userId`, as an INSERT through PostgREST would write it. */
function interviewRow(userId: string): typeof interviews.$inferInsert {
  const p = SaveInterviewRequestSchema.parse(savedInterviewPayload());
  return {
    id: p.id, userId, questionBank: p.question_bank, transcript: p.transcript, company: p.company, industry: p.industry,
    stage: p.stage, location: p.location, duration: p.duration, interviewType: p.interviewType, feedback: p.feedback,
    strengths: p.strengths, questionsStruggled: p.questionsStruggled, conceptsToStudy: p.conceptsToStudy,
    weaknesses: p.weaknesses, score: p.score,
  };
}

describe('the authenticated role (a user’s token)', () => {
  it('sees only its own interviews', async () => {
    const ids = await asRole('authenticated', a, async (tx) => (await tx.select({ id: interviews.id }).from(interviews)).map((r) => r.id));
    expect(ids.sort()).toEqual([...aInterviews].sort());
    const other = await asRole('authenticated', a, (tx) => tx.select().from(interviews).where(eq(interviews.id, bInterview)));
    expect(other).toEqual([]);
  });

  it('inserts a row for itself but not for another user', async () => {
    const own = await asRole('authenticated', a, (tx) => tx.insert(interviews).values(interviewRow(a)).returning({ id: interviews.id }));
    expect(own).toHaveLength(1);
    await expectRefused(asRole('authenticated', a, (tx) => tx.insert(interviews).values(interviewRow(b))), RLS_VIOLATION);
  });

  it('cannot update or delete another user’s rows, nor hand its own row to another user', async () => {
    const updated = await asRole('authenticated', a, (tx) =>
      tx.update(interviews).set({ company: 'Hijacked', score: 0 }).where(eq(interviews.id, bInterview)).returning({ id: interviews.id }),
    );
    expect(updated).toEqual([]);
    const deleted = await asRole('authenticated', a, (tx) => tx.delete(interviews).where(eq(interviews.id, bInterview)).returning({ id: interviews.id }));
    expect(deleted).toEqual([]);
    await expectRefused(
      asRole('authenticated', a, (tx) => tx.update(interviews).set({ userId: b }).where(eq(interviews.id, aInterviews[0]!))),
      RLS_VIOLATION,
    );
    const [row] = await database.db.select().from(interviews).where(eq(interviews.id, bInterview));
    expect(row).toMatchObject({ userId: b, company: 'Goldman Sachs', score: 7.5 });
  });

  it('sees and creates only its own app user row', async () => {
    const rows = await asRole('authenticated', a, (tx) => tx.select({ id: appUsers.id }).from(appUsers));
    expect(rows).toEqual([{ id: a }]);
    await expectRefused(
      asRole('authenticated', a, (tx) => tx.insert(appUsers).values({ id: randomUUID(), email: 'someone@example.com' })),
      RLS_VIOLATION,
    );
  });

  it('sees nothing without a sub claim', async () => {
    expect(await asRole('authenticated', null, (tx) => tx.select().from(interviews))).toEqual([]);
    expect(await asRole('authenticated', null, (tx) => tx.select().from(appUsers))).toEqual([]);
  });
});

describe('the anon role (the public key)', () => {
  const questionId = `rls-test-${randomUUID()}`;
  const addQuestion = (tx: Tx) =>
    tx.insert(questions).values({
      id: questionId, type: 'Technical', category: 'Valuation', difficulty: 'basic', question: 'What is a DCF?',
      variants: [], industryGroups: [], firms: [], keyPoints: [], answer: 'A valuation method.',
    });

  it('reads the question bank', async () => {
    const rows = await asRole('anon', null, (tx) => tx.select({ id: questions.id }).from(questions).where(eq(questions.id, questionId)), addQuestion);
    expect(rows).toEqual([{ id: questionId }]);
  });

  it('has no privilege on interviews or app users as migrated', async () => {
    await expectRefused(asRole('anon', null, (tx) => tx.select().from(interviews)), NO_PRIVILEGE);
    await expectRefused(asRole('anon', null, (tx) => tx.select().from(appUsers)), NO_PRIVILEGE);
    await expectRefused(asRole('anon', null, (tx) => tx.insert(interviews).values(interviewRow(a))), NO_PRIVILEGE);
  });

  it('sees no rows and inserts nothing even with Supabase’s default table grants', async () => {
    const supabaseGrants = (tx: Tx) => tx.execute(sql`GRANT SELECT, INSERT, UPDATE, DELETE ON interviews, appusers TO anon`);
    expect(await asRole('anon', a, (tx) => tx.select().from(interviews), supabaseGrants)).toEqual([]);
    expect(await asRole('anon', a, (tx) => tx.select().from(appUsers), supabaseGrants)).toEqual([]);
    await expectRefused(asRole('anon', a, (tx) => tx.insert(interviews).values(interviewRow(a)), supabaseGrants), RLS_VIOLATION);
    const updated = await asRole('anon', a, (tx) => tx.update(interviews).set({ score: 0 }).returning({ id: interviews.id }), supabaseGrants);
    expect(updated).toEqual([]);
  });
});
