/**
 * The embedded auth's HTTP interface, mounted at /auth/v1: the subset of Supabase Auth (GoTrue)
 * that supabase-js 2.x calls for email + password. Answers carry `X-Supabase-Api-Version:
 * 2024-01-01`; errors are GoTrue-shaped `{ code, error_code, msg, message }` with a 4xx status and,
 * when rate-limited (429), a Retry-After header. Sign-in, sign-up, recover, resend and verify are
 * rate-limited per client address and, where an email is given, per email (sign-in: per address
 * and account, with the account backoff of api/auth/rate-limit.ts); the refresh grant per address.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAddress } from '../auth/client-address';
import type { EmbeddedAuth } from '../auth/embedded/embedded-auth';
import type { LogoutScope } from '../auth/embedded/session-flows';
import { API_VERSION, API_VERSION_HEADER, GoTrueError, rateLimited } from '../auth/embedded/gotrue-error';
import { toGoTrueUser, type GoTrueSession } from '../auth/embedded/gotrue-shapes';
import { withFragment } from '../auth/embedded/redirects';
import type { LimitedAction, RateLimiter } from '../auth/rate-limit';
import { findUnsafeText, unsafeTextMessage } from '../http/unsafe-text';

export interface GoTrueRouteOptions {
  auth: EmbeddedAuth;
  limiter: RateLimiter;
  /** Key rate limits on X-Forwarded-For (behind a trusted reverse proxy). */
  trustProxy: boolean;
}

