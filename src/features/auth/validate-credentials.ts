/**
 * Sign-in and sign-up validation (spec section 5): email required and email-shaped; password
 * required and at least 8 characters; sign-up (and a new password) also needs an uppercase and a
 * lowercase letter, a digit and one special character from @$!%*?&.
 */

export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordRules:
    'Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character (@$!%*?&)',
  passwordsDiffer: 'Passwords do not match',
} as const;

/** The password rules, shown under a new password field before any error. */
export const PASSWORD_HINT = 'At least 8 characters, with an uppercase and a lowercase letter, a number and one of @$!%*?&.';

/** Fewest characters in a password. */
export const PASSWORD_MIN_LENGTH = 8;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CredentialErrors {
  email?: string;
  password?: string;
  confirm?: string;
}

/** The email's message, or undefined when it is fine. */
export function validateEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return VALIDATION_MESSAGES.emailRequired;
  if (!EMAIL_SHAPE.test(trimmed)) return VALIDATION_MESSAGES.emailInvalid;
  return undefined;
}

/** True when `password` meets the sign-up rules. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[@$!%*?&]/.test(password)
  );
}

function passwordError(password: string, strong: boolean): string | undefined {
  if (!password) return VALIDATION_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
  if (strong && !isStrongPassword(password)) return VALIDATION_MESSAGES.passwordRules;
  return undefined;
}

function withoutEmpty(errors: CredentialErrors): CredentialErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** Sign-in: email, and a password of at least 8 characters. */
export function validateSignIn({ email, password }: { email: string; password: string }): CredentialErrors {
  return withoutEmpty({ email: validateEmail(email), password: passwordError(password, false) });
}

/** Sign-up: email, and a password that meets every rule. */
export function validateSignUp({ email, password }: { email: string; password: string }): CredentialErrors {
  return withoutEmpty({ email: validateEmail(email), password: passwordError(password, true) });
}

/** A new password (after a reset link): the sign-up rules, typed twice alike. */
export function validateNewPassword({ password, confirm }: { password: string; confirm: string }): CredentialErrors {
  const errors: CredentialErrors = { password: passwordError(password, true) };
  if (!errors.password && password !== confirm) errors.confirm = VALIDATION_MESSAGES.passwordsDiffer;
  return withoutEmpty(errors);
}

/** True when `errors` holds no message. */
export function isValid(errors: CredentialErrors): boolean {
  return Object.keys(errors).length === 0;
}
