/**
 * Saved interviews (spec section 7), for the signed-in caller only (bearer token; 401 otherwise):
 * - POST /api/save-interview, body SaveInterviewRequestSchema → `{ interview: InterviewRecord }`,
 *   201 when stored, 200 when the id was already saved by the caller (a replay changes nothing);
 *   403 when `user_id` is not the caller's or the id is another user's interview. Header
 *   `X-Greenshoe-Outbox: 1` marks an upload from the browser's outbox (stored as from_outbox).
 * - POST /api/get-interviews, body `{ user_id }` (the caller's id, else 403) → InterviewRecord[],
 *   newest first.
 * Invalid bodies get 400 `{ error }` naming the field.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { GetInterviewsRequestSchema, SaveInterviewRequestSchema } from '../../core/contract/saved-interview';
import { assertOwnId, requireUser, type TokenVerifier } from '../auth/auth-user';
import type { Db } from '../db/client';
import { limitJsonBody } from '../http/body-limit';
import { validate } from '../http/validate';
import { listInterviews, saveInterview } from '../services/interviews';

/** Request header the outbox sets on its uploads. */
export const OUTBOX_HEADER = 'X-Greenshoe-Outbox';

export const savedInterviewRoutes = (db: Db, verifier: TokenVerifier) => {
  const signedIn = requireUser(verifier);
  return new Hono()
    .post('/save-interview', signedIn, limitJsonBody, validate('json', SaveInterviewRequestSchema), async (c) => {
      const user = c.var.user;
      const input = c.req.valid('json');
      assertOwnId(user, input.user_id);
      const saved = await saveInterview(db, user.id, input, { fromOutbox: c.req.header(OUTBOX_HEADER) === '1' });
      if (saved.outcome === 'foreign') throw new HTTPException(403, { message: 'Forbidden' });
      return c.json({ interview: saved.interview }, saved.outcome === 'created' ? 201 : 200);
    })
    .post('/get-interviews', signedIn, limitJsonBody, validate('json', GetInterviewsRequestSchema), async (c) => {
      const user = c.var.user;
      assertOwnId(user, c.req.valid('json').user_id);
      return c.json(await listInterviews(db, user.id));
    });
};
