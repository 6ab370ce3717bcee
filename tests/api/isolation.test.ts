/**
 * Isolation: user A reaches none of user B's data by any route (403, or nothing of B's in the
 * answer), cannot overwrite B's interview by reusing its id, and every signed-in route answers 401
 * to a missing, malformed, forged, expired or mis-addressed token.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../api/db/schema';
import { InterviewRecordSchema, ProfileSchema, type SaveInterviewRequest } from '../../core/contract/saved-interview';
import { createTestApp, postJson, savedInterviewPayload, type TestApp } from './support/test-app';
import { TEST_AUDIENCE, TEST_ISSUER, createTestUser, signTestToken, type TestUser } from './support/tokens';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let bInterview: SaveInterviewRequest;

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([createTestUser('alice'), createTestUser('bob')]);
  bInterview = savedInterviewPayload({ company: 'Bob Capital', score: 9, duration: '90' });
  expect((await postJson(t.app, '/api/save-interview', bInterview, b.headers)).status).toBe(201);
  expect((await postJson(t.app, '/api/save-interview', savedInterviewPayload({ score: 3 }), a.headers)).status).toBe(201);
});
afterAll(() => t.close());

const forbidden = async (res: Response) => {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ error: 'Forbidden' });
};

describe('user A against user B', () => {
  it('cannot list B’s interviews by naming B', async () => {
    await forbidden(await postJson(t.app, '/api/get-interviews', { user_id: b.id }, a.headers));
  });

  it('sees only their own interviews in their list', async () => {
    const res = await postJson(t.app, '/api/get-interviews', { user_id: a.id }, a.headers);
    const records = InterviewRecordSchema.array().parse(await res.json());
    expect(records).toHaveLength(1);
    expect(records.every((record) => record.user_id === a.id)).toBe(true);
    expect(records.map((record) => record.id)).not.toContain(bInterview.id);
  });

  it('cannot save an interview in B’s name', async () => {
    const attempt = savedInterviewPayload({ user_id: b.id });
    await forbidden(await postJson(t.app, '/api/save-interview', attempt, a.headers));
    expect(await t.database.db.select().from(interviews).where(eq(interviews.id, attempt.id))).toEqual([]);
  });

  it('cannot overwrite or read B’s interview by reusing its id', async () => {
    const hijack = { ...savedInterviewPayload({ company: 'Alice Partners', score: 1 }), id: bInterview.id };
    await forbidden(await postJson(t.app, '/api/save-interview', hijack, a.headers));
    await forbidden(await postJson(t.app, '/api/save-interview', { ...hijack, user_id: a.id }, a.headers));
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, bInterview.id));
    expect(row).toMatchObject({ userId: b.id, company: 'Bob Capital', score: 9 });
  });

  it('cannot read B’s profile, and B’s interviews do not count in A’s', async () => {
    await forbidden(await t.app.request(`/api/profile/${b.id}`, { headers: a.headers }));
    const own = ProfileSchema.parse(await (await t.app.request('/api/profile', { headers: a.headers })).json());
    expect(own).toMatchObject({ user_id: a.id, email: a.email, interviewsCompleted: 1, averageScore: 3, studyHours: 0.5 });
  });

  it('cannot request default modules for B', async () => {
    await forbidden(await postJson(t.app, '/api/create-default-modules', { user_id: b.id }, a.headers));
  });

  it('leaves B’s own view intact', async () => {
    const res = await postJson(t.app, '/api/get-interviews', { user_id: b.id }, b.headers);
    const records = InterviewRecordSchema.array().parse(await res.json());
    expect(records).toEqual([expect.objectContaining({ id: bInterview.id, user_id: b.id, company: 'Bob Capital' })]);
  });
});

describe('tokens', () => {
  const routes: Array<[method: 'GET' | 'POST', path: string, body?: () => unknown]> = [
    ['POST', '/api/save-interview', () => savedInterviewPayload()],
    ['POST', '/api/get-interviews', () => ({ user_id: a.id })],
    ['GET', '/api/profile'],
    ['GET', '/api/profile/:self'],
    ['POST', '/api/ensure-app-user'],
    ['POST', '/api/create-default-modules', () => ({ user_id: a.id })],
  ];
  const badAuthorizations: Array<[string, () => Promise<string | undefined>]> = [
    ['no Authorization header', async () => undefined],
    ['a non-Bearer scheme', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['a token that is not a JWT', async () => 'Bearer not-a-jwt'],
    ['a token signed by another key', async () => `Bearer ${await signTestToken(a.id, a.email, 'wrong-key')}`],
    ['an expired token', async () => `Bearer ${await signTestToken(a.id, a.email, 'expired')}`],
    ['a token from another issuer', async () => `Bearer ${await signTestToken(a.id, a.email, 'wrong-issuer')}`],
    ['a token for another audience', async () => `Bearer ${await signTestToken(a.id, a.email, 'wrong-audience')}`],
    ['an unsigned token (alg none)', async () => `Bearer ${unsignedToken(a.id)}`],
  ];

  for (const [method, path, body] of routes) {
    it.each(badAuthorizations)(`${method} ${path} answers 401 to %s`, async (_case, authorization) => {
      const header = await authorization();
      const res = await t.app.request(path.replace(':self', a.id), {
        method,
        headers: { 'Content-Type': 'application/json', ...(header ? { Authorization: header } : {}) },
        body: body ? JSON.stringify(body()) : undefined,
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Unauthorized' });
    });
  }
});

/** A JWT with `alg: none` and no signature, claiming to be `sub`. */
function unsignedToken(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, aud: TEST_AUDIENCE, iss: TEST_ISSUER, iat: now, exp: now + 3600 })}.`;
}
