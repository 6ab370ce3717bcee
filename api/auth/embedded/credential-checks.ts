/**
 * The checks of what a user types into the embedded auth, answered as GoTrue answers them:
 * an e-mail address's format (400 email_address_invalid) and a new password's strength
 * (422 weak_password).
 */
import { guessablePasswordReason } from '../../../core/auth/password-strength';
import { GoTrueError } from './gotrue-error';
import { PASSWORD_RULE_MESSAGE, weakPasswordReasons } from './passwords';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `email` trimmed. @throws GoTrueError 400 email_address_invalid when it is not an address (or over 254 characters). */
export function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (!EMAIL_PATTERN.test(trimmed) || trimmed.length > 254) {
    throw new GoTrueError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return trimmed;
}

/**
 * The spec's rule, then zxcvbn (guessable passwords get reason 'pwned' and zxcvbn's warning).
 * @throws GoTrueError 422 weak_password with its reasons.
 */
export async function checkPassword(password: string, email: string): Promise<void> {
  const reasons = weakPasswordReasons(password);
  if (reasons.length) throw new GoTrueError(422, 'weak_password', PASSWORD_RULE_MESSAGE, { weakPasswordReasons: [...new Set(reasons)] });
  const guessable = await guessablePasswordReason(password, [email, ...email.split('@')]);
  if (guessable) throw new GoTrueError(422, 'weak_password', guessable, { weakPasswordReasons: ['pwned'] });
}
