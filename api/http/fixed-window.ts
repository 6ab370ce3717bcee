/**
 * Fixed-window counters in this process's memory (the app runs as one Node process; a restart
 * clears them): the mechanism of the sign-in limits (api/auth/rate-limit.ts) and of the public
 * forms' limit (api/routes/public-forms.ts). Each hit counts, allowed or not.
 */

/** A limit: at most `max` hits per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface FixedWindows {
  /** Counts a hit on `key`; 0 when within `limit`, else the seconds until its window ends (≥ 1). */
  hit(key: string, limit: Limit): number;
}

/** Windows are swept when the map grows past this many keys. */
const SWEEP_THRESHOLD = 10_000;

/** Counters of their own; `now` (milliseconds) is for tests. */
export function createFixedWindows(now: () => number = Date.now): FixedWindows {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, limit) {
      const at = now();
      if (windows.size > SWEEP_THRESHOLD) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + limit.windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > limit.max ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
    },
  };
}
