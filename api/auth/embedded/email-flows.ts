/**
 * The embedded auth's e-mailed-link endpoints: POST /signup, /recover, /resend and /verify, and
 * GET /api/verify. Each answers GoTrue's JSON shapes or throws a GoTrueError, as GoTrue would.
 */
import type { Db } from '../../db/client';
import { checkEmail, checkPassword } from './credential-checks';
import { secondsUntilNextEmail, sendLink, useLink, type LinkSettings } from './email-links';
import { GoTrueError, linkExpired, rateLimited } from './gotrue-error';
import { obfuscatedUser, toGoTrueUser, type AuthUserRow, type GoTrueSession, type GoTrueUser } from './gotrue-shapes';
import { hashPassword } from './passwords';
import type { SessionIssuer } from './session-issuer';
import { findUserByEmail, insertUser, type LinkKind } from './users';

/** A request for an e-mailed link: the address and where the link should return the browser. */
export interface LinkRequest {
  email: string;
  redirectTo?: string | null;
}

/** What the e-mail flows need: the auth tables, the clock, a log, the link settings and the session issuer. */
export interface EmailFlowOptions {
  db: Db;
  now: () => Date;
  log: (line: string, error?: unknown) => void;
  links: LinkSettings;
  /** Where a link may redirect (SITE_URL's origin only). */
  redirectFor: (request: LinkRequest) => string;
  issueSession: SessionIssuer;
  /** Least duration of a recover request in milliseconds, so known and unknown emails take as long (default 400). */
  recoverMinMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Sign-up, confirmation, recovery and link use over `db`, mailing through `links`. */
export function createEmailFlows({ db, now, log, links, redirectFor, issueSession, recoverMinMs = 400 }: EmailFlowOptions) {
  /** Sends `kind`'s link to `user`. @throws GoTrueError 500 unexpected_failure when it cannot be sent (logged). */
  async function mailLink(user: AuthUserRow, kind: LinkKind, redirectTo: string, at: Date, passwordHash?: string): Promise<void> {
    try {
      await sendLink(db, links, user, kind, redirectTo, at, passwordHash);
    } catch (error) {
      log(`Could not send the ${kind} e-mail to ${user.email}:`, error);
      throw new GoTrueError(500, 'unexpected_failure', `Error sending ${kind === 'signup' ? 'confirmation' : 'recovery'} email`);
    }
  }

  return {
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
      await Promise.race([work, sleep(recoverMinMs)]);
      await sleep(recoverMinMs - (Date.now() - started));
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
  };
}
