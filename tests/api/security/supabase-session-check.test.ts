/**
 * Revoked sessions in Supabase mode (issue 12, item 3): by default the API checks a Supabase token's
 * signature and expiry only, so a signed-out session still opens /api until the token expires; with
 * SUPABASE_SESSION_CHECK=on it asks the project through supabase-js and refuses it at once. The
 * embedded auth (a Supabase-compatible /auth/v1 with a JWKS) stands in for the project.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../../api/ai/offline-provider';
import { createApp } from '../../../api/app';
import { authFromEnv, createAuth } from '../../../api/auth/create-auth';
import { readEnv } from '../../../api/config/env';
import { deriveModes } from '../../../api/config/modes';
import { createMemoryCounters } from '../../../api/http/fixed-window';
import { PASSWORD, followLink, lastMail, newEmail, startAuthServer, supabaseFor, type AuthServer } from '../auth/support';

let project: AuthServer;
beforeAll(async () => {
  project = await startAuthServer();
});
afterAll(() => project.close());

/** An app in Supabase mode pointed at the stand-in project. */
function supabaseModeApp(sessionCheck: boolean, sessionCacheMs?: number) {
  const auth = createAuth({ mode: 'supabase', supabaseUrl: project.url, anonKey: 'anon', siteUrl: 'http://app.example', sessionCheck, sessionCacheMs });
  return createApp({ db: project.database.db, ai: createOfflineProvider(), modes: deriveModes(readEnv({})).modes, verifier: auth.verifier, auth });
}

/** A confirmed user signed in through supabase-js, and the client holding that session. */
async function signedIn() {
  const email = newEmail('supabase-mode');
  const client = supabaseFor(project.url);
  await client.auth.signUp({ email, password: PASSWORD });
  await followLink((await lastMail(project.mailbox, email, 'signup')).link);
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, access: data.session!.access_token };
}

const profile = (app: ReturnType<typeof createApp>, access: string) => app.request('/api/profile', { headers: { Authorization: `Bearer ${access}` } });

describe('Supabase mode, a token whose session was signed out', () => {
  it('still opens /api without the session check (the documented default)', async () => {
    const app = supabaseModeApp(false);
    const { client, access } = await signedIn();
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await profile(app, access)).status).toBe(200);
  });

  it('is refused by /api with the session check on', async () => {
    const app = supabaseModeApp(true, 0);
    const { client, access } = await signedIn();
    expect((await profile(app, access)).status).toBe(200);
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    const res = await profile(app, access);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Unauthorized' });
  });

  it('is refused when the project cannot answer', async () => {
    const auth = createAuth({ mode: 'supabase', supabaseUrl: project.url, anonKey: 'anon', siteUrl: 'http://app.example', sessionCheck: true, fetch: async () => new Response(null, { status: 503 }) });
    const app = createApp({ db: project.database.db, ai: createOfflineProvider(), modes: deriveModes(readEnv({})).modes, verifier: auth.verifier, auth });
    const { access } = await signedIn();
    expect((await profile(app, access)).status).toBe(401);
  });
});

describe('SUPABASE_SESSION_CHECK', () => {
  it('turns the check on from the environment (off by default)', async () => {
    const verifierFor = async (check?: string) =>
      (await authFromEnv(readEnv({ SUPABASE_URL: project.url, SUPABASE_ANON_KEY: 'anon', SUPABASE_SESSION_CHECK: check }), project.database.db, createMemoryCounters(), () => {})).verifier;
    const { client, access } = await signedIn();
    await client.auth.signOut({ scope: 'global' });
    await expect((await verifierFor('on')).verify(access)).rejects.toThrow();
    await expect((await verifierFor(undefined)).verify(access)).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('refuses a value other than on or off', () => {
    expect(() => readEnv({ SUPABASE_SESSION_CHECK: 'yes' })).toThrow(/SUPABASE_SESSION_CHECK: must be one of: on, off/);
  });
});
