/**
 * A rate limit on the AI routes (each call may cost money on the configured server) and on the
 * recording upload: a fixed window (api/http/fixed-window.ts) per signed-in user when the request's
 * bearer token verifies, else per client address (visitors may run mock interviews). The counters
 * live in the app's CounterStore: this process's memory, or PostgreSQL when several API processes
 * share a database, so they count together. A refused request gets 429 `{ error }` with a
 * Retry-After header (seconds).
 */
import type { MiddlewareHandler } from 'hono';
import type { TokenVerifier } from '../auth/auth-user';
import { clientAddress } from '../auth/client-address';
import { createMemoryCounters, hit, type CounterStore, type Limit } from './fixed-window';
import { errorBody } from '../../core/contract/wire';

/** Default: 30 AI requests a minute, several times what a candidate needs in an interview or a chat. */
export const DEFAULT_AI_RATE_LIMIT: Limit = { max: 30, windowSeconds: 60 };

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
export const DEFAULT_UPLOAD_RATE_LIMIT: Limit = DEFAULT_AI_RATE_LIMIT;

export interface AiRateLimitOptions {
  /** Names this limit's counters ('ai', 'upload'), so limits sharing a store count apart. */
  name: string;
  limit: Limit;
  /** Where the windows count; default: this process's memory. */
  counters?: CounterStore;
  /** Verifies bearer tokens, so a signed-in user is limited per account rather than per address. */
  verifier?: TokenVerifier;
  /** Key visitors on the first X-Forwarded-For entry (only behind a proxy that sets it). */
  trustProxy?: boolean;
}

/** The middleware; instances with the same `name` and store share their counts. */
export function aiRateLimit({ name, limit, counters = createMemoryCounters(), verifier, trustProxy = false }: AiRateLimitOptions): MiddlewareHandler {
  async function keyOf(authorization: string | undefined, address: () => string): Promise<string> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (token && verifier) {
      try {
        return `${name}|user|${(await verifier.verify(token)).id}`;
      } catch {
        // an invalid token is treated as a visitor; the route decides whether it needs a user
      }
    }
    return `${name}|address|${address()}`;
  }

  return async (c, next) => {
    const wait = await hit(counters, await keyOf(c.req.header('authorization'), () => clientAddress(c, trustProxy)), limit);
    if (wait) {
      c.header('Retry-After', String(wait));
      return c.json(errorBody(AI_RATE_LIMITED), 429);
    }
    await next();
  };
}
