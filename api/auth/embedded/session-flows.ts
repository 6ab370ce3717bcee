/**
 * The embedded auth's password and session endpoints: POST /token (password, refresh_token),
 * PUT /user (a new password) and POST /logout. Each answers GoTrue's JSON shapes or throws a
 * GoTrueError; whatever ends sessions also empties the live-session cache.
 */
import type { Db } from '../../db/client';
import type { LiveSessions } from '../live-sessions';
import type { AccessClaims } from '../token-verifier';
import { checkPassword } from './credential-checks';
import { GoTrueError } from './gotrue-error';
import { toGoTrueUser, type AuthUserRow, type GoTrueSession, type GoTrueUser } from './gotrue-shapes';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionIssuer } from './session-issuer';
import { revokeSession, revokeUserSessions, rotateRefreshToken } from './sessions';
import { findUserByEmail, findUserById, updatePasswordHash } from './users';

/** Which sessions a sign-out ends (GoTrue's `scope`): all of the user's, this one, or all but this one. */
export type LogoutScope = 'global' | 'local' | 'others';

/** What the session flows need: the auth tables, the clock, the session issuer and the live-session cache. */
export interface SessionFlowOptions {
  db: Db;
  now: () => Date;
  issueSession: SessionIssuer;
  liveSessions: LiveSessions;
  /** Seconds a rotated refresh token may be presented again while its successor is unused (default 10). */
  refreshReuseSeconds?: number;
}

/** Sign-in, refresh, password change and sign-out over `db`. */
export function createSessionFlows({ db, now, issueSession, liveSessions, refreshReuseSeconds = 10 }: SessionFlowOptions) {
  return {
    /** POST /token?grant_type=password. 400 invalid_credentials; 400 email_not_confirmed. */
    async signIn(email: string, password: string): Promise<GoTrueSession> {
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !valid) throw new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
      if (!user.emailConfirmedAt) throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');
      return issueSession(user, 'password');
    },

    /** POST /token?grant_type=refresh_token: rotates the refresh token. 400 refresh_token_not_found / _already_used. */
    async refresh(refreshToken: string): Promise<GoTrueSession> {
      const result = await rotateRefreshToken(db, refreshToken, refreshReuseSeconds, now());
      if (result === 'already_used') {
        liveSessions.forget();
        throw new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      const user = result === 'not_found' ? undefined : await findUserById(db, result.userId);
      if (result === 'not_found' || !user) throw new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return issueSession(user, 'password', result);
    },

    /**
     * PUT /user: a new password (the sign-up rule; 422 weak_password / same_password). Other sessions
     * of the user end. Changing the email is not offered (422 validation_failed).
     */
    async updateUser(caller: { claims: AccessClaims; user: AuthUserRow }, changes: { password?: string; email?: string }): Promise<GoTrueUser> {
      const { user, claims } = caller;
      if (changes.email !== undefined && changes.email.trim().toLowerCase() !== user.email) {
        throw new GoTrueError(422, 'validation_failed', 'Changing the email address is not supported');
      }
      if (changes.password === undefined) return toGoTrueUser(user);
      await checkPassword(changes.password, user.email);
      if (await verifyPassword(user.passwordHash, changes.password)) {
        throw new GoTrueError(422, 'same_password', 'New password should be different from the old password.');
      }
      const at = now();
      const updated = await updatePasswordHash(db, user.id, await hashPassword(changes.password), at);
      await revokeUserSessions(db, user.id, at, claims.session_id);
      liveSessions.forget();
      return toGoTrueUser(updated ?? user);
    },

    /** POST /logout?scope=: ends this session (local), all (global), or all but this one (others). */
    async logout(claims: AccessClaims, scope: LogoutScope): Promise<void> {
      const at = now();
      if (scope === 'local') {
        if (claims.session_id) await revokeSession(db, claims.session_id, at);
      } else {
        await revokeUserSessions(db, claims.sub, at, scope === 'others' ? claims.session_id : undefined);
      }
      liveSessions.forget();
    },
  };
}
