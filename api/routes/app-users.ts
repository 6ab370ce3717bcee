/**
 * First sign-in (spec section 4): POST /api/ensure-app-user (no body) creates the caller's appusers
 * row `{ id, email }` from the bearer token when it is missing → `{ created: boolean }`; the client
 * then calls POST /api/create-default-modules when `created` is true. 401 without a valid token.
 */
import { Hono } from 'hono';
import { requireUser, type TokenVerifier } from '../auth/auth-user';
import type { Db } from '../db/client';
import { ensureAppUser } from '../services/app-users';

export const appUserRoutes = (db: Db, verifier: TokenVerifier) =>
  new Hono().post('/ensure-app-user', requireUser(verifier), async (c) => c.json(await ensureAppUser(db, c.var.user)));
