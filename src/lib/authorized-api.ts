/** The typed API client of the signed-in session: its bearer token, one refresh after a 401 (bearer-fetch.ts). */
import { getAccessToken, refreshAccessToken } from '@/lib/auth/auth-session';
import { createApiClient } from '@/lib/api-client';
import { bearerFetch, type TokenSource } from '@/lib/bearer-fetch';

const sessionTokens: TokenSource = { getAccessToken, refreshAccessToken };

/**
 * The typed client under `tokens` (default: the signed-in session). Its calls throw
 * UnauthorizedError without a usable session and ApiError with status 0 on a network failure.
 */
export function authorizedApi(tokens: TokenSource = sessionTokens) {
  return createApiClient(bearerFetch(tokens));
}
