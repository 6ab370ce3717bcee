/**
 * A rate limit on the AI routes (each call may cost money on the configured server): a fixed window
 * per signed-in user when the request's bearer token verifies, else per client address (visitors
 * may run mock interviews). Counters live in this process's memory; a restart clears them. A refused
 * request gets 429 `{ error }` with a Retry-After header (seconds). The auth limiter
 * (api/auth/rate-limit.ts) is keyed by auth actions and e-mail, so this one stays separate; both key
 * addresses with clientAddress.
 */
import type { MiddlewareHandler } from 'hono';
import type { TokenVerifier } from '../auth/auth-user';
import { clientAddress } from '../auth/client-address';

/** At most `max` AI requests per `windowSeconds` per user or address. */
export interface AiRateLimit {
  max: number;
  windowSeconds: number;
}

/** Default: 30 AI requests a minute, several times what a candidate needs in an interview or a chat. */
export const DEFAULT_AI_RATE_LIMIT: AiRateLimit = { max: 30, windowSeconds: 60 };

export const AI_RATE_LIMITED = 'Too many AI requests: please wait a moment and try again.';

/**
 * The routes the limit applies to (every route that may call the model or the speech engine),
 * except the upload, which has its own limit in every mode (UPLOAD_ROUTE_PATH).
 */
export const AI_ROUTE_PATHS = [
  '/api/generate-script',
  '/api/generate-feedback',
  '/api/generate-feedback-from-transcript',
  '/api/text-to-speech',
  '/api/tutor-response',
  '/api/best-practice-answer',
  '/api/interview-model-feedback',
] as const;

/** The recording upload: limited whatever the AI mode, as each may carry up to 25 MiB. */
export const UPLOAD_ROUTE_PATH = '/api/speech-to-text';

/** Default upload limit: 30 a minute per user or address, as for the AI routes. */
export const DEFAULT_UPLOAD_RATE_LIMIT: AiRateLimit = DEFAULT_AI_RATE_LIMIT;

export interface AiRateLimitOptions {
  limit?: AiRateLimit;
  /** Verifies bearer tokens, so a signed-in user is limited per account rather than per address. */
  verifier?: TokenVerifier;
  /** Key visitors on the first X-Forwarded-For entry (only behind a proxy that sets it). */
  trustProxy?: boolean;
  /** Clock in milliseconds (tests). */
  now?: () => number;
}

/** Windows are swept when the map grows past this many keys. */
const SWEEP_THRESHOLD = 10_000;

/** The middleware; each instance has its own counters. */
export function aiRateLimit(options: AiRateLimitOptions = {}): MiddlewareHandler {
  const { limit = DEFAULT_AI_RATE_LIMIT, verifier, trustProxy = false, now = Date.now } = options;
  const windows = new Map<string, { count: number; resetAt: number }>();

  async function keyOf(authorization: string | undefined, address: () => string): Promise<string> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (token && verifier) {
      try {
        return `user:${(await verifier.verify(token)).id}`;
      } catch {
        // an invalid token is treated as a visitor; the route decides whether it needs a user
      }
    }
    return `address:${address()}`;
  }

  return async (c, next) => {
    const key = await keyOf(c.req.header('authorization'), () => clientAddress(c, trustProxy));
    const at = now();
    if (windows.size > SWEEP_THRESHOLD) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + limit.windowSeconds * 1000 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit.max) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((window.resetAt - at) / 1000))));
      return c.json({ error: AI_RATE_LIMITED }, 429);
    }
    await next();
  };
}
