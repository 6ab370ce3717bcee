/**
 * The signed-in caller's profile (spec sections 2 and 3), derived from their saved interviews:
 * - GET /api/profile → Profile (ProfileSchema);
 * - GET /api/profile/:userId → the same for the caller's own id, 403 `{ error: 'Forbidden' }` for
 *   any other id.
 * No or an invalid bearer token → 401 `{ error: 'Unauthorized' }`.
 */
import { Hono } from 'hono';
import { assertOwnId, requireUser, type TokenVerifier } from '../auth/auth-user';
import type { Db } from '../db/client';
import { getProfile } from '../services/profile';

export const profileRoutes = (db: Db, verifier: TokenVerifier) => {
  const signedIn = requireUser(verifier);
  return new Hono()
    .get('/profile', signedIn, async (c) => c.json(await getProfile(db, c.var.user)))
    .get('/profile/:userId', signedIn, async (c) => {
      assertOwnId(c.var.user, c.req.param('userId'));
      return c.json(await getProfile(db, c.var.user));
    });
};
