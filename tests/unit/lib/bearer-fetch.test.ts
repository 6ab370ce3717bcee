/** The signed-in client: bearer token, one refresh after a 401, and the answers callApi turns into errors. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileSchema, type Profile } from '@core/contract/saved-interview';
import { ApiError, callApi, createApiClient } from '@/lib/api-client';
import { UnauthorizedError, bearerFetch, type TokenSource } from '@/lib/bearer-fetch';

const profile: Profile = {
  user_id: 'user-a',
  email: 'a@example.com',
  averageScore: 0,
  interviewsCompleted: 0,
  studyHours: 0,
  weaknesses: [],
  conceptsToStudy: {},
};

function tokens(access: string | null, refreshed: string | null) {
  return { getAccessToken: vi.fn(async () => access), refreshAccessToken: vi.fn(async () => refreshed) } satisfies TokenSource;
}

/** Replaces fetch with a server answering `answers` in order; returns the calls' paths and authorization headers. */
function answerFetchWith(...answers: (() => Response)[]) {
  const calls: { path: string; authorization: string | null; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ path: String(input), authorization: new Headers(init?.headers).get('authorization'), body: init?.body });
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected request');
      return answer();
    }),
  );
  return calls;
}

const loadProfile = (source: TokenSource) => callApi(() => createApiClient(bearerFetch(source)).api.profile.$get(), ProfileSchema);

afterEach(() => vi.unstubAllGlobals());

describe('the signed-in client', () => {
  it('sends the bearer token and returns the checked answer', async () => {
    const calls = answerFetchWith(() => Response.json(profile));
    await expect(loadProfile(tokens('token-1', null))).resolves.toEqual(profile);
    expect(calls).toEqual([{ path: '/api/profile', authorization: 'Bearer token-1', body: undefined }]);
  });

  it('refreshes the session once after a 401 and sends the same request again', async () => {
    const calls = answerFetchWith(
      () => Response.json({ error: 'Unauthorized' }, { status: 401 }),
      () => Response.json({ success: true, modulesCreated: 3 }),
    );
    const source = tokens('expired', 'token-2');
    const api = createApiClient(bearerFetch(source)).api;
    const answer = await api['create-default-modules'].$post({ json: { user_id: 'user-a' } });
    expect(answer.status).toBe(200);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer expired', 'Bearer token-2']);
    expect(calls[1]?.body).toBe(JSON.stringify({ user_id: 'user-a' }));
    expect(source.refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('throws UnauthorizedError without a session, sending nothing', async () => {
    const calls = answerFetchWith();
    await expect(loadProfile(tokens(null, null))).rejects.toBeInstanceOf(UnauthorizedError);
    expect(calls).toEqual([]);
  });

  it('throws UnauthorizedError when the refreshed token is refused too', async () => {
    const refused = () => Response.json({ error: 'Unauthorized' }, { status: 401 });
    answerFetchWith(refused, refused);
    await expect(loadProfile(tokens('expired', 'also-expired'))).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("throws ApiError with the server's error text, or status 0 when the network fails", async () => {
    answerFetchWith(() => Response.json({ error: 'Forbidden' }, { status: 403 }));
    await expect(loadProfile(tokens('token-1', null))).rejects.toMatchObject({ name: 'ApiError', message: 'Forbidden', status: 403 });
    answerFetchWith(() => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await loadProfile(tokens('token-1', null)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0 });
  });
});
