/**
 * The embedded, Supabase-compatible auth: what POST /signup, /token, /recover, /resend, /verify and
 * GET/PUT /user, POST /logout do (routes/auth.ts speaks the HTTP). Every method answers GoTrue's
 * JSON shapes or throws a GoTrueError, as GoTrue itself would; see docs/decisions/0004.
 */
import type { Db } from '../../db/client';
import type { Mailer } from '../../services/mail/mailer';
import type { SigningKey } from '../signing-key';
import { claimsVerifier, createTokenVerifier, type AccessClaims} from '../token-verifier';
import { signAccessToken, type AuthMethod } from './access-tokens';
import { secondsUntilNextEmail, sendLink, useLink, type LinkSettings } from './email-links';
import { GoTrueError, linkExpired, rateLimited } from './gotrue-error';
import { obfuscatedUser, toGoTrueUser, type AuthUserRow, type GoTrueSession, type GoTrueUser } from './gotrue-shapes';
import { PASSWORD_RULE_MESSAGE, hashPassword, verifyPassword, weakPasswordReasons } from './passwords';
import { guessablePasswordReason } from '../../../core/auth/password-strength';
import { allowedRedirect } from './redirects';
import { createLiveSessions } from '../live-sessions';
import { isSessionAlive, revokeSession, revokeUserSessions, rotateRefreshToken, startSession } from './sessions';
import { findUserByEmail, findUserById, insertUser, touchSignIn, updatePasswordHash, type LinkKind } from './users';

export interface EmbeddedAuthOptions {
  db: Db;
  key: SigningKey;
  /** Public origin (SITE_URL): links point here; the issuer is `<siteUrl>/auth/v1`. */
  siteUrl: string;
  mailer: Mailer;
  /** Least seconds between two e-mails of one kind to one user (default 60, as GoTrue). */
  emailIntervalSeconds?: number;
  /** Seconds a rotated refresh token may be presented again while its successor is unused (default 10). */
  refreshReuseSeconds?: number;
  /** Least duration of a recover request in milliseconds, so known and unknown emails take as long (default 400). */
  recoverMinMs?: number;
  /** How long the API trusts a live session without asking the database, in ms (default 2000). */
  sessionCacheMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  log?: (line: string, error?: unknown) => void;
}

/** A request for an e-mailed link: the address and where the link should return the browser. */
export interface LinkRequest {
  email: string;
  redirectTo?: string | null;
}

