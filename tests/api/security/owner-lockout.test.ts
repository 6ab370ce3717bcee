/**
 * Nobody can lock the owner out (issue 12, item 4): sign-in attempts are limited per account and
 * client address, with a slower per-account backoff that never blocks the right password from a
 * new address; the refresh grant is rate-limited too. Client addresses come from X-Forwarded-For
 * (the servers here trust it, as behind a reverse proxy).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../../api/auth/rate-limit';
import { PASSWORD, followLink, lastMail, newEmail, startAuthServer, supabaseFor, type AuthServer } from '../auth/support';

let server: AuthServer;
let tight: AuthServer;

/** The defaults, with a refresh limit small enough to reach in a test. */
const TIGHT_REFRESH: RateLimits = { ...DEFAULT_RATE_LIMITS, perAddress: { ...DEFAULT_RATE_LIMITS.perAddress, refresh: { max: 3, windowSeconds: 300 } } };

beforeAll(async () => {
  server = await startAuthServer({ trustProxy: true });
  tight = await startAuthServer({ trustProxy: true, limits: TIGHT_REFRESH, database: server.database });
});
afterAll(async () => {
  await tight.close();
  await server.close();
});

async function confirmedUser(on: AuthServer = server) {
  const email = newEmail('owner');
  await supabaseFor(on.url).auth.signUp({ email, password: PASSWORD });
  const { fragment } = await followLink((await lastMail(on.mailbox, email, 'signup')).link);
  return { email, refresh: fragment.refresh_token! };
}

const token = (on: AuthServer, grant: string, body: unknown, address: string) =>
  fetch(`${on.url}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
const signIn = (email: string, password: string, address: string) => token(server, 'password', { email, password }, address);

describe('sign-in limits', () => {
  it('stop ten wrong guesses from one address without locking the owner out from another', async () => {
    const { email } = await confirmedUser();
    for (let i = 0; i < 10; i += 1) expect((await signIn(email, `Wrong${i}pass!`, '203.0.113.10')).status).toBe(400);
    const blocked = await signIn(email, PASSWORD, '203.0.113.10');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(email, PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('back an account off from addresses that failed on it, but let the right password in from a new one', async () => {
    const { email } = await confirmedUser();
    const failures = DEFAULT_RATE_LIMITS.accountFailures.max;
    for (let i = 0; i < failures; i += 1) expect((await signIn(email, `Guess${i}pass!`, `192.0.2.${i + 1}`)).status).toBe(400);
    expect((await signIn(email, 'Another1pass!', '192.0.2.1')).status).toBe(429);
    expect((await signIn(email, PASSWORD, '192.0.2.1')).status).toBe(429);
    expect((await signIn(email, PASSWORD, '198.51.100.30')).status).toBe(200);
  });
});

describe('the refresh grant', () => {
  it('is rate-limited per client address', async () => {
    let { refresh } = await confirmedUser(tight);
    for (let i = 0; i < 3; i += 1) {
      const res = await token(tight, 'refresh_token', { refresh_token: refresh }, '203.0.113.40');
      expect(res.status).toBe(200);
      refresh = (await res.json()).refresh_token;
    }
    const limited = await token(tight, 'refresh_token', { refresh_token: refresh }, '203.0.113.40');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect((await token(tight, 'refresh_token', { refresh_token: refresh }, '203.0.113.41')).status).toBe(200);
  });
});
