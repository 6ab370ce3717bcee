/**
 * The API's bearer-token check (jose). Embedded mode: ES256 tokens signed by our own key, issuer
 * `<SITE_URL>/auth/v1`. Supabase mode: ES256/RS256 tokens checked against the project's JWKS
 * (`<SUPABASE_URL>/auth/v1/.well-known/jwks.json`, fetched and cached by jose), or HS256 tokens
 * against SUPABASE_JWT_SECRET when it is set; issuer `<SUPABASE_URL>/auth/v1`. In both: audience
 * 'authenticated', role 'authenticated', a `sub`, and expiry (5 s clock tolerance). `alg: none`,
 * unlisted algorithms, unknown `kid`s and other keys are rejected.
 */
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type CryptoKey, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { AuthUser, TokenVerifier } from './auth-user';

/** Verified claims of an access token; `session_id` is set by Supabase and the embedded auth. */
export interface AccessClaims extends JWTPayload {
  sub: string;
  email?: string;
  session_id?: string;
  role?: string;
}

/** A verifier that also returns the token's claims (the embedded auth needs its session_id). */
export interface ClaimsVerifier extends TokenVerifier {
  verifyClaims(token: string): Promise<AccessClaims>;
}

export type VerifierOptions =
  | { mode: 'embedded'; issuer: string; publicKey: CryptoKey }
  | {
      mode: 'supabase';
      supabaseUrl: string;
      /** Legacy shared secret (HS256); without it HS256 tokens are rejected. */
      jwtSecret?: string;
      /** Overrides the JWKS address (tests); default `<supabaseUrl>/auth/v1/.well-known/jwks.json`. */
      jwksUrl?: string;
    };

const CLOCK_TOLERANCE_SECONDS = 5;

/** Builds the verifier for the active auth mode. Every failure rejects (requireUser answers 401). */
export function createTokenVerifier(options: VerifierOptions): ClaimsVerifier {
  return claimsVerifier(options.mode === 'embedded' ? embeddedCheck(options.issuer, options.publicKey) : supabaseCheck(options));
}

/** A ClaimsVerifier over `verifyClaims`: verify() answers the claims' user (`sub`, and `email` when non-empty). */
export function claimsVerifier(verifyClaims: (token: string) => Promise<AccessClaims>): ClaimsVerifier {
  return {
    verifyClaims,
    async verify(token: string): Promise<AuthUser> {
      const claims = await verifyClaims(token);
      return { id: claims.sub, email: typeof claims.email === 'string' && claims.email ? claims.email : null };
    },
  };
}

function embeddedCheck(issuer: string, publicKey: CryptoKey) {
  return async (token: string) => checked((await jwtVerify(token, publicKey, common(issuer, ['ES256']))).payload);
}

function supabaseCheck(options: Extract<VerifierOptions, { mode: 'supabase' }>) {
  const issuer = `${options.supabaseUrl}/auth/v1`;
  const jwks: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl ?? `${issuer}/.well-known/jwks.json`));
  const secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : null;
  return async (token: string) => {
    const { alg } = decodeProtectedHeader(token);
    if (alg === 'HS256') {
      if (!secret) throw new Error('HS256 tokens need SUPABASE_JWT_SECRET');
      return checked((await jwtVerify(token, secret, common(issuer, ['HS256']))).payload);
    }
    return checked((await jwtVerify(token, jwks, common(issuer, ['ES256', 'RS256']))).payload);
  };
}

const common = (issuer: string, algorithms: string[]) => ({
  issuer,
  audience: 'authenticated',
  algorithms,
  requiredClaims: ['exp', 'sub'],
  clockTolerance: CLOCK_TOLERANCE_SECONDS,
});

function checked(payload: JWTPayload): AccessClaims {
  if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('token has no subject');
  if (payload.role !== 'authenticated') throw new Error('token is not for a signed-in user');
  return payload as AccessClaims;
}
