/**
 * Password hashing (argon2id with @node-rs/argon2's defaults: 19 MiB, 2 passes, 1 lane, the
 * OWASP-recommended setting) and the password rule the server enforces: the spec's sign-up rule,
 * at least 8 characters with an upper-case letter, a lower-case letter, a digit and one of @$!%*?&.
 */
import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** The spec's sign-up password message, also the server's answer to a weak password. */
export const PASSWORD_RULE_MESSAGE =
  'Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character (@$!%*?&)';
/** Longest accepted password, in characters (argon2 has no limit; this bounds the work per request). */
export const MAX_PASSWORD_LENGTH = 256;

/** argon2id hash in PHC string form (`$argon2id$v=19$m=19456,t=2,p=1$...`). */
export const hashPassword = (password: string) => hash(password);

/** A hash of a random string, verified against when the user is unknown, so both paths cost the same. */
let decoyHash: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; with no hash, spends the same time and answers false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash(randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** GoTrue's weak_password reasons for a password that breaks the rule, empty when it is acceptable. */
export function weakPasswordReasons(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < 8 || password.length > MAX_PASSWORD_LENGTH) reasons.push('length');
  // A NUL is never typed; argon2 and C-string callers may cut the password there.
  if (password.includes('\u0000')) reasons.push('characters');
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password) || !/[@$!%*?&]/.test(password)) reasons.push('characters');
  return reasons;
}
