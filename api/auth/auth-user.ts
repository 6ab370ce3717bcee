/**
 * The signed-in caller as the API sees it, and the verifier that turns a bearer token into one.
 * Routes read the user from the token only: a `user_id` in a body or path never grants access.
 */
import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** The caller: `id` is the auth user's UUID (the token's `sub`), `email` when the token has one. */
export interface AuthUser {
  id: string;
  email: string | null;
}

/** Verifies an access token (signature, expiry, issuer, audience). Rejects on any failure. */
export interface TokenVerifier {
  verify(token: string): Promise<AuthUser>;
}

/** Hono context variables set by requireUser. */
export type AuthVariables = { user: AuthUser };

/**
 * Middleware: reads `Authorization: Bearer <token>`, verifies it and sets `c.var.user`.
 * @throws HTTPException 401 `{ error: 'Unauthorized' }` when the header is missing or the token is invalid.
 */
export function requireUser(verifier: TokenVerifier): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HTTPException(401, { message: 'Unauthorized' });
    try {
      c.set('user', await verifier.verify(match[1]!));
    } catch {
      throw new HTTPException(401, { message: 'Unauthorized' });
    }
    await next();
  };
}

/**
 * Checks that an id taken from a body or path is the caller's own.
 * @throws HTTPException 403 `{ error: 'Forbidden' }` when it is another user's id.
 */
export function assertOwnId(user: AuthUser, claimedId: string | undefined): void {
  if (claimedId !== undefined && claimedId !== user.id) throw new HTTPException(403, { message: 'Forbidden' });
}
