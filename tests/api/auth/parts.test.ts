/**
 * The parts of sign-in on their own: the signing-key file, the mailbox and SMTP mailers, the rate
 * limiter, redirect checks, the password rule, and the environment's auth and e-mail modes.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { weakPasswordReasons } from '../../../api/auth/embedded/passwords';
import { allowedRedirect } from '../../../api/auth/embedded/redirects';
import { createRateLimiter, type RateLimits } from '../../../api/auth/rate-limit';
import { createMemoryCounters } from '../../../api/http/fixed-window';
import { loadOrCreateSigningKey, signingKeyPath } from '../../../api/auth/signing-key';
import { readEnv, siteUrlOf } from '../../../api/config/env';
import { deriveModes } from '../../../api/config/modes';
import { createMailboxMailer } from '../../../api/services/mail/mailbox';
import { linkMessage } from '../../../api/services/mail/mailer';
import { createSmtpMailer } from '../../../api/services/mail/smtp';
import { readMailbox } from './support';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'greenshoe-parts-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('signing key', () => {
  it('is created once under DATA_DIR/auth with mode 0600 and read back with the same kid', async () => {
    const first = await loadOrCreateSigningKey(dir);
    const path = signingKeyPath(dir);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'auth'))).mode & 0o777).toBe(0o700);
    const again = await loadOrCreateSigningKey(dir);
    expect(again.kid).toBe(first.kid);
    expect(again.publicJwk).toEqual(first.publicJwk);
    expect(first.publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'], kid: first.kid });
    expect(first.publicJwk).not.toHaveProperty('d');
  });

  it('agrees on one key when two starts race', async () => {
    const [a, b] = await Promise.all([loadOrCreateSigningKey(dir), loadOrCreateSigningKey(dir)]);
    expect(a.kid).toBe(b.kid);
  });

  it('refuses a damaged key file with a clear message', async () => {
    await loadOrCreateSigningKey(dir);
    await writeFile(signingKeyPath(dir), '{ nope');
    await expect(loadOrCreateSigningKey(dir)).rejects.toThrow(/not valid JSON/);
  });
});

describe('mailers', () => {
  const message = linkMessage('recovery', 'a@example.com', 'http://localhost:8787/auth/v1/verify?token=t&type=recovery', 1);

  it('appends one JSON line per message to the mailbox and logs the link', async () => {
    const lines: string[] = [];
    const path = join(dir, 'nested', 'mailbox.jsonl');
    const mailer = createMailboxMailer(path, (line) => lines.push(line));
    await mailer.send(message);
    await mailer.send({ ...message, to: 'b@example.com' });
    const entries = await readMailbox(path);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({ ...message, sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(message.text).toContain('expires in 1 hour');
    expect(lines[0]).toBe(`[mail] recovery link for a@example.com: ${message.link}`);
  });

  it('sends through SMTP (nodemailer) and logs without the link', async () => {
    const lines: string[] = [];
    const mailer = createSmtpMailer({ transport: { jsonTransport: true }, from: 'Greenshoe <no-reply@example.com>', log: (line) => lines.push(line) });
    await expect(mailer.send(message)).resolves.toBeUndefined();
    expect(mailer.mode).toBe('smtp');
    expect(lines).toEqual(['[mail] recovery e-mail sent to a@example.com']);
    expect(lines.join()).not.toContain('token=');
  });

  it('reports an unreachable SMTP server as a failure', async () => {
    const mailer = createSmtpMailer({ transport: 'smtp://127.0.0.1:1', from: 'x@example.com', log: () => {} });
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe('rate limiter', () => {
  const window = { max: 9, windowSeconds: 10 };
  const limits: RateLimits = {
    perAddress: { signIn: { max: 2, windowSeconds: 10 }, signUp: window, recover: window, verify: window, refresh: window },
    perEmail: { recover: { max: 1, windowSeconds: 60 } },
    signInPerAddressAndAccount: { max: 1, windowSeconds: 60 },
    accountFailures: { max: 2, windowSeconds: 600 },
  };

  it('counts per address, per email and per address and account in fixed windows, and says when to retry', async () => {
    let now = 0;
    const limiter = createRateLimiter(limits, createMemoryCounters(() => now));
    expect(await limiter.check('recover', '1.1.1.1', 'A@x.com')).toEqual({ allowed: true });
    expect(await limiter.check('recover', '2.2.2.2', 'a@x.com ')).toEqual({ allowed: false, retryAfterSeconds: 60, scope: 'email' });
    expect(await limiter.check('signIn', '1.1.1.1', 'a@x.com')).toEqual({ allowed: true });
    expect(await limiter.check('signIn', '1.1.1.1', 'a@x.com')).toEqual({ allowed: false, retryAfterSeconds: 60, scope: 'account' });
    now = 4_500;
    expect(await limiter.check('signIn', '1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 6, scope: 'address' });
    expect(await limiter.check('verify', '1.1.1.1')).toEqual({ allowed: true });
    now = 10_000;
    expect(await limiter.check('signIn', '1.1.1.1')).toEqual({ allowed: true });
  });

  it('backs an account off from the addresses that failed on it only, until a success', async () => {
    const limiter = createRateLimiter(limits, createMemoryCounters(() => 0));
    await limiter.signInFailed('1.1.1.1', 'b@x.com');
    await limiter.signInFailed('2.2.2.2', 'b@x.com');
    expect(await limiter.check('signIn', '1.1.1.1', 'b@x.com')).toEqual({ allowed: false, retryAfterSeconds: 600, scope: 'account' });
    expect(await limiter.check('signIn', '3.3.3.3', 'b@x.com')).toEqual({ allowed: true });
    await limiter.signInSucceeded('b@x.com');
    expect(await limiter.check('signIn', '2.2.2.2', 'b@x.com')).toEqual({ allowed: true });
  });
});

describe('redirects and passwords', () => {
  const origins = ['http://localhost:8787'];
  const fallback = 'http://localhost:8787/auth/redirect';

  it.each([
    ['http://localhost:8787/auth/redirect?x=1#old', 'http://localhost:8787/auth/redirect?x=1'],
    ['https://evil.example/auth/redirect', fallback],
    ['http://localhost:8787.evil.example/', fallback],
    ['http://user:pw@localhost:8787/', fallback],
    ['javascript:alert(1)', fallback],
    ['//evil.example', fallback],
    [undefined, fallback],
  ])('allowedRedirect(%s) → %s', (requested, expected) => {
    expect(allowedRedirect(requested, origins, fallback)).toBe(expected);
  });

  it.each([
    ['Greenshoe1!', []],
    ['Short1!', ['length']],
    ['alllowercase1!', ['characters']],
    ['NoDigits!!', ['characters']],
    ['NoSpecial12', ['characters']],
    ['Greenshoe1#', ['characters']],
  ])('weakPasswordReasons(%s) → %j', (password, reasons) => {
    expect(weakPasswordReasons(password)).toEqual(reasons);
  });
});

describe('auth and e-mail modes from the environment', () => {
  it('defaults SITE_URL to localhost on PORT and drops a trailing slash', () => {
    expect(siteUrlOf(readEnv({ PORT: '9000' }))).toBe('http://localhost:9000');
    expect(siteUrlOf(readEnv({ SITE_URL: 'https://prep.example.com/' }))).toBe('https://prep.example.com');
  });

  it('switches to Supabase sign-in with SUPABASE_URL and SUPABASE_ANON_KEY, and to SMTP with SMTP_URL', () => {
    expect(deriveModes(readEnv({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'k' })).modes.auth).toBe('supabase');
    expect(deriveModes(readEnv({ SMTP_URL: 'smtp://mail.example:587' })).modes).toMatchObject({ auth: 'embedded', email: 'smtp' });
    const both = deriveModes(readEnv({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'k', SMTP_URL: 'smtp://m:25', CONTACT_EMAIL: 'a@b.example' }));
    expect(both.modes.email).toBe('mailbox');
    expect(both.notices).toEqual([expect.stringContaining('SMTP_URL is ignored')]);
  });

  it('names invalid auth variables', () => {
    expect(() => readEnv({ SUPABASE_JWT_SECRET: 'short', TRUST_PROXY: 'yes', AUTH_RATE_LIMITS: 'maybe' })).toThrow(
      /SUPABASE_JWT_SECRET: must be at least 32 characters\n.*TRUST_PROXY: must be one of: true, false\n.*AUTH_RATE_LIMITS: must be one of: on, off/,
    );
  });
});

describe('the mailbox file format', () => {
  it('is one parseable JSON object a line', async () => {
    const path = join(dir, 'mailbox.jsonl');
    await createMailboxMailer(path, () => {}).send(linkMessage('signup', 'c@example.com', 'http://l/x', 24));
    const [line] = (await readFile(path, 'utf8')).trim().split('\n');
    expect(Object.keys(JSON.parse(line!)).sort()).toEqual(['kind', 'link', 'sentAt', 'subject', 'text', 'to']);
  });
});
