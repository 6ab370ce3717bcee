/** First sign-in: ensure the app user; default modules only when it was just created; failures logged. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@supabase/supabase-js';
import { makeSession } from './fake-session';

const session = (id: string) => makeSession(3600, id) as unknown as Session;

beforeEach(() => {
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubApi(created: boolean | 'fail') {
  const fetch = vi.fn(async (path: string, _init?: RequestInit) => {
    if (created === 'fail') return Response.json({ error: 'Unauthorized' }, { status: 401 });
    return path === '/api/ensure-app-user' ? Response.json({ created }) : Response.json({ success: true, modulesCreated: 3 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('ensureAppUser', () => {
  it('creates the default modules for a new app user, with the bearer token', async () => {
    const fetch = stubApi(true);
    const { ensureAppUser } = await import('@/lib/auth/first-sign-in');
    const signedIn = session('user-a');
    await ensureAppUser(signedIn);
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/ensure-app-user', '/api/create-default-modules']);
    const [, modules] = fetch.mock.calls;
    expect(JSON.parse(String(modules?.[1]?.body))).toEqual({ user_id: 'user-a' });
    expect(new Headers(modules?.[1]?.headers).get('authorization')).toBe(`Bearer ${signedIn.access_token}`);
  });

  it('asks for nothing more when the app user existed, and only once per page load', async () => {
    const fetch = stubApi(false);
    const { ensureAppUser } = await import('@/lib/auth/first-sign-in');
    await ensureAppUser(session('user-b'));
    await ensureAppUser(session('user-b'));
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/ensure-app-user']);
  });

  it('logs a failure without throwing, and tries again next time', async () => {
    const fetch = stubApi('fail');
    const { ensureAppUser } = await import('@/lib/auth/first-sign-in');
    await expect(ensureAppUser(session('user-c'))).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('Ensuring the app user failed', expect.any(Error));
    await ensureAppUser(session('user-c'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('auth events', () => {
  it('follow supabase-js: signed in, recovery, and a sign-out that clears the local entries', async () => {
    stubApi(false);
    const { handleAuthEvent } = await import('@/lib/auth/auth-session');
    const { useAuth } = await import('@/lib/auth/auth-store');
    handleAuthEvent('PASSWORD_RECOVERY', session('user-d'));
    expect(useAuth.getState()).toMatchObject({ status: 'authenticated', recovery: true, user: { id: 'user-d' } });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ user_id: 'user-d', email: 'ana@example.com' });
    handleAuthEvent('SIGNED_OUT', null);
    expect(useAuth.getState()).toMatchObject({ status: 'anonymous', user: null, recovery: false });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
