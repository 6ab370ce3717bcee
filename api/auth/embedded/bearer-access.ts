/**
 * Who is calling, for the embedded auth: the API's token verifier (a valid signature and a session
 * that has not ended) and the bearer check of /auth/v1's own endpoints. The live-session cache is
 * shared with whatever ends sessions, which empties it.
 */
import type { Db } from '../../db/client';
import { createLiveSessions, type LiveSessions } from '../live-sessions';
import type { SigningKey } from '../signing-key';
import { claimsVerifier, createTokenVerifier, type AccessClaims } from '../token-verifier';
import { GoTrueError } from './gotrue-error';
import type { AuthUserRow } from './gotrue-shapes';
import { isSessionAlive } from './sessions';
import { findUserById } from './users';

/** What the bearer check needs: the auth tables, the signing key and the issuer (`<siteUrl>/auth/v1`). */
export interface BearerAccessOptions {
  db: Db;
  key: SigningKey;
  issuer: string;
  /** How long the API trusts a live session without asking the database, in ms (default 2000). */
  sessionCacheMs?: number;
}

/** The verifier and bearer check over `db`'s sessions, tokens signed by `key` for `issuer`. */
export function createBearerAccess({ db, key, issuer, sessionCacheMs }: BearerAccessOptions) {
  const tokens = createTokenVerifier({ mode: 'embedded', issuer, publicKey: key.publicKey });
  const liveSessions: LiveSessions = createLiveSessions((sessionId) => isSessionAlive(db, sessionId), sessionCacheMs);

  /** The API's verifier: a valid signature and a session that has not ended (signed out, password changed, reuse, user deleted). */
  const verifier = claimsVerifier(async (token) => {
    const claims = await tokens.verifyClaims(token);
    if (!claims.session_id || !(await liveSessions.isAlive(claims.session_id))) throw new Error('the session has ended');
    return claims;
  });

  /**
   * The caller of an endpoint that needs a bearer token: its verified claims and stored user.
   * 401 no_authorization / bad_jwt; 403 session_not_found (signed out) / user_not_found.
   */
  async function authenticate(
    authorization: string | undefined,
    options: { requireLiveSession?: boolean } = {},
  ): Promise<{ claims: AccessClaims; user: AuthUserRow }> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: AccessClaims;
    try {
      claims = await tokens.verifyClaims(token);
    } catch {
      throw new GoTrueError(401, 'bad_jwt', 'Invalid JWT: unable to parse or verify signature, or the token has expired');
    }
    if (options.requireLiveSession !== false && !(claims.session_id && (await isSessionAlive(db, claims.session_id)))) {
      throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = await findUserById(db, claims.sub);
    if (!user) throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { claims, user };
  }

  return { verifier, authenticate, liveSessions };
}
