/**
 * The auth store and session calls against the real supabase-js client (its HTTP answered by a
 * fake fetch): sign-out clears the local entries, a failed sign-out changes nothing, a network
 * failure while refreshing keeps the user signed in (offline), a rejected refresh token signs out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/lib/auth/local-entries';
import type * as SupabaseModule from '@/lib/supabase';
import { gotrueJson, makeSession, persistSession } from './fake-session';

const auth = vi.hoisted((): { fetch: ReturnType<typeof vi.fn<typeof fetch>>; client: unknown } => ({ fetch: vi.fn<typeof fetch>(), client: undefined }));

vi.mock('@/lib/supabase', async (importOriginal) => {
  const actual = await importOriginal<typeof SupabaseModule>();
  const config = { mode: 'embedded' as const, url: null, anonKey: 'embedded', googleEnabled: false };
  return {
    ...actual,
    getSupabase: async () =>
      (auth.client ??= actual.createSupabaseClient(config, 'http://localhost:3000', (...args) => auth.fetch(...args))),
  };
});

async function loadAuth() {
  const store = await import('@/lib/auth/auth-store');
  const session = await import('@/lib/auth/auth-session');
  return { ...store, ...session };
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  auth.fetch.mockReset();
  auth.client = undefined;
  // One client per test: no cross-talk between clients of earlier tests.
  vi.stubGlobal('BroadcastChannel', undefined);
  // First sign-in calls (POST /api/ensure-app-user) are not under test here.
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ created: false })));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0)); // let first-sign-in calls settle
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signOut', () => {
  it('ends the session and clears authToken and user', async () => {
    persistSession(makeSession(3600));
    auth.fetch.mockImplementation(async () => new Response(null, { status: 204 }));
    const { useAuth, signOut } = await loadAuth();
    expect(useAuth.getState()).toMatchObject({ status: 'authenticated', user: { email: 'ana@example.com' } });

    expect(await signOut()).toBe(true);

    expect(String(auth.fetch.mock.calls[0]?.[0])).toContain('/auth/v1/logout');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(useAuth.getState()).toMatchObject({ status: 'anonymous', user: null, session: null });
  });

  it('logs a failure and leaves the state and entries unchanged', async () => {
    const session = makeSession(3600);
    persistSession(session);
    auth.fetch.mockImplementation(networkDown);
    const { useAuth, signOut } = await loadAuth();

    expect(await signOut()).toBe(false);

    expect(console.error).toHaveBeenCalledWith('Sign-out failed', expect.anything());
    expect(localStorage.getItem('authToken')).toBe(session.access_token);
    expect(useAuth.getState().status).toBe('authenticated');
  });

  it('fails at once while the device is offline', async () => {
    persistSession(makeSession(3600));
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { useAuth, signOut } = await loadAuth();
    expect(await signOut()).toBe(false);
    expect(auth.fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(useAuth.getState().status).toBe('authenticated');
  });
});

describe('an expired access token', () => {
  it('keeps the user signed in when the refresh fails for network reasons, and refreshes once back online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const session = makeSession(-600);
    persistSession(session);
    auth.fetch.mockImplementation(networkDown);
    const { useAuth, getAuthClient, refreshAccessToken } = await loadAuth();
    expect(useAuth.getState().status).toBe('loading');

    void getAuthClient();
    await vi.advanceTimersByTimeAsync(40_000);

    expect(useAuth.getState()).toMatchObject({ status: 'authenticated', user: { id: session.user.id } });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(localStorage.getItem('authToken')).toBe(session.access_token);

    // Back online after supabase-js's cool-down on a failed refresh token (60 s).
    await vi.advanceTimersByTimeAsync(60_000);
    const fresh = makeSession(3600);
    auth.fetch.mockImplementation(async () => gotrueJson(200, { ...fresh, access_token: `${fresh.access_token}x`, refresh_token: 'refresh-2' }));
    const refreshing = refreshAccessToken();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await refreshing).toBe(`${fresh.access_token}x`);
    expect(localStorage.getItem('authToken')).toBe(`${fresh.access_token}x`);
    expect(useAuth.getState().status).toBe('authenticated');
  });

  it('signs the user out when the server rejects the refresh token', async () => {
    persistSession(makeSession(-600));
    auth.fetch.mockImplementation(async () => gotrueJson(400, { code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' }));
    const { useAuth, getAuthClient } = await loadAuth();

    await getAuthClient();
    await vi.waitFor(() => expect(useAuth.getState().status).toBe('anonymous'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('getAccessToken', () => {
  it('never loads supabase-js for a visitor', async () => {
    const { getAccessToken } = await loadAuth();
    expect(await getAccessToken()).toBeNull();
    expect(auth.fetch).not.toHaveBeenCalled();
  });

  it('gives the valid access token of the signed-in user', async () => {
    const session = makeSession(3600);
    persistSession(session);
    const { getAccessToken } = await loadAuth();
    expect(await getAccessToken()).toBe(session.access_token);
  });
});
