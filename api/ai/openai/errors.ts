/**
 * Failures of the OpenAI-compatible server (the `openai` SDK's errors), classified and turned into
 * AiProviderError (../provider-error.ts), which the API answers with 502 and a clear message.
 * Messages and log lines never carry the API key, the base URL (which may hold credentials), the
 * prompt or the server's own error text (which may echo either): only the kind, status, error code
 * and request id are logged.
 */
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  ContentFilterFinishReasonError,
  LengthFinishReasonError,
} from 'openai/error';
import { AiProviderError, type AiFailureKind } from '../provider-error';

/** The output of a model did not fit the expected schema (thrown by our own checks). */
export class InvalidOutputError extends Error {
  constructor(readonly reason: string) {
    super(`invalid model output: ${reason}`);
    this.name = 'InvalidOutputError';
  }
}

/** Classifies any error thrown by the SDK or our parsing. */
export function failureKind(error: unknown): AiFailureKind {
  if (error instanceof AiProviderError) return error.kind;
  if (error instanceof APIUserAbortError) return 'aborted';
  if (error instanceof APIConnectionTimeoutError) return 'timeout';
  if (error instanceof APIConnectionError) return 'unreachable';
  if (error instanceof APIError) {
    if (error.status === 429) return 'rate-limit';
    if (error.status === 401 || error.status === 403) return 'auth';
    if (error.status === 408 || error.status === 504) return 'timeout';
    return 'failed';
  }
  if (error instanceof InvalidOutputError || error instanceof SyntaxError || error instanceof LengthFinishReasonError) return 'invalid-output';
  if (error instanceof ContentFilterFinishReasonError) return 'invalid-output';
  if (error instanceof Error && error.name === 'ZodError') return 'invalid-output';
  if (error instanceof Error && error.name === 'AbortError') return 'aborted';
  return 'failed';
}

/** A one-line, secret-free description for the server log, e.g. `rate-limit (status 429, code rate_limit_exceeded, request req_1)`. */
export function describeFailure(error: unknown): string {
  const kind = failureKind(error);
  if (error instanceof AiProviderError) return kind;
  const details: string[] = [];
  if (error instanceof APIError) {
    if (error.status !== undefined) details.push(`status ${error.status}`);
    if (error.code) details.push(`code ${error.code}`);
    if (error.requestID) details.push(`request ${error.requestID}`);
  } else if (error instanceof InvalidOutputError) details.push(error.reason);
  else if (error instanceof Error) details.push(error.name);
  return details.length > 0 ? `${kind} (${details.join(', ')})` : kind;
}

/** Logs the failure of `operation` (without secrets) and returns the AiProviderError to throw. */
export function toAiError(operation: string, error: unknown, message?: string): AiProviderError {
  if (error instanceof AiProviderError) return error;
  const kind = failureKind(error);
  if (kind !== 'aborted') console.error(`AI ${operation} failed: ${describeFailure(error)}`);
  return new AiProviderError(kind, operation, message);
}
