/**
 * Access tokens of the embedded auth: ES256 JWTs with `kid`, carrying the claims Supabase puts in
 * its own (iss, sub, aud 'authenticated', exp, iat, role, aal, amr, session_id, email), so the
 * browser, supabase-js's getClaims() and the API's verifier treat both modes alike.
 */
import { SignJWT } from 'jose';
import type { SigningKey } from '../signing-key';

/** Lifetime of an access token, in seconds (GoTrue's default). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/** How the session was started, as GoTrue's `amr` claim names it. */
export type AuthMethod = 'password' | 'otp' | 'recovery';

export interface AccessTokenInput {
  issuer: string;
  userId: string;
  email: string;
  sessionId: string;
  method: AuthMethod;
  /** Unix time of issue, in seconds; defaults to now. */
  now?: number;
}

/** A signed access token and its expiry (unix seconds) and lifetime (seconds). */
export async function signAccessToken(key: SigningKey, input: AccessTokenInput) {
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    email: input.email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: input.method, timestamp: now }],
    session_id: input.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(input.userId)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}
