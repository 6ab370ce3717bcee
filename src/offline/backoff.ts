/**
 * Retry timing of the sync engine: capped exponential backoff with jitter, and the server's
 * Retry-After header (delta seconds or an HTTP date), which wins when present.
 */
import { RETRY_AFTER_CAP_MS, RETRY_BASE_MS, RETRY_CAP_MS, RETRY_JITTER } from '@/offline/constants';

/**
 * Delay before attempt `attempts + 1`, in ms: RETRY_BASE_MS doubled per earlier attempt, capped at
 * RETRY_CAP_MS, plus up to RETRY_JITTER of it (`random` in [0, 1)).
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const base = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 30));
  return Math.round(base * (1 + RETRY_JITTER * random()));
}

/**
 * The wait a Retry-After header asks for, in ms from `now` (epoch ms), capped at
 * RETRY_AFTER_CAP_MS; null when the header is missing or unreadable.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Math.min(RETRY_AFTER_CAP_MS, Number(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.min(RETRY_AFTER_CAP_MS, Math.max(0, date - now));
}
