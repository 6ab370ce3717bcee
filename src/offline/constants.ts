/**
 * Limits, timings and names of the offline layer (outbox, sync engine, cached reads), each with
 * its unit.
 */

/** Web Locks name held by the one tab that drains the outbox. */
export const OUTBOX_LOCK_NAME = 'greenshoe-outbox';
/** First retry delay after a network error or a 5xx, in milliseconds; doubles per attempt. */
export const RETRY_BASE_MS = 2_000;
/** Longest retry delay computed by backoff, in milliseconds (5 minutes). */
export const RETRY_CAP_MS = 5 * 60_000;
/** Longest wait a server's Retry-After may impose, in milliseconds (1 hour). */
export const RETRY_AFTER_CAP_MS = 60 * 60_000;
/**
 * 5xx answers (without Retry-After) after which an entry is parked as rejected, shown with Retry and
 * Discard, instead of being retried forever: with the backoff above, about 13 minutes of failures.
 */
export const MAX_SERVER_ERRORS = 10;
/** Random spread added to each backoff delay, as a fraction of it (0.2 = up to +20%). */
export const RETRY_JITTER = 0.2;
/** The interviews list is fresh this long after it was fetched (spec section 9), in milliseconds. */
export const INTERVIEWS_FRESH_MS = 5 * 60_000;
/** The profile is fresh this long after it was fetched, in milliseconds. */
export const PROFILE_FRESH_MS = 5 * 60_000;
/** A recorded answer is kept on the device this long for replay, in milliseconds (30 days). */
export const RECORDING_KEEP_MS = 30 * 24 * 60 * 60_000;