export type LogoutScope = 'global' | 'local' | 'others';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Builds the embedded auth over `db`. */
export function createEmbeddedAuth(options: EmbeddedAuthOptions) {
  const { db, key, siteUrl, mailer } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string, error?: unknown) => console.error(line, error ?? ''));
  const issuer = `${siteUrl}/auth/v1`;
  const siteOrigin = new URL(siteUrl).origin;
  const defaultRedirect = `${siteUrl}/auth/redirect`;
  const links: LinkSettings = { siteUrl, mailer, intervalSeconds: options.emailIntervalSeconds ?? 60 };
  const tokens = createTokenVerifier({ mode: 'embedded', issuer, publicKey: key.publicKey });
  const liveSessions = createLiveSessions((sessionId) => isSessionAlive(db, sessionId), options.sessionCacheMs);
  /** The API's verifier: a valid signature and a session that has not ended (signed out, password changed, reuse, user deleted). */
  const verifier = claimsVerifier(async (token) => {
    const claims = await tokens.verifyClaims(token);
    if (!claims.session_id || !(await liveSessions.isAlive(claims.session_id))) throw new Error('the session has ended');
    return claims;
  });

  // SITE_URL's origin only: the Host header is the client's to choose, so it never widens the list.
  const redirectFor = (request: LinkRequest) => allowedRedirect(request.redirectTo, [siteOrigin], defaultRedirect);

  function checkEmail(email: string): string {
    const trimmed = email.trim();
    if (!EMAIL_PATTERN.test(trimmed) || trimmed.length > 254) {
      throw new GoTrueError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
    }
    return trimmed;
  }

  /** The spec's rule, then zxcvbn (guessable passwords get reason 'pwned' and zxcvbn's warning). */
  async function checkPassword(password: string, email: string): Promise<void> {
    const reasons = weakPasswordReasons(password);
    if (reasons.length) throw new GoTrueError(422, 'weak_password', PASSWORD_RULE_MESSAGE, { weakPasswordReasons: [...new Set(reasons)] });
    const guessable = await guessablePasswordReason(password, [email, ...email.split('@')]);
    if (guessable) throw new GoTrueError(422, 'weak_password', guessable, { weakPasswordReasons: ['pwned'] });
  }

  async function mailLink(user: AuthUserRow, kind: LinkKind, redirectTo: string, at: Date, passwordHash?: string): Promise<void> {
    try {
      await sendLink(db, links, user, kind, redirectTo, at, passwordHash);
    } catch (error) {
      log(`Could not send the ${kind} e-mail to ${user.email}:`, error);
      throw new GoTrueError(500, 'unexpected_failure', `Error sending ${kind === 'signup' ? 'confirmation' : 'recovery'} email`);
    }
  }

  async function issueSession(user: AuthUserRow, method: AuthMethod, grant?: { sessionId: string; refreshToken: string }): Promise<GoTrueSession> {
    const at = now();
    const session = grant ?? (await startSession(db, user.id));
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
  }

  return {
    issuer,
    verifier,
    defaultRedirect,
    jwks: () => ({ keys: [key.publicJwk] }),

    /**
     * POST /signup. New address: an unconfirmed user and a confirmation e-mail; the user, no session.
     * Confirmed address: a made-up user with no identities (GoTrue with confirmations on).
     * Unconfirmed address: a new confirmation link replaces the old one (429
     * over_email_send_rate_limit within the interval, and nothing changes) and this sign-up's
     * password replaces the stored one, so only the password of the sign-up whose link is used can
     * sign in (no account pre-hijacking by signing up first with someone else's address).
     */
    async signUp(request: LinkRequest & { password: string }): Promise<GoTrueUser> {
      const email = checkEmail(request.email);
      await checkPassword(request.password, email);
      const passwordHash = await hashPassword(request.password); // hashed for every address: equal cost
      const at = now();
      const user = (await insertUser(db, email, passwordHash, at)) ?? (await findUserByEmail(db, email));
      if (!user) throw new GoTrueError(500, 'unexpected_failure', 'Database error saving new user');
      if (user.emailConfirmedAt) return obfuscatedUser(user.email, at);
      const wait = secondsUntilNextEmail(user, 'signup', links.intervalSeconds, at);
      if (wait > 0) throw rateLimited(wait, 'email');
      await mailLink(user, 'signup', redirectFor(request), at, passwordHash);
      return toGoTrueUser({ ...user, confirmationSentAt: at });
    },

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
      const result = await rotateRefreshToken(db, refreshToken, options.refreshReuseSeconds ?? 10, now());
      if (result === 'already_used') {
        liveSessions.forget();
        throw new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      const user = result === 'not_found' ? undefined : await findUserById(db, result.userId);
      if (result === 'not_found' || !user) throw new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return issueSession(user, 'password', result);
    },

    /**
     * The caller of an endpoint that needs a bearer token: its verified claims and stored user.
     * 401 no_authorization / bad_jwt; 403 session_not_found (signed out) / user_not_found.
     */
    async authenticate(authorization: string | undefined, options: { requireLiveSession?: boolean } = {}) {
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

    /**
     * POST /recover and POST /api/forgot-password: mails a reset link when the address has an
     * account (at most one per interval). Same answer, and at least `recoverMinMs`, either way;
     * delivery failures are logged, never answered, as they would tell that the account exists.
     */
    async recover(request: LinkRequest): Promise<void> {
      const started = Date.now();
      const email = checkEmail(request.email);
      const at = now();
      const user = await findUserByEmail(db, email);
      const work =
        user && secondsUntilNextEmail(user, 'recovery', links.intervalSeconds, at) === 0
          ? sendLink(db, links, user, 'recovery', redirectFor(request), at).catch((error: unknown) => log(`Could not send the recovery e-mail to ${user.email}:`, error))
          : Promise.resolve();
      const floor = options.recoverMinMs ?? 400;
      await Promise.race([work, sleep(floor)]);
      await sleep(floor - (Date.now() - started));
    },

    /** POST /resend (type signup): the confirmation again for an unconfirmed address; {} for any other. */
    async resendConfirmation(request: LinkRequest): Promise<void> {
      const user = await findUserByEmail(db, checkEmail(request.email));
      if (!user || user.emailConfirmedAt) return;
      const at = now();
      const wait = secondsUntilNextEmail(user, 'signup', links.intervalSeconds, at);
      if (wait > 0) throw rateLimited(wait, 'email');
      await mailLink(user, 'signup', redirectFor(request), at);
    },

    /** Uses an e-mailed token and starts a session (the link and POST /verify). 403 otp_expired. */
    async verify(token: string, kind: LinkKind): Promise<GoTrueSession> {
      const user = await useLink(db, kind, token, now());
      if (!user) throw linkExpired();
      return issueSession(user, kind === 'recovery' ? 'recovery' : 'otp');
    },

    /** GET /api/verify: confirms an address with its sign-up token, without a session. */
    async confirmEmail(token: string): Promise<boolean> {
      return Boolean(await useLink(db, 'signup', token, now()));
    },

    /** Where a link may redirect: `requested` on SITE_URL's origin, else /auth/redirect. */
    redirectFor,
  };
}

/** The embedded auth service. */
export type EmbeddedAuth = ReturnType<typeof createEmbeddedAuth>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
