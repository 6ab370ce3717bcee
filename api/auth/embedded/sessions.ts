/**
 * Sessions of the embedded auth, kept as refresh tokens (auth_refresh_tokens, SHA-256 hashed). A
 * session is alive while one of its tokens is unrevoked. Each refresh rotates the token; using a
 * rotated token again revokes the whole session (a stolen token is then useless to both holders),
 * except within `reuseSeconds` of its rotation while its successor is still unused: that is a lost
 * reply or two tabs refreshing at once, and the caller gets a fresh successor instead.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authRefreshTokens } from '../../db/schema';
import { hashToken, randomToken } from './secrets';

/** A session's identity and the refresh token to hand out. */
export interface SessionGrant {
  userId: string;
  sessionId: string;
  refreshToken: string;
}

/** Why a refresh was refused. */
export type RefreshFailure = 'not_found' | 'already_used';

type TokenRow = typeof authRefreshTokens.$inferSelect;

/** Starts a session for `userId` with its first refresh token. */
export async function startSession(db: Db, userId: string): Promise<SessionGrant> {
  const refreshToken = randomToken();
  const sessionId = randomUUID();
  await db.insert(authRefreshTokens).values({ tokenHash: hashToken(refreshToken), userId, sessionId });
  return { userId, sessionId, refreshToken };
}

/** Exchanges a refresh token for a new one of the same session, or says why not. */
export async function rotateRefreshToken(db: Db, refreshToken: string, reuseSeconds: number, now: Date): Promise<SessionGrant | RefreshFailure> {
  const [row] = await db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, hashToken(refreshToken)));
  if (!row) return 'not_found';
  if (!row.revokedAt) {
    const grant = await replace(db, row, now);
    if (grant) return grant;
  }
  const [current] = await db.select().from(authRefreshTokens).where(eq(authRefreshTokens.id, row.id));
  if (!current?.revokedAt) return 'not_found';
  if (!current.replacedBy) return 'not_found'; // revoked by sign-out
  if (now.getTime() - current.revokedAt.getTime() <= reuseSeconds * 1000) {
    const [successor] = await db.select().from(authRefreshTokens).where(eq(authRefreshTokens.id, current.replacedBy));
    if (successor && !successor.revokedAt) {
      const grant = await replace(db, successor, now);
      if (grant) return grant;
    }
  }
  await revokeSession(db, row.sessionId, now);
  return 'already_used';
}

/** Revokes `row` and issues its successor, atomically; undefined if another request revoked it first. */
async function replace(db: Db, row: TokenRow, now: Date): Promise<SessionGrant | undefined> {
  const refreshToken = randomToken();
  const successorId = randomUUID();
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(authRefreshTokens)
      .set({ revokedAt: now, replacedBy: successorId })
      .where(and(eq(authRefreshTokens.id, row.id), isNull(authRefreshTokens.revokedAt)))
      .returning({ id: authRefreshTokens.id });
    if (revoked.length === 0) return undefined;
    await tx.insert(authRefreshTokens).values({ id: successorId, tokenHash: hashToken(refreshToken), userId: row.userId, sessionId: row.sessionId });
    return { userId: row.userId, sessionId: row.sessionId, refreshToken };
  });
}

/** Whether the session still has an unrevoked token (signed-out sessions do not). */
export async function isSessionAlive(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: authRefreshTokens.id })
    .from(authRefreshTokens)
    .where(and(eq(authRefreshTokens.sessionId, sessionId), isNull(authRefreshTokens.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Ends one session. */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(authRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(authRefreshTokens.sessionId, sessionId), isNull(authRefreshTokens.revokedAt)));
}

/** Ends every session of `userId`, or every one but `exceptSessionId`. */
export async function revokeUserSessions(db: Db, userId: string, now: Date, exceptSessionId?: string): Promise<void> {
  const conditions = [eq(authRefreshTokens.userId, userId), isNull(authRefreshTokens.revokedAt)];
  if (exceptSessionId) conditions.push(ne(authRefreshTokens.sessionId, exceptSessionId));
  await db.update(authRefreshTokens).set({ revokedAt: now }).where(and(...conditions));
}
