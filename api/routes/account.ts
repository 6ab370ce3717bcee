/**
 * The spec's account calls and the browser's runtime configuration, in both auth modes:
 * - GET /api/config → RuntimeConfig (core/contract/runtime-config.ts).
 * - POST /api/forgot-password { email } → 200 { message } whether or not the account exists;
 *   400/429/502 { error }.
 * - GET /api/verify?token= → 200 { verified: true }, or 400 { error }.
 * Rate-limited per client address (and per email for forgot-password): 429 { error } + Retry-After.
 * Without an auth module every call answers 503 { error }.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { AccountError } from '../auth/account-service';
import { clientAddress } from '../auth/client-address';
import type { AuthModule } from '../auth/create-auth';
import type { LimitedAction } from '../auth/rate-limit';
import { limitJsonBody } from '../http/body-limit';
import { validate } from '../http/validate';
import { errorBody } from '../../core/contract/wire';

/** The spec's success text, shown whether or not the account exists. */
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists with this email, you will receive a password reset link.';
/** The spec's verification failure text. */
export const VERIFY_FAILED_MESSAGE = "We couldn't verify your account. The link may be invalid or expired.";

const ForgotPasswordSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email is invalid').pipe(z.email('Email is invalid')),
});
const VerifyQuerySchema = z.object({
  token: z.string({ error: 'A verification token is required.' }).trim().min(1, 'A verification token is required.').max(512, VERIFY_FAILED_MESSAGE),
});

const NOT_CONFIGURED = 'Sign-in is not configured on this server.';

export const accountRoutes = (auth: AuthModule | undefined) => {
  /** Counts an attempt; the 429 answer when over the limit. */
  const limited = async (c: Context, module: AuthModule, action: LimitedAction, email?: string) => {
    const verdict = await module.limiter.check(action, clientAddress(c, module.trustProxy), email);
    if (verdict.allowed) return null;
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return c.json(errorBody(`Too many requests. Please try again in ${verdict.retryAfterSeconds} seconds.`), 429);
  };

  return new Hono()
    .get('/config', (c) => {
      if (!auth) return c.json(errorBody(NOT_CONFIGURED), 503);
      c.header('Cache-Control', 'no-cache');
      return c.json(auth.runtimeConfig);
    })
    .post('/forgot-password', limitJsonBody, validate('json', ForgotPasswordSchema), async (c) => {
      if (!auth) return c.json(errorBody(NOT_CONFIGURED), 503);
      const { email } = c.req.valid('json');
      const refused = await limited(c, auth, 'recover', email);
      if (refused) return refused;
      try {
        await auth.account.forgotPassword(email);
      } catch (error) {
        if (error instanceof AccountError) return c.json(errorBody(error.message), error.status);
        throw error;
      }
      return c.json({ message: FORGOT_PASSWORD_MESSAGE });
    })
    .get('/verify', validate('query', VerifyQuerySchema), async (c) => {
      if (!auth) return c.json(errorBody(NOT_CONFIGURED), 503);
      const refused = await limited(c, auth, 'verify');
      if (refused) return refused;
      try {
        if (await auth.account.verifyEmail(c.req.valid('query').token)) return c.json({ verified: true as const });
      } catch (error) {
        if (error instanceof AccountError) return c.json(errorBody(error.message), error.status);
        throw error;
      }
      return c.json(errorBody(VERIFY_FAILED_MESSAGE), 400);
    });
};
