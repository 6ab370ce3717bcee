/**
 * The product's user rows (table appusers, spec section 4 "First sign-in"): one per auth user, with
 * the same id, created on first sign-in from the token's id and email.
 */
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { appUsers } from '../db/schema';

/**
 * Creates the app user row `{ id, email }` when it is missing; an existing row is left as it is.
 * `email` is the token's (empty text when the token has none). Safe under concurrent first sign-ins.
 * @returns `created`: true only for the call that inserted the row.
 */
export async function ensureAppUser(db: Db, user: AuthUser): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(appUsers)
    .values({ id: user.id, email: user.email ?? '' })
    .onConflictDoNothing({ target: appUsers.id })
    .returning({ id: appUsers.id });
  return { created: inserted.length > 0 };
}

/** The stored email of an app user, or null when the user has no row yet. */
export async function findAppUserEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: appUsers.email }).from(appUsers).where(eq(appUsers.id, userId));
  return row?.email ?? null;
}
