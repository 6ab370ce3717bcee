/**
 * The messages a user sees for auth failures (spec section 8), from supabase-js errors. GoTrue
 * (Supabase Auth and the embedded server alike) names failures with `code`: invalid_credentials,
 * user_already_exists / email_exists, email_not_confirmed, over_*_rate_limit, weak_password,
 * same_password. Network failures arrive as status 0 (5xx counts as network too).
 */
import { VALIDATION_MESSAGES } from '@/features/auth/validate-credentials';

/** The parts of a supabase-js AuthError this reads. */
export interface AuthErrorLike {
  code?: string;
  status?: number;
  message?: string;
}

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  signInFailed: 'Something went wrong. Please try again.',
  noSession: 'Login failed. No session returned.',
  emailNotConfirmed: 'Please confirm your email first: open the link we sent to your inbox.',
  alreadyRegistered: 'User Already Registered',
  pendingConfirmation: 'This email is already pending confirmation. Please check your inbox.',
  signUpFailed: 'Something went wrong',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  offline: "You're offline. Connect to the internet and try again.",
  samePassword: 'Your new password must be different from the old one.',
  googleFailed: 'Failed to authenticate with Google',
} as const;

const RATE_LIMITED = new Set(['over_request_rate_limit', 'over_email_send_rate_limit', 'over_sms_send_rate_limit']);

function isRateLimit(error: AuthErrorLike): boolean {
  return error.status === 429 || RATE_LIMITED.has(error.code ?? '');
}

function isNetwork(error: AuthErrorLike, online: boolean): boolean {
  return !online && (error.status === 0 || error.status === undefined);
}

/**
 * A refused weak password: the server's own reason (the embedded server says what zxcvbn found, e.g.
 * 'This is a top-10 common password'; Supabase names its rule), else the spec's password rules.
 */
function weakPasswordMessage(error: AuthErrorLike): string {
  return error.message?.trim() || VALIDATION_MESSAGES.passwordRules;
}

function currentlyOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The sign-in form's message for `error`. */
export function signInErrorMessage(error: AuthErrorLike, online = currentlyOnline()): string {
  if (error.code === 'invalid_credentials' || error.code === 'invalid_grant') return AUTH_MESSAGES.invalidCredentials;
  if (!error.code && error.status === 400 && /invalid login credentials/i.test(error.message ?? '')) {
    return AUTH_MESSAGES.invalidCredentials;
  }
  if (error.code === 'email_not_confirmed') return AUTH_MESSAGES.emailNotConfirmed;
  if (isRateLimit(error)) return AUTH_MESSAGES.tooManyAttempts;
  if (isNetwork(error, online)) return AUTH_MESSAGES.offline;
  return AUTH_MESSAGES.signInFailed;
}

/**
 * The sign-up form's message for `error`. A repeated sign-up while the first confirmation email is
 * recent is refused with over_email_send_rate_limit: the email is pending confirmation.
 */
export function signUpErrorMessage(error: AuthErrorLike, online = currentlyOnline()): string {
  if (error.code === 'user_already_exists' || error.code === 'email_exists') return AUTH_MESSAGES.alreadyRegistered;
  if (!error.code && /already (been )?registered/i.test(error.message ?? '')) return AUTH_MESSAGES.alreadyRegistered;
  if (error.code === 'email_not_confirmed' || error.code === 'over_email_send_rate_limit') return AUTH_MESSAGES.pendingConfirmation;
  if (error.code === 'weak_password') return weakPasswordMessage(error);
  if (isRateLimit(error)) return AUTH_MESSAGES.tooManyAttempts;
  if (isNetwork(error, online)) return AUTH_MESSAGES.offline;
  return AUTH_MESSAGES.signUpFailed;
}

/**
 * Supabase answers a sign-up for an already confirmed email with a user that has no identities
 * (so that the answer does not reveal the account); that means "already registered".
 */
export function isObfuscatedExistingUser(user: { identities?: unknown[] } | null | undefined): boolean {
  return Array.isArray(user?.identities) && user.identities.length === 0;
}

/** The set-new-password form's message for `error`. */
export function newPasswordErrorMessage(error: AuthErrorLike, online = currentlyOnline()): string {
  if (error.code === 'same_password') return AUTH_MESSAGES.samePassword;
  if (error.code === 'weak_password') return weakPasswordMessage(error);
  if (isRateLimit(error)) return AUTH_MESSAGES.tooManyAttempts;
  if (isNetwork(error, online)) return AUTH_MESSAGES.offline;
  return AUTH_MESSAGES.signInFailed;
}
