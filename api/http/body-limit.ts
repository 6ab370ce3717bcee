/**
 * Request-size limits: the body is counted while it streams in, so an oversized request is refused
 * with 413 `{ error }` before it is buffered.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../../core/contract/wire';

/** Largest JSON body, in bytes: a full 60-answer transcript fits with room to spare. */
export const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** Refuses bodies over `maxBytes` with 413 and `message`. */
export const limitBody = (maxBytes: number, message: string): MiddlewareHandler =>
  bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(errorBody(message), 413) });

/** The limit for the JSON routes. */
export const limitJsonBody = limitBody(MAX_JSON_BYTES, 'The request body is larger than 2 MiB.');
