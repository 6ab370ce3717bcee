/**
 * Whether an access token's session is still alive, as the API asks on every signed-in request.
 * `lookup` answers for one key: the embedded auth asks its sessions table by session id, Supabase
 * mode asks the project's /auth/v1/user with the token. A live answer is remembered for `cacheMs`
 * (default 2 s), so a burst of requests costs one lookup; an ended session is never remembered.
 * Revocations made by this process forget everything at once; another process (or Supabase) is
 * heard within `cacheMs`.
 */

/** How long a live session is trusted without asking again, in milliseconds. */
export const LIVE_SESSION_CACHE_MS = 2000;
/** The cache is emptied when it grows past this many keys. */
const MAX_CACHED = 10_000;

export interface LiveSessions {
  /** True while the session `key` names is alive (or was within the cache time). */
  isAlive(key: string): Promise<boolean>;
  /** Forgets every cached answer (after a revocation). */
  forget(): void;
}

/** A cached view of `lookup` (resolves true while alive; its rejections pass through); `now` (milliseconds) is for tests. */
export function createLiveSessions(lookup: (key: string) => Promise<boolean>, cacheMs = LIVE_SESSION_CACHE_MS, now: () => number = Date.now): LiveSessions {
  const aliveUntil = new Map<string, number>();
  return {
    async isAlive(key) {
      const at = now();
      if ((aliveUntil.get(key) ?? 0) > at) return true;
      const alive = await lookup(key);
      if (aliveUntil.size >= MAX_CACHED) aliveUntil.clear();
      if (alive) aliveUntil.set(key, at + cacheMs);
      else aliveUntil.delete(key);
      return alive;
    },
    forget: () => aliveUntil.clear(),
  };
}
