/**
 * Errors of the embedded auth in Supabase Auth (GoTrue) form. supabase-js reads `code` (when the
 * response carries `X-Supabase-Api-Version`), else `error_code`, and `msg` or `message`; a 5xx is
 * taken for a network failure, so every user error is a 4xx.
 */

/** The API version header GoTrue sends; supabase-js only reads `code` when it is present. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/** GoTrue error codes the embedded auth answers with (a subset of GoTrue's ErrorCode list). */
export type GoTrueErrorCode =
  | 'bad_json'
  | 'validation_failed'
  | 'email_address_invalid'
  | 'weak_password'
  | 'same_password'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'otp_expired'
  | 'no_authorization'
  | 'bad_jwt'
  | 'session_not_found'
  | 'user_not_found'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'not_found'
  | 'unexpected_failure';

/** A 4xx (or, for genuine server faults, 5xx) answer. `retryAfterSeconds` sets Retry-After. */
export class GoTrueError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 422 | 429 | 500,
    readonly code: GoTrueErrorCode,
    message: string,
    readonly extra: { retryAfterSeconds?: number; weakPasswordReasons?: string[] } = {},
  ) {
    super(message);
  }

  /** The JSON body: `{ code, error_code, msg, message }` (+ `weak_password` for weak_password). */
  body(): Record<string, unknown> {
    const body: Record<string, unknown> = { code: this.code, error_code: this.code, msg: this.message, message: this.message };
    if (this.extra.weakPasswordReasons) body.weak_password = { reasons: this.extra.weakPasswordReasons, message: this.message };
    return body;
  }
}

/** The answer for an invalid or expired e-mail link (GoTrue's wording). */
export const linkExpired = () => new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired');

/** The answer for a rate-limited request; `email` for limits on sending mail to one address. */
export function rateLimited(retryAfterSeconds: number, kind: 'request' | 'email'): GoTrueError {
  return kind === 'email'
    ? new GoTrueError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`, { retryAfterSeconds })
    : new GoTrueError(429, 'over_request_rate_limit', `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
}
