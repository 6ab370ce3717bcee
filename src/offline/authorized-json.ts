/**
 * Authorized reads of the API for cached pages: the session's bearer token, one refresh after a
 * 401, the answer checked by a parse function. Failures are ApiError (status 0: no connection) or
 * UnauthorizedError (no session, or it could not be refreshed).
 */
import { getAccessToken, refreshAccessToken } from '@/lib/auth/auth-session';
import { ApiError, readJson } from '@/lib/api-client';

/** The request needs a session and there is none (spec: 'Unauthorized'). */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorized');
    this.name = 'UnauthorizedError';
  }
}

export interface TokenSource {
  getAccessToken(): Promise<string | null>;
  refreshAccessToken(): Promise<string | null>;
}

const sessionTokens: TokenSource = { getAccessToken, refreshAccessToken };

/**
 * `path` (same origin) with `init` and the bearer token; the JSON answer through `parse` (which
 * also gets the response, for its headers).
 * @throws UnauthorizedError without a usable session; ApiError for other failures.
 */
export async function authorizedJson<T>(
  path: string,
  init: RequestInit,
  parse: (body: unknown, response: Response) => T,
  tokens: TokenSource = sessionTokens,
): Promise<T> {
  let token = await tokens.getAccessToken();
  if (!token) throw new UnauthorizedError();
  const send = async (bearer: string) => {
    try {
      return await fetch(path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${bearer}` } });
    } catch (error) {
      throw new ApiError(error instanceof Error ? error.message : 'Network error', 0);
    }
  };
  let response = await send(token);
  if (response.status === 401) {
    token = await tokens.refreshAccessToken();
    if (!token) throw new UnauthorizedError();
    response = await send(token);
    if (response.status === 401) throw new UnauthorizedError();
  }
  return parse(await readJson(response), response);
}
