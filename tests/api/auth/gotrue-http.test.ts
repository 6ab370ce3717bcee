/**
 * The /auth/v1 HTTP interface beyond what supabase-js exercises: GoTrue-shaped errors and headers,
 * the JWKS and settings, the refresh-token grace window for lost replies, PKCE refusal, the
 * bearer checks of /user and /logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, followLink, lastMail, newEmail, startAuthServer, supabaseFor, type AuthServer } from './support';

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer({ refreshReuseSeconds: 10 });
});
afterAll(() => server.close());

const auth = (path: string, init: RequestInit = {}) => fetch(`${server.url}/auth/v1${path}`, init);
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  auth(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** A confirmed user's session, straight from the confirmation link. */
async function session() {
  const email = newEmail('http');
  await supabaseFor(server.url).auth.signUp({ email, password: PASSWORD });
  const { fragment } = await followLink((await lastMail(server.mailbox, email, 'signup')).link);
  return { email, access: fragment.access_token!, refresh: fragment.refresh_token! };
}

const refresh = (token: string) => postJson('/token?grant_type=refresh_token', { refresh_token: token });

describe('errors and metadata', () => {
  it('answers GoTrue-shaped errors with the API version header', async () => {
    const res = await auth('/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({
      code: 'bad_json',
      error_code: 'bad_json',
      msg: 'Could not parse request body as JSON',
      message: 'Could not parse request body as JSON',
    });
  });

  it('answers unknown endpoints with a GoTrue 404', async () => {
    const res = await postJson('/otp', { email: 'a@example.com' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });

  it('publishes the ES256 public key and the settings', async () => {
    const jwks = await (await auth('/.well-known/jwks.json')).json();
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.any(String) })]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(await (await auth('/settings')).json()).toMatchObject({ external: { email: true, google: false }, mailer_autoconfirm: false });
  });

  it('refuses the PKCE flow with a clear message', async () => {
    const res = await postJson('/signup', { email: newEmail('pkce'), password: PASSWORD, code_challenge: 'abc', code_challenge_method: 's256' });
    expect(res.status).toBe(400);
    expect((await res.json()).msg).toMatch(/implicit/);
  });

  it('needs a valid bearer token for /user and /logout', async () => {
    expect(await (await auth('/user')).json()).toMatchObject({ code: 'no_authorization' });
    const bad = await auth('/user', { headers: { Authorization: 'Bearer x.y.z' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'bad_jwt' });
    expect((await postJson('/logout', {}, { Authorization: 'Bearer x.y.z' })).status).toBe(401);
  });

  it('refuses an email change and an unknown logout scope', async () => {
    const { access } = await session();
    const headers = { 'content-type': 'application/json', Authorization: `Bearer ${access}` };
    const change = await auth('/user', { method: 'PUT', headers, body: JSON.stringify({ email: newEmail('new') }) });
    expect(change.status).toBe(422);
    expect((await postJson('/logout?scope=everyone', {}, { Authorization: `Bearer ${access}` })).status).toBe(400);
    expect((await postJson('/logout?scope=local', {}, { Authorization: `Bearer ${access}` })).status).toBe(204);
  });
});

describe('refresh-token grace window', () => {
  it('answers a replayed token again when its successor was never used (a lost reply)', async () => {
    const { refresh: original } = await session();
    const first = await refresh(original);
    expect(first.status).toBe(200);
    const lost = (await first.json()).refresh_token as string;

    const retry = await refresh(original);
    expect(retry.status).toBe(200);
    const kept = (await retry.json()).refresh_token as string;
    expect(kept).not.toBe(lost);
    const next = await refresh(kept);
    expect(next.status).toBe(200);

    server.advanceClock(11); // past the window, the lost token is a replay
    expect(await (await refresh(lost)).json()).toMatchObject({ code: 'refresh_token_already_used' });
    expect((await refresh((await next.json()).refresh_token)).status).toBe(400);
  });

  it('ends the session when a replayed token’s successor was already used', async () => {
    const { refresh: original } = await session();
    const successor = (await (await refresh(original)).json()).refresh_token as string;
    const next = (await (await refresh(successor)).json()).refresh_token as string;

    const replay = await refresh(original);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'refresh_token_already_used' });
    expect((await refresh(next)).status).toBe(400);
  });

  it('ends the session when the grace window has passed', async () => {
    const { refresh: original } = await session();
    expect((await refresh(original)).status).toBe(200);
    server.advanceClock(11);
    expect(await (await refresh(original)).json()).toMatchObject({ code: 'refresh_token_already_used' });
  });
});
