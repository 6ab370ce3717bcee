/**
 * Bearer-token checks on a protected route (requireUser): the embedded auth's own ES256 tokens, and
 * Supabase-shaped tokens verified against a local JWKS server (or the HS256 secret). Forged,
 * expired, misaddressed and wrongly signed tokens get 401.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireUser, type AuthVariables, type TokenVerifier } from '../../../api/auth/auth-user';
import { signAccessToken } from '../../../api/auth/embedded/access-tokens';
import { generateSigningKey, type SigningKey } from '../../../api/auth/signing-key';
import { createTokenVerifier } from '../../../api/auth/token-verifier';
import { handleError } from '../../../api/http/errors';

const ISSUER = 'http://greenshoe.test/auth/v1';
const USER_ID = randomUUID();

/** A tiny app with one protected route answering the caller. */
function protectedApp(verifier: TokenVerifier) {
  const app = new Hono<{ Variables: AuthVariables }>().use('/me', requireUser(verifier)).get('/me', (c) => c.json(c.var.user));
  app.onError(handleError);
  return app;
}

const call = (app: ReturnType<typeof protectedApp>, token: string) => app.request('/me', { headers: { Authorization: `Bearer ${token}` } });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

interface Forge {
  key: CryptoKey | Uint8Array;
  alg?: string;
  kid?: string;
  claims?: JWTPayload;
}

/** Signs a token with Supabase's claim set; `claims` override or add. */
function sign({ key, alg = 'ES256', kid, claims = {} }: Forge, issuer: string) {
  const iat = now();
  return new SignJWT({
    email: 'student@example.com',
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: iat }],
    session_id: randomUUID(),
    is_anonymous: false,
    iss: issuer,
    sub: USER_ID,
    aud: 'authenticated',
    iat,
    exp: iat + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg, typ: 'JWT', ...(kid ? { kid } : {}) })
    .sign(key);
}

describe('embedded mode', () => {
  let key: SigningKey;
  let stranger: SigningKey;
  let app: ReturnType<typeof protectedApp>;

  beforeAll(async () => {
    key = await generateSigningKey();
    stranger = await generateSigningKey();
    app = protectedApp(createTokenVerifier({ mode: 'embedded', issuer: ISSUER, publicKey: key.publicKey }));
  });

  it('accepts its own access token and answers the caller from it', async () => {
    const { token } = await signAccessToken(key, { issuer: ISSUER, userId: USER_ID, email: 'a@example.com', sessionId: randomUUID(), method: 'password' });
    const res = await call(app, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: USER_ID, email: 'a@example.com' });
  });

  it('answers 401 without a bearer token', async () => {
    expect((await app.request('/me')).status).toBe(401);
    expect((await app.request('/me', { headers: { Authorization: 'Basic abc' } })).status).toBe(401);
  });

  const forgeries: [string, () => Promise<string>][] = [
    ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: ISSUER, sub: USER_ID, aud: 'authenticated', role: 'authenticated', exp: now() + 3600 })}.`],
    ['another key', () => sign({ key: stranger.privateKey, kid: key.kid }, ISSUER)],
    ['expired', () => sign({ key: key.privateKey, kid: key.kid, claims: { iat: now() - 7200, exp: now() - 60 } }, ISSUER)],
    ['another issuer', () => sign({ key: key.privateKey, kid: key.kid }, 'http://elsewhere.test/auth/v1')],
    ['another audience', () => sign({ key: key.privateKey, kid: key.kid, claims: { aud: 'anon' } }, ISSUER)],
    ['the anon role', () => sign({ key: key.privateKey, kid: key.kid, claims: { role: 'anon' } }, ISSUER)],
    ['no subject', () => sign({ key: key.privateKey, kid: key.kid, claims: { sub: undefined } }, ISSUER)],
    ['HS256 (algorithm switch)', () => sign({ key: new TextEncoder().encode('x'.repeat(32)), alg: 'HS256' }, ISSUER)],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await sign({ key: key.privateKey, kid: key.kid }, ISSUER)).split('.');
        return `${header}.${b64({ iss: ISSUER, sub: randomUUID(), aud: 'authenticated', role: 'authenticated', exp: now() + 3600 })}.${signature}`;
      },
    ],
    ['garbage', async () => 'not.a.jwt'],
  ];

  it.each(forgeries)('answers 401 for a token with %s', async (_name, forge) => {
    const res = await call(app, await forge());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Unauthorized' });
  });
});

describe('Supabase mode, against a local JWKS', () => {
  const KID = 'supabase-key-1';
  const SECRET = 'super-secret-jwt-token-with-at-least-32-characters';
  let jwksServer: Server;
  let supabaseUrl: string;
  let issuer: string;
  let signing: CryptoKey;
  let other: CryptoKey;
  let jwksRequests = 0;
  let app: ReturnType<typeof protectedApp>;
  let appWithoutSecret: ReturnType<typeof protectedApp>;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    signing = pair.privateKey;
    other = (await generateKeyPair('ES256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true };
    jwksServer = createServer((req, res) => {
      if (req.url !== '/auth/v1/.well-known/jwks.json') return void res.writeHead(404).end();
      jwksRequests += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    supabaseUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
    issuer = `${supabaseUrl}/auth/v1`;
    app = protectedApp(createTokenVerifier({ mode: 'supabase', supabaseUrl, jwtSecret: SECRET }));
    appWithoutSecret = protectedApp(createTokenVerifier({ mode: 'supabase', supabaseUrl }));
  });
  afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

  it('accepts a Supabase-shaped ES256 token and fetches the JWKS once', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await call(app, await sign({ key: signing, kid: KID }, issuer));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: USER_ID, email: 'student@example.com' });
    }
    expect(jwksRequests).toBe(1);
  });

  it('accepts an HS256 token signed with SUPABASE_JWT_SECRET, and refuses it without the secret', async () => {
    const token = await sign({ key: new TextEncoder().encode(SECRET), alg: 'HS256' }, issuer);
    expect((await call(app, token)).status).toBe(200);
    expect((await call(appWithoutSecret, token)).status).toBe(401);
  });

  const forgeries: [string, () => Promise<string>][] = [
    ['an unknown kid', () => sign({ key: signing, kid: 'rotated-away' }, `${supabaseUrl}/auth/v1`)],
    ['another key under the right kid', () => sign({ key: other, kid: KID }, `${supabaseUrl}/auth/v1`)],
    ['expiry passed', () => sign({ key: signing, kid: KID, claims: { iat: now() - 7200, exp: now() - 60 } }, `${supabaseUrl}/auth/v1`)],
    ['another project as issuer', () => sign({ key: signing, kid: KID }, 'https://other.supabase.co/auth/v1')],
    ['the anon audience', () => sign({ key: signing, kid: KID, claims: { aud: 'anon', role: 'anon' } }, `${supabaseUrl}/auth/v1`)],
    ['the legacy anon key shape', () => sign({ key: new TextEncoder().encode(SECRET), alg: 'HS256', claims: { iss: 'supabase', role: 'anon', aud: undefined } }, 'supabase')],
    ['a wrong HS256 secret', () => sign({ key: new TextEncoder().encode('w'.repeat(40)), alg: 'HS256' }, `${supabaseUrl}/auth/v1`)],
    ['alg none', async () => `${b64({ alg: 'none' })}.${b64({ iss: `${supabaseUrl}/auth/v1`, sub: USER_ID, aud: 'authenticated', role: 'authenticated', exp: now() + 60 })}.`],
  ];

  it.each(forgeries)('answers 401 for a token with %s', async (_name, forge) => {
    const res = await call(app, await forge());
    expect(res.status).toBe(401);
  });
});
