/**
 * Rate limits of the auth actions, in fixed windows kept in a CounterStore (memory for one embedded
 * server, PostgreSQL with DATABASE_URL). Each check counts one attempt, allowed or not.
 * - Every action is limited per client address; sign-up and recovery (which send e-mail) also per
 *   e-mail address.
 * - Sign-in is limited per client address AND account, so guessing from one address cannot lock the
 *   owner out elsewhere; and backs an account off: once it has had `accountFailures.max` failed
 *   sign-ins in the window, addresses that failed on it are refused until the window ends, while an
 *   address that has not failed on it (the owner's new one) may still try. A successful sign-in ends
 *   the account's failure window.
 */
import { hit, type CounterStore, type Limit } from '../http/fixed-window';

/** A limit: at most `max` attempts per `windowSeconds`. */
export type { Limit };

/** The limited actions. */
export type LimitedAction = 'signIn' | 'signUp' | 'recover' | 'verify' | 'refresh';

export interface RateLimits {
  perAddress: Record<LimitedAction, Limit>;
  /** Per e-mail address, for the actions that send e-mail. */
  perEmail: Partial<Record<'signUp' | 'recover', Limit>>;
  /** Sign-in attempts per client address and account. */
  signInPerAddressAndAccount: Limit;
  /** Failed sign-ins of one account (from any address) before its backoff starts, and the backoff window. */
  accountFailures: Limit;
}

/**
 * Defaults: generous enough for a class sharing one address, tight enough to stop guessing.
 * Per address: 30 sign-ins / 5 min, 20 sign-ups / h, 10 recoveries / h, 30 verifications / 5 min,
 * 120 refreshes / 5 min. Per email: 5 sign-ups / h, 5 recoveries / h. Per address and account:
 * 10 sign-ins / 5 min. Account backoff: after 20 failures in an hour.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  perAddress: {
    signIn: { max: 30, windowSeconds: 300 },
    signUp: { max: 20, windowSeconds: 3600 },
    recover: { max: 10, windowSeconds: 3600 },
    verify: { max: 30, windowSeconds: 300 },
    refresh: { max: 120, windowSeconds: 300 },
  },
  perEmail: {
    signUp: { max: 5, windowSeconds: 3600 },
    recover: { max: 5, windowSeconds: 3600 },
  },
  signInPerAddressAndAccount: { max: 10, windowSeconds: 300 },
  accountFailures: { max: 20, windowSeconds: 3600 },
};

const UNLIMITED: Limit = { max: Number.POSITIVE_INFINITY, windowSeconds: 1 };

/** No limits at all (AUTH_RATE_LIMITS=off). */
export const NO_RATE_LIMITS: RateLimits = {
  perAddress: Object.fromEntries((['signIn', 'signUp', 'recover', 'verify', 'refresh'] as const).map((action) => [action, UNLIMITED])) as Record<LimitedAction, Limit>,
  perEmail: {},
  signInPerAddressAndAccount: UNLIMITED,
  accountFailures: UNLIMITED,
};

/** The verdict of a check: allowed, or refused with the seconds until the window ends. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: 'address' | 'email' | 'account' };

export interface RateLimiter {
  /** Counts an attempt of `action` from `address` (and for `email`), and says whether it may proceed. */
  check(action: LimitedAction, address: string, email?: string): Promise<RateVerdict>;
  /** Records a failed sign-in (wrong password) from `address` on the account of `email`. */
  signInFailed(address: string, email: string): Promise<void>;
  /** Records a successful sign-in: the account's backoff ends. */
  signInSucceeded(email: string): Promise<void>;
}

const account = (email: string) => email.trim().toLowerCase();

/** A limiter over `store`. */
export function createRateLimiter(limits: RateLimits, store: CounterStore): RateLimiter {
  const failures = limits.accountFailures;
  const refused = (retryAfterSeconds: number, scope: 'address' | 'email' | 'account'): RateVerdict => ({ allowed: false, retryAfterSeconds, scope });

  async function checkSignIn(address: string, email: string): Promise<RateVerdict> {
    const pair = await hit(store, `signIn|ae|${address}|${account(email)}`, limits.signInPerAddressAndAccount);
    if (pair) return refused(pair, 'account');
    const onAccount = await store.add(`signInFail|e|${account(email)}`, failures.windowSeconds, 0);
    if (onAccount.count < failures.max) return { allowed: true };
    const fromHere = await store.add(`signInFail|ae|${address}|${account(email)}`, failures.windowSeconds, 0);
    return fromHere.count > 0 ? refused(onAccount.resetInSeconds, 'account') : { allowed: true };
  }

  return {
    async check(action, address, email) {
      const byAddress = await hit(store, `${action}|a|${address}`, limits.perAddress[action]);
      if (byAddress) return refused(byAddress, 'address');
      if (!email) return { allowed: true };
      if (action === 'signIn') return checkSignIn(address, email);
      const emailLimit = action === 'signUp' || action === 'recover' ? limits.perEmail[action] : undefined;
      const byEmail = emailLimit ? await hit(store, `${action}|e|${account(email)}`, emailLimit) : 0;
      return byEmail ? refused(byEmail, 'email') : { allowed: true };
    },
    async signInFailed(address, email) {
      await store.add(`signInFail|e|${account(email)}`, failures.windowSeconds);
      await store.add(`signInFail|ae|${address}|${account(email)}`, failures.windowSeconds);
    },
    async signInSucceeded(email) {
      await store.clear(`signInFail|e|${account(email)}`);
    },
  };
}
