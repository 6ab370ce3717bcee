/**
 * GET /api/profile and /api/profile/:userId: the profile the database aggregates from the caller's
 * saved interviews (run on PGlite, and on PostgreSQL with TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema, type SaveInterviewRequest } from '../../core/contract/saved-interview';
import { createTestApp, postJson, savedInterviewPayload, type TestApp } from './support/test-app';
import { createTestUser, signTestToken, type TestUser } from './support/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (user: TestUser, path = '/api/profile') => {
  const res = await t.app.request(path, { headers: user.headers });
  expect(res.status).toBe(200);
  return ProfileSchema.parse(await res.json());
};

describe('GET /api/profile', () => {
  it('gives a new user zeros, empty lists and the token’s email', async () => {
    const user = await createTestUser('new');
    expect(await profileOf(user)).toEqual({
      user_id: user.id,
      email: user.email,
      averageScore: 0,
      interviewsCompleted: 0,
      studyHours: 0,
      weaknesses: [],
      conceptsToStudy: {},
    });
  });

  it('summarises the saved interviews: mean score, count, hours, deduplicated weaknesses and topics', async () => {
    const user = await createTestUser('busy');
    const saves = [
      savedInterviewPayload({
        score: 6,
        duration: '30',
        date_taken: '2026-01-01T10:00:00Z',
        weaknesses: { weakness1: { title: 'Valuation', description: 'old' } },
        conceptsToStudy: { concept1: { concept: 'DCF', description: 'old' } },
      }),
      savedInterviewPayload({
        score: 9,
        duration: 60,
        date_taken: '2026-02-01T10:00:00Z',
        weaknesses: { weakness1: { title: 'Valuation', description: 'new' }, weakness2: { title: 'Pacing', description: 'fast' } },
        conceptsToStudy: { concept1: { concept: 'DCF', description: 'new', resources: ['DCF guide'] } },
      }),
    ];
    for (const body of saves) expect((await postJson(t.app, '/api/save-interview', body, user.headers)).status).toBe(201);
    // A replay must not count twice.
    await postJson(t.app, '/api/save-interview', saves[0], user.headers);

    const profile = await profileOf(user);
    expect(profile).toMatchObject({ averageScore: 7.5, interviewsCompleted: 2, studyHours: 1.5 });
    expect(profile.weaknesses).toEqual([
      { title: 'Valuation', description: 'new' },
      { title: 'Pacing', description: 'fast' },
    ]);
    expect(profile.conceptsToStudy).toEqual({ DCF: { concept: 'DCF', description: 'new' } });
  });

  it('falls back to the app user’s stored email when the token carries none', async () => {
    const user = await createTestUser('stored');
    await t.app.request('/api/ensure-app-user', { method: 'POST', headers: user.headers });
    const bare = `Bearer ${await signTestToken(user.id, null)}`;
    const res = await t.app.request('/api/profile', { headers: { Authorization: bare } });
    expect(ProfileSchema.parse(await res.json()).email).toBe(user.email);
  });
});

/** Saves one interview of `user` taken on `date` (YYYY-MM-DD) and answers its id. */
async function save(user: TestUser, date: string, overrides: Partial<SaveInterviewRequest> = {}): Promise<string> {
  const body = savedInterviewPayload({ weaknesses: {}, conceptsToStudy: {}, date_taken: `${date}T12:00:00.000Z`, ...overrides });
  expect((await postJson(t.app, '/api/save-interview', body, user.headers)).status).toBe(201);
  return body.id;
}
const weakness = (title: string, description = `${title} (details)`) => ({ title, description });
const concept = (name: string, description = `${name} (details)`, resources?: string[]) => ({ concept: name, description, resources });

