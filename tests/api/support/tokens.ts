/**
 * Real signed access tokens for API tests: an ES256 key pair generated per test run, a verifier
 * that checks signature, expiry, issuer and audience with jose (as the app's verifiers do), and
 * helpers that sign good and deliberately bad tokens. No bypass: every request is verified.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, generateKeyPair, jwtVerify, type JWTPayload } from 'jose';
import type { TokenVerifier } from '../../../api/auth/auth-user';

/** Issuer and audience of the test tokens (Supabase-shaped: aud 'authenticated'). */
export const TEST_ISSUER = 'http://greenshoe.test/auth/v1';
export const TEST_AUDIENCE = 'authenticated';

const keys = await generateKeyPair('ES256');
const strangerKeys = await generateKeyPair('ES256');

/** Verifies tokens signed by signTestToken: ES256 only, issuer, audience and expiry checked. */
export const testVerifier: TokenVerifier = {
  async verify(token) {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: ['ES256'],
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
    });
    if (!payload.sub) throw new Error('token has no sub');
    return { id: payload.sub, email: typeof payload.email === 'string' ? payload.email : null };
  },
};

/** What can be wrong with a token, for 401 tests. */
export type TokenFlaw = 'expired' | 'wrong-key' | 'wrong-issuer' | 'wrong-audience';

/** A Supabase-shaped access token for `userId`, valid for an hour unless `flaw` says otherwise. */
export async function signTestToken(userId: string, email: string | null = `${userId}@example.com`, flaw?: TokenFlaw) {
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = { role: 'authenticated', aal: 'aal1', session_id: randomUUID() };
  if (email) claims.email = email;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: 'test-key', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(flaw === 'wrong-issuer' ? 'http://elsewhere.test/auth/v1' : TEST_ISSUER)
    .setAudience(flaw === 'wrong-audience' ? 'anon' : TEST_AUDIENCE)
    .setIssuedAt(flaw === 'expired' ? now - 7200 : now)
    .setExpirationTime(flaw === 'expired' ? now - 3600 : now + 3600)
    .sign(flaw === 'wrong-key' ? strangerKeys.privateKey : keys.privateKey);
}

/** A signed-in test user: a fresh id, its email, and a valid bearer token. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** `{ Authorization: 'Bearer <token>' }` */
  headers: Record<string, string>;
}

/** Creates a user with a random id (so parallel test files on one database never collide). */
export async function createTestUser(name = 'user'): Promise<TestUser> {
  const id = randomUUID();
  const email = `${name}-${id.slice(0, 8)}@example.com`;
  const token = await signTestToken(id, email);
  return { id, email, token, headers: { Authorization: `Bearer ${token}` } };
}
