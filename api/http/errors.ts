/**
 * The API's error answers: every failure is JSON `{ error }`. Expected failures (validation, body
 * limits, HTTPException) keep their status and message; anything else is logged and answered 500
 * with the spec's generic message, never a stack trace.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorBody } from '../../core/contract/wire';

/** The spec's message for an unexpected failure. */
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** Hono onError handler. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) {
    if (error.status >= 500) console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody(error.message || GENERIC_ERROR), error.status);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json(errorBody(GENERIC_ERROR), 500);
}

/** Hono notFound handler: a JSON 404 naming the method and path. */
export function handleNotFound(c: Context): Response {
  return c.json(errorBody(`Not found: ${c.req.method} ${c.req.path}`), 404);
}
