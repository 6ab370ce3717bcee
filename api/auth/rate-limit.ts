/**
 * Fixed-window rate limits in memory, per client address and per e-mail address, for sign-in,
 * sign-up, password recovery and link verification. One process holds the counters (the app runs
 * as one Node process); a restart clears them. Each check counts one attempt, allowed or not.
 */

/** A limit: at most `max` attempts per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** The limited actions; per-address limits apply to all, per-email limits where an email is given. */
export type LimitedAction = 'signIn' | 'signUp' | 'recover' | 'verify';

export interface RateLimits {
  perAddress: Record<LimitedAction, Limit>;
  perEmail: Partial<Record<LimitedAction, Limit>>;
}

/**
 * Defaults: generous enough for a class sharing one address, tight enough to stop guessing.
 * Per address: 30 sign-ins / 5 min, 20 sign-ups / h, 10 recoveries / h, 30 verifications / 5 min.
 * Per email: 10 sign-ins / 5 min, 5 sign-ups / h, 5 recoveries / h.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  perAddress: {
    signIn: { max: 30, windowSeconds: 300 },
    signUp: { max: 20, windowSeconds: 3600 },
    recover: { max: 10, windowSeconds: 3600 },
    verify: { max: 30, windowSeconds: 300 },
  },
  perEmail: {
    signIn: { max: 10, windowSeconds: 300 },
    signUp: { max: 5, windowSeconds: 3600 },
    recover: { max: 5, windowSeconds: 3600 },
  },
};

/** No limits at all (AUTH_RATE_LIMITS=off). */
export const NO_RATE_LIMITS: RateLimits = {
  perAddress: Object.fromEntries(
    (['signIn', 'signUp', 'recover', 'verify'] as const).map((action) => [action, { max: Number.POSITIVE_INFINITY, windowSeconds: 1 }]),
  ) as Record<LimitedAction, Limit>,
  perEmail: {},
};

/** The verdict of a check: allowed, or refused with the seconds until the window ends. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: 'address' | 'email' };

export interface RateLimiter {
  /** Counts an attempt of `action` from `address` (and for `email`), and says whether it may proceed. */
  check(action: LimitedAction, address: string, email?: string): RateVerdict;
}

/** Entries are swept when the map grows past this many keys. */
const SWEEP_THRESHOLD = 10_000;

/** A limiter with its own counters; `now` (milliseconds) is for tests. */
export function createRateLimiter(limits: RateLimits = DEFAULT_RATE_LIMITS, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function hit(key: string, limit: Limit): number {
    const at = now();
    if (windows.size > SWEEP_THRESHOLD) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + limit.windowSeconds * 1000 };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit.max ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
  }

  return {
    check(action, address, email) {
      const byAddress = hit(`${action}|a|${address}`, limits.perAddress[action]);
      if (byAddress) return { allowed: false, retryAfterSeconds: byAddress, scope: 'address' };
      const emailLimit = limits.perEmail[action];
      if (email && emailLimit) {
        const byEmail = hit(`${action}|e|${email.trim().toLowerCase()}`, emailLimit);
        if (byEmail) return { allowed: false, retryAfterSeconds: byEmail, scope: 'email' };
      }
      return { allowed: true };
    },
  };
}
