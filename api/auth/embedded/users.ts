/**
 * auth_users queries of the embedded auth. Emails are stored lower-cased; link tokens as SHA-256
 * hashes, consumed by one conditional UPDATE so a link works exactly once even when opened twice
 * at the same moment.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authUsers } from '../../db/schema';
import type { AuthUserRow } from './gotrue-shapes';

/** Lower-cased, trimmed: the stored form of an email address. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<AuthUserRow | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<AuthUserRow | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return row;
}

/** Inserts an unconfirmed user; undefined when the address was taken meanwhile (a concurrent sign-up). */
export async function insertUser(db: Db, email: string, passwordHash: string, now: Date): Promise<AuthUserRow | undefined> {
  const [row] = await db
    .insert(authUsers)
    .values({ email: normalizeEmail(email), passwordHash, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: authUsers.email })
    .returning();
  return row;
}

/** Which link a token belongs to. */
export type LinkKind = 'signup' | 'recovery';

/**
 * Stores a new link token hash for `kind` (replacing any earlier one, which stops working) with its
 * send time. `passwordHash`, given with a sign-up link, becomes the user's password in the same
 * statement: the one live confirmation link always belongs to the password stored beside it.
 */
export async function setLinkToken(db: Db, userId: string, kind: LinkKind, tokenHash: string | null, sentAt: Date | null, passwordHash?: string): Promise<void> {
  const values =
    kind === 'signup' ? { confirmationTokenHash: tokenHash, confirmationSentAt: sentAt } : { recoveryTokenHash: tokenHash, recoverySentAt: sentAt };
  await db
    .update(authUsers)
    .set({ ...values, ...(passwordHash ? { passwordHash } : {}) })
    .where(eq(authUsers.id, userId));
}

/**
 * Uses a link token: clears it and marks the email confirmed (a recovery link proves the address
 * too). A recovery link that confirms an address also drops the password set before confirmation
 * (it was never proven to be the owner's: account pre-hijacking) and the pending sign-up link; the
 * owner sets a new password in the recovery session. Undefined when no user holds the token or it
 * was sent before `sentAfter` (expired).
 */
export async function consumeLinkToken(db: Db, kind: LinkKind, tokenHash: string, sentAfter: Date, now: Date): Promise<AuthUserRow | undefined> {
  const confirm = { emailConfirmedAt: sql`coalesce(${authUsers.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now };
  const unproven = sql`${authUsers.emailConfirmedAt} is null`;
  const [row] =
    kind === 'signup'
      ? await db
          .update(authUsers)
          .set({ ...confirm, confirmationTokenHash: null })
          .where(and(eq(authUsers.confirmationTokenHash, tokenHash), gt(authUsers.confirmationSentAt, sentAfter)))
          .returning()
      : await db
          .update(authUsers)
          .set({
            ...confirm,
            recoveryTokenHash: null,
            passwordHash: sql`case when ${unproven} then '' else ${authUsers.passwordHash} end`,
            confirmationTokenHash: sql`case when ${unproven} then null else ${authUsers.confirmationTokenHash} end`,
          })
          .where(and(eq(authUsers.recoveryTokenHash, tokenHash), gt(authUsers.recoverySentAt, sentAfter)))
          .returning();
  return row;
}

/** Replaces the password hash. */
export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: Date): Promise<AuthUserRow | undefined> {
  const [row] = await db.update(authUsers).set({ passwordHash, updatedAt: now }).where(eq(authUsers.id, userId)).returning();
  return row;
}

/** Stamps a sign-in. */
export async function touchSignIn(db: Db, userId: string, now: Date): Promise<AuthUserRow | undefined> {
  const [row] = await db.update(authUsers).set({ lastSignInAt: now }).where(eq(authUsers.id, userId)).returning();
  return row;
}
