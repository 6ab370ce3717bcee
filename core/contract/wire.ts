/**
 * What the browser and the API agree on beyond the routes' own bodies: the headers both sides name
 * and the error body every failed answer carries (`{ error }`, a message fit to show).
 */
import { z } from 'zod';

/** Request header the outbox sets (value '1') on an interview uploaded after it was taken offline or signed out. */
export const OUTBOX_HEADER = 'X-Greenshoe-Outbox';

/** Response header of POST /api/get-interviews naming the next page's cursor (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** The body of every API error answer (4xx and 5xx). */
export const ErrorBodySchema = z.object({ error: z.string() });
/** `{ error }`: a message fit to show the user. */
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The error body carrying `message`, for the API's answers. */
export function errorBody(message: string): ErrorBody {
  return { error: message };
}

/** The `error` text of a parsed answer body, or undefined when the body is not an error body. */
export function errorMessageOf(body: unknown): string | undefined {
  const parsed = ErrorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.error : undefined;
}
