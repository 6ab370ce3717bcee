/**
 * The spec's own account calls (POST /api/forgot-password, GET /api/verify) in either auth mode:
 * embedded (the embedded auth's recover and email confirmation) or Supabase (supabase-js on the
 * server: resetPasswordForEmail, verifyOtp with token_hash). Both keep to one rule: the answer to a
 * reset request never says whether an account exists.
 */
import type { EmbeddedAuth } from './embedded/embedded-auth';
import { GoTrueError } from './embedded/gotrue-error';
import { serverSupabaseClient } from './supabase-client';

/** A failure to answer with `{ error: message }` and `status`. */
export class AccountError extends Error {
  constructor(
    readonly status: 400 | 429 | 502,
    message: string,
  ) {
    super(message);
  }
}

/** The spec's generic failure text for the forgot-password form. */
export const ACCOUNT_FAILURE = 'An error occurred. Please try again.';

export interface AccountService {
  /** Mails a reset link when the account exists; resolves alike when it does not. @throws AccountError */
  forgotPassword(email: string): Promise<void>;
  /** Confirms an address with its e-mailed token: false when the token is invalid, used or expired. @throws AccountError (502) */
  verifyEmail(token: string): Promise<boolean>;
}

/** The calls over the embedded auth. */
export function embeddedAccountService(auth: EmbeddedAuth): AccountService {
  return {
    async forgotPassword(email) {
      try {
        await auth.recover({ email });
      } catch (error) {
        if (error instanceof GoTrueError && error.status < 500) throw new AccountError(400, 'Email is invalid');
        throw error;
      }
    },
    verifyEmail: (token) => auth.confirmEmail(token),
  };
}

export interface SupabaseAccountOptions {
  supabaseUrl: string;
  anonKey: string;
  /** The reset link returns the browser to `<siteUrl>/auth/redirect`. */
  siteUrl: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * The calls over a Supabase project. A fresh client per call (no session is ever kept on the
 * server). Supabase's per-address e-mail limit (429 over_email_send_rate_limit) would reveal that
 * the account exists, so it is answered as a success; network failures and 5xx become 502.
 */
export function supabaseAccountService(options: SupabaseAccountOptions): AccountService {
  const client = () => serverSupabaseClient({ ...options, flowType: 'implicit' });
  const unavailable = (status: number | undefined) => !status || status >= 500;

  return {
    async forgotPassword(email) {
      const { error } = await (await client()).auth.resetPasswordForEmail(email, { redirectTo: `${options.siteUrl}/auth/redirect` });
      if (!error || error.code === 'over_email_send_rate_limit') return;
      if (unavailable(error.status)) throw new AccountError(502, ACCOUNT_FAILURE);
      if (error.status === 429) throw new AccountError(429, 'Too many requests. Please try again later.');
      throw new AccountError(400, error.message);
    },
    async verifyEmail(token) {
      const { error } = await (await client()).auth.verifyOtp({ token_hash: token, type: 'email' });
      if (error && unavailable(error.status)) throw new AccountError(502, ACCOUNT_FAILURE);
      return !error;
    },
  };
}
