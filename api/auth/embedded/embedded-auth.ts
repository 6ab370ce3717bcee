/**
 * The embedded, Supabase-compatible auth: what POST /signup, /token, /recover, /resend, /verify and
 * GET/PUT /user, POST /logout do (routes/auth.ts speaks the HTTP). Every method answers GoTrue's
 * JSON shapes or throws a GoTrueError, as GoTrue itself would; see docs/decisions/0004. This file
 * assembles the parts from the options: who is calling (bearer-access.ts), sessions
 * (session-issuer.ts, session-flows.ts) and e-mailed links (email-flows.ts).
 */
import type { Db } from '../../db/client';
import type { Mailer } from '../../services/mail/mailer';
import type { SigningKey } from '../signing-key';
import { createBearerAccess } from './bearer-access';
import { createEmailFlows, type LinkRequest } from './email-flows';
import { allowedRedirect } from './redirects';
import { createSessionFlows } from './session-flows';
import { createSessionIssuer } from './session-issuer';

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

/** Builds the embedded auth over `db`. */
export function createEmbeddedAuth(options: EmbeddedAuthOptions) {
  const { db, key, siteUrl, mailer } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string, error?: unknown) => console.error(line, error ?? ''));
  const issuer = `${siteUrl}/auth/v1`;
  const siteOrigin = new URL(siteUrl).origin;
  const defaultRedirect = `${siteUrl}/auth/redirect`;
  // Where a link may redirect: the requested address when it is on SITE_URL's origin, else
  // /auth/redirect. SITE_URL's origin only: the Host header is the client's to choose.
  const redirectFor = (request: LinkRequest) => allowedRedirect(request.redirectTo, [siteOrigin], defaultRedirect);

  const access = createBearerAccess({ db, key, issuer, sessionCacheMs: options.sessionCacheMs });
  const issueSession = createSessionIssuer({ db, key, issuer, now });
  const sessions = createSessionFlows({ db, now, issueSession, liveSessions: access.liveSessions, refreshReuseSeconds: options.refreshReuseSeconds });
  const links = { siteUrl, mailer, intervalSeconds: options.emailIntervalSeconds ?? 60 };
  const emails = createEmailFlows({ db, now, log, links, redirectFor, issueSession, recoverMinMs: options.recoverMinMs });

  return {
    issuer,
    verifier: access.verifier,
    defaultRedirect,
    jwks: () => ({ keys: [key.publicJwk] }),
    authenticate: access.authenticate,
    ...sessions,
    ...emails,
    redirectFor,
  };
}

/** The embedded auth service. */
export type EmbeddedAuth = ReturnType<typeof createEmbeddedAuth>;
