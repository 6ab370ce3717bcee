/**
 * The fetch of signed-in API calls: every request carries a bearer token; a 401 answer refreshes the
 * token once and sends the request again. No token, or one that cannot be refreshed, throws
 * UnauthorizedError; a network failure ApiError with status 0.
 */
import { networkFetch } from '@/lib/api-client';

/** The request needs a session and there is none (spec: 'Unauthorized'). */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorized');
    this.name = 'UnauthorizedError';
  }
}

/** Where the bearer token comes from (the auth helper's session; tests pass their own). */
export interface TokenSource {
  getAccessToken(): Promise<string | null>;
  refreshAccessToken(): Promise<string | null>;
}

/** A fetch that adds `tokens`' bearer token and retries once with a refreshed one after a 401. */
export function bearerFetch(tokens: TokenSource): typeof fetch {
  return async (input, init) => {
    const send = (token: string) => {
      const headers = new Headers(init?.headers);
      headers.set('Authorization', `Bearer ${token}`);
      return networkFetch(input, { ...init, headers });
    };
    let token = await tokens.getAccessToken();
    if (!token) throw new UnauthorizedError();
    let response = await send(token);
    if (response.status !== 401) return response;
    await response.body?.cancel().catch(() => undefined);
    token = await tokens.refreshAccessToken();
    if (!token) throw new UnauthorizedError();
    response = await send(token);
    if (response.status === 401) throw new UnauthorizedError();
    return response;
  };
}
