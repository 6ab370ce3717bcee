/** The message of a failed interviews load, for 'Error: {message}'. */
import { ApiError } from '@/lib/api-client';
import { UnauthorizedError } from '@/lib/bearer-fetch';

export const OFFLINE_LOAD_MESSAGE = 'You are offline and your interviews have not been loaded on this device yet.';

export function describeLoadError(error: unknown): string {
  if (error instanceof UnauthorizedError) return 'Unauthorized';
  if (error instanceof ApiError && error.status === 0) return OFFLINE_LOAD_MESSAGE;
  if (error instanceof Error && error.name === 'ZodError') return 'The server sent an unexpected answer.';
  if (error instanceof Error && error.message) return error.message;
  return 'Could not load your interviews.';
}
