/**
 * The one error an AI call fails with, whichever provider made it: HTTP 502 `{ error: <clear
 * message> }` (handleError answers HTTPExceptions with their status and message), with the kind of
 * failure. Kept apart from ./openai/errors.ts so the embedded server, which never loads the `openai`
 * SDK, can recognise it (api/ai/tutor.ts).
 */
import { HTTPException } from 'hono/http-exception';

/** What went wrong, as far as the user is concerned. */
export type AiFailureKind = 'timeout' | 'rate-limit' | 'auth' | 'unreachable' | 'invalid-output' | 'aborted' | 'failed';

/** The message the API answers for each kind of failure. */
export const AI_FAILURE_MESSAGES: Readonly<Record<AiFailureKind, string>> = {
  timeout: 'The AI service took too long to answer. Please try again.',
  'rate-limit': 'The AI service is busy right now. Please try again in a minute.',
  auth: "The AI service refused the server's credentials: the site owner should check OPENAI_API_KEY.",
  unreachable: 'The AI service could not be reached. Please try again.',
  'invalid-output': 'The AI service gave an answer the app could not use. Please try again.',
  aborted: 'The request was cancelled.',
  failed: 'The AI service failed. Please try again.',
};

/** A failed AI call: HTTP 502 with a safe message; `kind` says why. */
export class AiProviderError extends HTTPException {
  constructor(
    readonly kind: AiFailureKind,
    readonly operation: string,
    message: string = AI_FAILURE_MESSAGES[kind],
  ) {
    super(502, { message });
    this.name = 'AiProviderError';
  }
}
