/**
 * Whether an access token's session is still alive, as the API asks on every signed-in request.
 * A live answer is remembered for `cacheMs` (default 2 s), so a burst of requests costs one query;
 * an ended session is never remembered. Revocations made by this process forget everything at
 * once; another process sharing the database sees them within `cacheMs`.
 */
import type { Db } from '../../db/client';
import { isSessionAlive } from './sessions';

/** How long a live session is trusted without asking the database, in milliseconds. */
export const LIVE_SESSION_CACHE_MS = 2000;
/** The cache is emptied when it grows past this many sessions. */
const MAX_CACHED = 10_000;

export interface LiveSessions {
  /** True while `sessionId` has an unrevoked refresh token (or did within the cache time). */
  isAlive(sessionId: string): Promise<boolean>;
  /** Forgets every cached answer (after a revocation). */
  forget(): void;
}

/** A cached view of the sessions table; `now` (milliseconds) is for tests. */
export function createLiveSessions(db: Db, cacheMs = LIVE_SESSION_CACHE_MS, now: () => number = Date.now): LiveSessions {
  const aliveUntil = new Map<string, number>();
  return {
    async isAlive(sessionId) {
      const at = now();
      if ((aliveUntil.get(sessionId) ?? 0) > at) return true;
      const alive = await isSessionAlive(db, sessionId);
      if (aliveUntil.size >= MAX_CACHED) aliveUntil.clear();
      if (alive) aliveUntil.set(sessionId, at + cacheMs);
      else aliveUntil.delete(sessionId);
      return alive;
    },
    forget: () => aliveUntil.clear(),
  };
}
