/**
 * Issues GoTrue sessions for the embedded auth: an access token signed with the server's key and a
 * refresh token, either of a new session (sign-in, a used e-mail link) or of a rotated one (refresh).
 */
import type { Db } from '../../db/client';
import type { SigningKey } from '../signing-key';
import { signAccessToken, type AuthMethod } from './access-tokens';
import { toGoTrueUser, type AuthUserRow, type GoTrueSession } from './gotrue-shapes';
import { startSession } from './sessions';
import { touchSignIn } from './users';

/** A session for `user` signed in by `method`; with `grant` (a rotated refresh token) it continues that session. */
export type SessionIssuer = (user: AuthUserRow, method: AuthMethod, grant?: { sessionId: string; refreshToken: string }) => Promise<GoTrueSession>;

/** The issuer of sessions stored in `db`, tokens signed by `key` for `issuer` (`<siteUrl>/auth/v1`). */
export function createSessionIssuer(options: { db: Db; key: SigningKey; issuer: string; now: () => Date }): SessionIssuer {
  const { db, key, issuer, now } = options;
  return async (user, method, grant) => {
    const at = now();
    const session = grant ?? (await startSession(db, user.id));
    // A new sign-in is recorded on the user; a refresh is not a sign-in.
    const current = grant ? user : ((await touchSignIn(db, user.id, at)) ?? user);
    const access = await signAccessToken(key, {
      issuer,
      userId: user.id,
      email: user.email,
      sessionId: session.sessionId,
      method,
      now: Math.floor(at.getTime() / 1000),
    });
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: session.refreshToken,
      user: toGoTrueUser(current),
    };
  };
}