/** GoTrue's public settings, as GET /settings answers them: email sign-up on, confirmations required. */
const SETTINGS = {
  external: { email: true, phone: false, anonymous_users: false, google: false, apple: false, github: false, azure: false },
  disable_signup: false,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

const PKCE_UNSUPPORTED = "The embedded auth supports the implicit flow only: create the client with flowType 'implicit'";

/** The /auth/v1 sub-app. */
export function gotrueRoutes({ auth, limiter, trustProxy }: GoTrueRouteOptions) {
  const app = new Hono();

  const limit = async (c: Context, action: LimitedAction, email?: string, sendsEmail = false) => {
    const verdict = await limiter.check(action, clientAddress(c, trustProxy), email);
    if (!verdict.allowed) throw rateLimited(verdict.retryAfterSeconds, verdict.scope === 'email' && sendsEmail ? 'email' : 'request');
  };

  app.use('*', async (c, next) => {
    await next();
    c.header(API_VERSION_HEADER, API_VERSION);
    c.header('Cache-Control', 'no-store');
  });
  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json(new GoTrueError(400, 'validation_failed', 'Request body is too large').body(), 413) }));
  app.use('*', async (c, next) => {
    refuseUnsafeText(c.req.query(), 'query');
    await next();
  });
  app.onError((error, c) => {
    const known = error instanceof GoTrueError ? error : unexpected(error, c);
    if (known.extra.retryAfterSeconds) c.header('Retry-After', String(known.extra.retryAfterSeconds));
    c.header(API_VERSION_HEADER, API_VERSION);
    return c.json(known.body(), known.status);
  });

  app.get('/settings', (c) => c.json(SETTINGS));
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(auth.jwks());
  });
  app.get('/health', (c) => c.json({ name: 'GoTrue', version: 'greenshoe-embedded', description: 'Embedded Supabase-compatible auth' }));

  app.post('/signup', async (c) => {
    const body = await readBody(c);
    refusePkce(body);
    const email = text(body, 'email');
    await limit(c, 'signUp', email, true);
    const user = await auth.signUp({ email, password: text(body, 'password'), redirectTo: c.req.query('redirect_to') });
    return c.json(user);
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readBody(c);
    if (grant === 'password') {
      const email = text(body, 'email');
      await limit(c, 'signIn', email);
      try {
        const session = await auth.signIn(email, text(body, 'password'));
        await limiter.signInSucceeded(email);
        return c.json(session);
      } catch (error) {
        if (error instanceof GoTrueError && error.code === 'invalid_credentials') await limiter.signInFailed(clientAddress(c, trustProxy), email);
        throw error;
      }
    }
    if (grant === 'refresh_token') {
      await limit(c, 'refresh');
      return c.json(await auth.refresh(text(body, 'refresh_token')));
    }
    if (grant === 'pkce') throw new GoTrueError(400, 'validation_failed', PKCE_UNSUPPORTED);
    throw new GoTrueError(400, 'validation_failed', `Unsupported grant_type: ${grant ?? '(none)'}`);
  });

  app.get('/user', async (c) => {
    const { user } = await auth.authenticate(c.req.header('authorization'));
    return c.json(toGoTrueUser(user));
  });

  app.put('/user', async (c) => {
    const caller = await auth.authenticate(c.req.header('authorization'));
    const body = await readBody(c);
    const changes = { password: optionalText(body, 'password'), email: optionalText(body, 'email') };
    return c.json(await auth.updateUser(caller, changes));
  });

  app.post('/logout', async (c) => {
    const { claims } = await auth.authenticate(c.req.header('authorization'), { requireLiveSession: false });
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') throw new GoTrueError(400, 'validation_failed', `Unsupported logout scope: ${scope}`);
    await auth.logout(claims, scope satisfies LogoutScope);
    return c.body(null, 204);
  });

  app.post('/recover', async (c) => {
    const body = await readBody(c);
    refusePkce(body);
    const email = text(body, 'email');
    await limit(c, 'recover', email, true);
    await auth.recover({ email, redirectTo: c.req.query('redirect_to') });
    return c.json({});
  });

  app.post('/resend', async (c) => {
    const body = await readBody(c);
    if (body.type !== 'signup') throw new GoTrueError(400, 'validation_failed', 'Only type signup can be resent');
    const email = text(body, 'email');
    await limit(c, 'signUp', email, true);
    const redirectTo = c.req.query('redirect_to') ?? optionalText(asRecord(body.options), 'emailRedirectTo');
    await auth.resendConfirmation({ email, redirectTo });
    return c.json({});
  });

  /** The e-mailed link: verifies, then 303 to redirect_to with the session (or the error) in the fragment. */
  app.get('/verify', async (c) => {
    await limit(c, 'verify');
    const target = auth.redirectFor({ email: '', redirectTo: c.req.query('redirect_to') });
    const kind = linkKind(c.req.query('type'));
    const token = c.req.query('token');
    let fragment: Record<string, string>;
    try {
      if (!token || !kind) throw new GoTrueError(400, 'validation_failed', 'Verify requires a token and a type');
      fragment = { ...sessionFragment(await auth.verify(token, kind)), type: kind };
    } catch (error) {
      if (!(error instanceof GoTrueError)) throw error;
      fragment = { error: error.status === 403 ? 'access_denied' : 'invalid_request', error_code: error.code, error_description: error.message };
    }
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(withFragment(target, fragment), 303);
  });

  /** verifyOtp({ token_hash, type }): the link's token, answered with a session. */
  app.post('/verify', async (c) => {
    await limit(c, 'verify');
    const body = await readBody(c);
    const kind = linkKind(typeof body.type === 'string' ? body.type : undefined);
    const tokenHash = optionalText(body, 'token_hash');
    if (!kind) throw new GoTrueError(400, 'validation_failed', 'Verify requires a verification type: signup, email or recovery');
    if (!tokenHash) throw new GoTrueError(400, 'validation_failed', 'Only e-mailed links (token_hash) can be verified: no codes are sent');
    return c.json(await auth.verify(tokenHash, kind));
  });

  app.all('*', (c) => {
    throw new GoTrueError(404, 'not_found', `The embedded auth does not offer ${c.req.method} ${c.req.path}`);
  });

  return app;
}

function unexpected(error: Error, c: Context): GoTrueError {
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return new GoTrueError(500, 'unexpected_failure', 'Unexpected failure, please try again');
}

type Body = Record<string, unknown>;

async function readBody(c: Context): Promise<Body> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  refuseUnsafeText(body, 'body');
  return asRecord(body);
}

/** 400 validation_failed when a string or key of `value` holds a NUL or an unpaired surrogate. */
function refuseUnsafeText(value: unknown, where: 'body' | 'query'): void {
  const path = findUnsafeText(value);
  if (path) throw new GoTrueError(400, 'validation_failed', unsafeTextMessage(path.length ? path.map(String).join('.') : where));
}

const asRecord = (value: unknown): Body => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {});

/** A required string field; 400 validation_failed naming it when missing. */
function text(body: Body, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw new GoTrueError(400, 'validation_failed', `${field} is required`);
  return value;
}

function optionalText(body: Body, field: string): string | undefined {
  const value = body[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function refusePkce(body: Body): void {
  if (body.code_challenge) throw new GoTrueError(400, 'validation_failed', PKCE_UNSUPPORTED);
}

function linkKind(type: string | undefined): 'signup' | 'recovery' | null {
  if (type === 'signup' || type === 'email') return 'signup';
  if (type === 'recovery') return 'recovery';
  return null;
}

function sessionFragment(session: GoTrueSession): Record<string, string> {
  return {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
  };
}
