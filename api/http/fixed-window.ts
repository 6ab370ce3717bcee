/**
 * Fixed-window counters, the mechanism of every rate limit (sign-in limits in
 * api/auth/rate-limit.ts, the public forms' limit): a key counts hits until its window ends, then
 * starts again. Where the counters live is a CounterStore: this process's memory (one embedded
 * server; a restart clears them) or PostgreSQL (api/db/postgres-counters.ts, with DATABASE_URL, so
 * several API processes share them).
 */

/** A limit: at most `max` hits per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** A key's window after a hit: its count and the whole seconds until it ends (≥ 1). */
export interface WindowState {
  count: number;
  resetInSeconds: number;
}

/** Where the counters live. */
export interface CounterStore {
  /** Adds `by` (default 1; 0 only reads) to `key`'s window, opening a new `windowSeconds` window when none is running. */
  add(key: string, windowSeconds: number, by?: number): Promise<WindowState>;
  /** Ends `key`'s window (its count starts again from zero). */
  clear(key: string): Promise<void>;
}

/** Counts a hit on `key`; 0 when within `limit`, else the seconds until its window ends (≥ 1). */
export async function hit(store: CounterStore, key: string, limit: Limit): Promise<number> {
  const { count, resetInSeconds } = await store.add(key, limit.windowSeconds);
  return count > limit.max ? resetInSeconds : 0;
}

/** Windows are swept when the map grows past this many keys. */
const SWEEP_THRESHOLD = 10_000;

/** Counters in this process's memory; `now` (milliseconds) is for tests. */
export function createMemoryCounters(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async add(key, windowSeconds, by = 1) {
      const at = now();
      if (windows.size > SWEEP_THRESHOLD) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += by;
      return { count: window.count, resetInSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)) };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}
