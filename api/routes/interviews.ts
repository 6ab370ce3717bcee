/**
 * Saved interviews (spec section 7), for the signed-in caller only (bearer token; 401 otherwise):
 * - POST /api/save-interview, body SaveInterviewRequestSchema → `{ interview: InterviewRecord }`,
 *   201 when stored, 200 when the id was already saved by the caller (a replay changes nothing);
 *   403 when `user_id` is not the caller's or the id is another user's interview. Header
 *   `X-Greenshoe-Outbox: 1` marks an upload from the browser's outbox (stored as from_outbox).
 *   A new interview's struggled bank questions join the "Review from interviews" module.
 * - POST /api/get-interviews, body `{ user_id, limit?, cursor? }` (the caller's id, else 403) →
 *   InterviewRecord[], newest first, at most `limit` (1-200, default 50); header X-Next-Cursor
 *   names the next page's cursor when there is one. 409 `{ error }` when saving past the cap.
 * Invalid bodies get 400 `{ error }` naming the field.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { GetInterviewsRequestSchema, SaveInterviewRequestSchema } from '../../core/contract/saved-interview';
import { assertOwnId, requireUser, type TokenVerifier } from '../auth/auth-user';
import type { Db } from '../db/client';
import { limitJsonBody } from '../http/body-limit';
import { validate } from '../http/validate';
import { INTERVIEWS_FULL, listInterviewPage, readCursor, saveInterview } from '../services/interviews';
import { addToInterviewReview } from '../services/modules/interview-review';
import { errorBody, NEXT_CURSOR_HEADER, OUTBOX_HEADER } from '../../core/contract/wire';

export const savedInterviewRoutes = (db: Db, verifier: TokenVerifier) => {
  const signedIn = requireUser(verifier);
  return new Hono()
    .post('/save-interview', signedIn, limitJsonBody, validate('json', SaveInterviewRequestSchema), async (c) => {
      const user = c.var.user;
      const input = c.req.valid('json');
      assertOwnId(user, input.user_id);
      const saved = await saveInterview(db, user.id, input, { fromOutbox: c.req.header(OUTBOX_HEADER) === '1' });
      if (saved.outcome === 'foreign') throw new HTTPException(403, { message: 'Forbidden' });
      if (saved.outcome === 'full') return c.json(errorBody(INTERVIEWS_FULL), 409);
      if (saved.outcome === 'created') await addToInterviewReview(db, user.id, input, new Date(saved.interview.date_taken));
      return c.json({ interview: saved.interview }, saved.outcome === 'created' ? 201 : 200);
    })
    .post('/get-interviews', signedIn, limitJsonBody, validate('json', GetInterviewsRequestSchema), async (c) => {
      const user = c.var.user;
      const { user_id, limit, cursor } = c.req.valid('json');
      assertOwnId(user, user_id);
      const after = cursor === undefined ? undefined : readCursor(cursor);
      if (cursor !== undefined && !after) return c.json(errorBody('cursor is invalid'), 400);
      const page = await listInterviewPage(db, user.id, { limit, after });
      if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return c.json(page.records);
    });
};
