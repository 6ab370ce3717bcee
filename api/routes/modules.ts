/**
 * Flash-card modules (spec section 7). For now only POST /api/create-default-modules, body
 * `{ user_id }` (the caller's id, else 403) → `{ success: true, modulesCreated: number }`; it creates
 * nothing yet (modulesCreated 0): the flash-card issue fills the default modules and keeps the call
 * idempotent. 401 without a valid token; 400 `{ error }` when user_id is missing.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { assertOwnId, requireUser, type TokenVerifier } from '../auth/auth-user';
import type { Db } from '../db/client';
import { limitJsonBody } from '../http/body-limit';
import { validate } from '../http/validate';

/** Body of POST /api/create-default-modules. */
export const CreateDefaultModulesRequestSchema = z.object({ user_id: z.string().min(1, 'user_id is required') });

export const moduleRoutes = (_db: Db, verifier: TokenVerifier) =>
  new Hono().post(
    '/create-default-modules',
    requireUser(verifier),
    limitJsonBody,
    validate('json', CreateDefaultModulesRequestSchema),
    async (c) => {
      assertOwnId(c.var.user, c.req.valid('json').user_id);
      return c.json({ success: true as const, modulesCreated: 0 });
    },
  );