describe('the aggregates', () => {
  it('averages the scores, counts the interviews and turns minutes into hours', async () => {
    const user = await createTestUser();
    await save(user, '2026-01-01', { score: 6, duration: '30' });
    await save(user, '2026-01-02', { score: 8.5, duration: '45' });
    await save(user, '2026-01-03', { score: 7.3, duration: 90 });
    const profile = await profileOf(user);
    expect(profile.averageScore).toBeCloseTo(7.2667, 4);
    expect(profile.interviewsCompleted).toBe(3);
    expect(profile.studyHours).toBe(165 / 60);
  });

  it('counts fractional and exponent durations and ignores stored durations that are not numbers', async () => {
    const user = await createTestUser();
    await save(user, '2026-01-01', { duration: '22.5' });
    await save(user, '2026-01-02', { duration: 1e3 });
    // Rows written before the contract checked durations, or by hand: none of these is a duration.
    for (const [i, duration] of ['', 'about an hour', '-15', '1e+400', '9'.repeat(400)].entries()) {
      const id = await save(user, `2026-02-0${i + 1}`);
      await t.database.db.execute(sql`update interviews set duration = ${duration} where id = ${id}`);
    }
    expect((await profileOf(user)).studyHours).toBe(1022.5 / 60);
  });

  it('lists weaknesses newest interview first, deduplicated by title with the newest kept', async () => {
    const user = await createTestUser();
    await save(user, '2026-01-01', { weaknesses: { weakness1: weakness('Valuation', 'old'), weakness2: weakness('Pacing') } });
    await save(user, '2026-03-01', { weaknesses: { weakness1: weakness('Accounting'), weakness2: weakness('valuation ', 'new') } });
    await save(user, '2026-02-01', { weaknesses: { weakness1: weakness('Brevity'), weakness2: weakness('  PACING  ') } });
    expect((await profileOf(user)).weaknesses).toEqual([
      weakness('Accounting'),
      { title: 'valuation ', description: 'new' },
      weakness('Brevity'),
      weakness('  PACING  '),
    ]);
  });

  it('keeps an interview’s own items in natural key order (weakness2 before weakness10)', async () => {
    const user = await createTestUser();
    await save(user, '2026-01-01', { weaknesses: Object.fromEntries([10, 2, 1].map((n) => [`weakness${n}`, weakness(`W${n}`)])) });
    expect((await profileOf(user)).weaknesses.map((w) => w.title)).toEqual(['W1', 'W2', 'W10']);
  });

  it('keys study topics by concept, keeping the newest and dropping resources', async () => {
    const user = await createTestUser();
    await save(user, '2026-01-01', { conceptsToStudy: { concept1: concept('DCF', 'old'), concept2: concept('LBO') } });
    await save(user, '2026-02-01', { conceptsToStudy: { concept1: concept('DCF', 'new', ['guide.pdf']), concept2: concept('dcf') } });
    expect((await profileOf(user)).conceptsToStudy).toEqual({
      DCF: { concept: 'DCF', description: 'new' },
      LBO: { concept: 'LBO', description: 'LBO (details)' },
    });
  });

  it('skips weaknesses and topics with blank titles', async () => {
    const user = await createTestUser();
    await save(user, '2026-01-01', { weaknesses: { weakness1: weakness('  ') }, conceptsToStudy: { concept1: concept('') } });
    expect(await profileOf(user)).toMatchObject({ interviewsCompleted: 1, weaknesses: [], conceptsToStudy: {} });
  });

  it('counts only the caller’s interviews', async () => {
    const [ana, ben] = [await createTestUser(), await createTestUser()];
    await save(ana, '2026-01-01', { score: 2, weaknesses: { weakness1: weakness('Ana only') } });
    await save(ben, '2026-01-01', { score: 10 });
    expect(await profileOf(ben)).toMatchObject({ averageScore: 10, interviewsCompleted: 1, weaknesses: [] });
  });
});

describe('GET /api/profile/:userId', () => {
  it('gives the same profile as /api/profile for the caller’s own id', async () => {
    const user = await createTestUser();
    await postJson(t.app, '/api/save-interview', savedInterviewPayload({ score: 8 }), user.headers);
    expect(await profileOf(user, `/api/profile/${user.id}`)).toEqual(await profileOf(user));
  });

  it('refuses any other id with 403', async () => {
    const user = await createTestUser();
    const res = await t.app.request('/api/profile/not-my-id', { headers: user.headers });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Forbidden' });
  });
});
