/**
 * The spec's own calls (POST /api/forgot-password, GET /api/verify), GET /api/config, rate limits
 * (429 + Retry-After under /api and /auth/v1), the redirect allow-list of e-mail links, and the
 * Supabase-mode account calls run against the embedded auth as a stand-in GoTrue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../../../api/auth/create-auth';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../../api/auth/rate-limit';
import { createApp } from '../../../api/app';
import { createOfflineProvider } from '../../../api/ai/offline-provider';
import { readEnv } from '../../../api/config/env';
import { deriveModes } from '../../../api/config/modes';
import { RuntimeConfigSchema } from '../../../core/contract/runtime-config';
import { PASSWORD, followLink, lastMail, mailsTo, newEmail, startAuthServer, supabaseFor, type AuthServer } from './support';

const FORGOT_MESSAGE = 'If an account exists with this email, you will receive a password reset link.';

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer({ recoverMinMs: 250 });
});
afterAll(() => server.close());

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function confirmedUser(target: AuthServer = server) {
  const email = newEmail('account');
  await supabaseFor(target.url).auth.signUp({ email, password: PASSWORD });
  return { email, token: new URL((await lastMail(target.mailbox, email, 'signup')).link).searchParams.get('token')! };
}

describe('GET /api/config', () => {
  it('names the embedded auth on this origin with the public placeholder key', async () => {
    const res = await fetch(`${server.url}/api/config`);
    expect(res.status).toBe(200);
    expect(RuntimeConfigSchema.parse(await res.json())).toEqual({
      auth: { mode: 'embedded', url: null, anonKey: 'greenshoe-embedded-anon-key', googleEnabled: false },
    });
  });

  it('names the Supabase project in Supabase mode', async () => {
    const auth = createAuth({ mode: 'supabase', supabaseUrl: 'https://abc.supabase.co', anonKey: 'sb_publishable_x', siteUrl: 'https://app.example' });
    const app = createApp({ db: server.database.db, ai: createOfflineProvider(), modes: deriveModes(readEnv({})).modes, verifier: auth.verifier, auth });
    expect(await (await app.request('/api/config')).json()).toEqual({
      auth: { mode: 'supabase', url: 'https://abc.supabase.co', anonKey: 'sb_publishable_x', googleEnabled: true },
    });
    expect((await app.request('/auth/v1/settings')).status).toBe(404);
  });
});

describe('POST /api/forgot-password', () => {
  it('answers known and unknown addresses alike, in similar time, and mails only the known one', async () => {
    const { email } = await confirmedUser();
    const timed = async (address: string) => {
      const started = performance.now();
      const res = await post(`${server.url}/api/forgot-password`, { email: address });
      return { status: res.status, body: await res.json(), ms: performance.now() - started };
    };
    const known = await timed(email);
    const unknown = await timed(newEmail('nobody'));
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    expect(known.body).toEqual({ message: FORGOT_MESSAGE });
    expect(known.ms).toBeGreaterThanOrEqual(240);
    expect(unknown.ms).toBeGreaterThanOrEqual(240);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(200);
    expect(await mailsTo(server.mailbox, email, 'recovery')).toHaveLength(1);
  });

  it('validates the address with the spec messages', async () => {
    expect(await (await post(`${server.url}/api/forgot-password`, {})).json()).toEqual({ error: 'Email is required' });
    const res = await post(`${server.url}/api/forgot-password`, { email: 'nope' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Email is invalid' });
  });
});

describe('GET /api/verify', () => {
  it('verifies with the e-mailed token once, then answers 400', async () => {
    const { email, token } = await confirmedUser();
    const ok = await fetch(`${server.url}/api/verify?token=${token}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ verified: true });
    expect((await supabaseFor(server.url).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const again = await fetch(`${server.url}/api/verify?token=${token}`);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: "We couldn't verify your account. The link may be invalid or expired." });
  });

  it('answers 400 without a token or with an expired one', async () => {
    expect((await fetch(`${server.url}/api/verify`)).status).toBe(400);
    const { token } = await confirmedUser();
    server.advanceClock(24 * 3600 + 1);
    expect((await fetch(`${server.url}/api/verify?token=${token}`)).status).toBe(400);
    server.advanceClock(-(24 * 3600 + 1));
  });
});

describe('e-mail link redirects', () => {
  it('replaces a redirect_to on another origin with /auth/redirect', async () => {
    const email = newEmail('evil');
    await supabaseFor(server.url).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'https://evil.example/steal' } });
    const link = new URL((await lastMail(server.mailbox, email, 'signup')).link);
    link.searchParams.set('redirect_to', 'https://evil.example/steal'); // even when edited into the link
    const { target, fragment } = await followLink(link.href);
    expect(`${target.origin}${target.pathname}`).toBe(`${server.url}/auth/redirect`);
    expect(fragment.access_token).toBeTruthy();
  });
});

describe('rate limits', () => {
  const tight: RateLimits = {
    ...DEFAULT_RATE_LIMITS,
    perAddress: { ...DEFAULT_RATE_LIMITS.perAddress, signIn: { max: 3, windowSeconds: 60 }, verify: { max: 2, windowSeconds: 60 } },
    perEmail: { ...DEFAULT_RATE_LIMITS.perEmail, recover: { max: 2, windowSeconds: 3600 } },
  };
  let limited: AuthServer;

  beforeAll(async () => {
    limited = await startAuthServer({ limits: tight, database: server.database });
  });
  afterAll(() => limited.close());

  it('answers the fourth sign-in in a minute with 429 over_request_rate_limit and Retry-After', async () => {
    const attempt = () => post(`${limited.url}/auth/v1/token?grant_type=password`, { email: newEmail('x'), password: 'Wrong123!' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(400);
    const res = await attempt();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ code: 'over_request_rate_limit', msg: expect.stringMatching(/^Too many requests/) });
    const { error } = await supabaseFor(limited.url).auth.signInWithPassword({ email: newEmail('y'), password: PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('limits reset requests per email, alike for known and unknown addresses, under /api as { error }', async () => {
    const email = newEmail('many');
    for (let i = 0; i < 2; i += 1) expect((await post(`${limited.url}/api/forgot-password`, { email })).status).toBe(200);
    const res = await post(`${limited.url}/api/forgot-password`, { email });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/) });
    const viaSupabase = await supabaseFor(limited.url).auth.resetPasswordForEmail(email);
    expect(viaSupabase.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('limits verification per address', async () => {
    for (let i = 0; i < 2; i += 1) expect((await fetch(`${limited.url}/api/verify?token=nope`)).status).toBe(400);
    const res = await fetch(`${limited.url}/api/verify?token=nope`);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('Supabase mode account calls (the embedded auth standing in for the project)', () => {
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    const auth = createAuth({ mode: 'supabase', supabaseUrl: server.url, anonKey: 'anon', siteUrl: server.url });
    app = createApp({ db: server.database.db, ai: createOfflineProvider(), modes: deriveModes(readEnv({})).modes, verifier: auth.verifier, auth });
  });

  it('sends the reset through resetPasswordForEmail, answering alike for unknown addresses', async () => {
    const { email, token } = await confirmedUser();
    await fetch(`${server.url}/api/verify?token=${token}`);
    const body = { 'content-type': 'application/json' };
    const known = await app.request('/api/forgot-password', { method: 'POST', headers: body, body: JSON.stringify({ email }) });
    const unknown = await app.request('/api/forgot-password', { method: 'POST', headers: body, body: JSON.stringify({ email: newEmail('n') }) });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await lastMail(server.mailbox, email, 'recovery');
    expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(`${server.url}/auth/redirect`);
  });

  it('verifies through verifyOtp with token_hash', async () => {
    const { token } = await confirmedUser();
    const ok = await app.request(`/api/verify?token=${token}`);
    expect(await ok.json()).toEqual({ verified: true });
    expect((await app.request(`/api/verify?token=${token}`)).status).toBe(400);
  });
});
