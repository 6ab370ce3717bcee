/** GET /api/profile and /api/profile/:userId: the profile derived from the caller's saved interviews. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../core/contract/saved-interview';
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
