/**
 * Fixed-window rate limits in memory, per client address and per e-mail address, for sign-in,
 * sign-up, password recovery and link verification. One process holds the counters (the app runs
 * as one Node process); a restart clears them. Each check counts one attempt, allowed or not.
 */

import { createFixedWindows, type Limit } from '../http/fixed-window';

/** A limit: at most `max` attempts per `windowSeconds`. */
export type { Limit };

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

/** A limiter with its own counters (api/http/fixed-window.ts); `now` (milliseconds) is for tests. */
export function createRateLimiter(limits: RateLimits = DEFAULT_RATE_LIMITS, now: () => number = Date.now): RateLimiter {
  const { hit } = createFixedWindows(now);

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
