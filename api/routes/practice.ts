/**
 * Single-question practice and the question card's Study button (spec section 7):
 * - POST /api/best-practice-answer, body BestPracticeRequest (core/contract/tutor.ts) → `{ answer }`
 *   (markdown: the bank's answer with the offline coach, the model's with the OpenAI provider);
 *   any provider failure → 502 `{ error: BEST_PRACTICE_FAILED }`. Like the other AI routes it needs
 *   no sign-in (the AI rate limit applies).
 * - POST /api/store-practice-question, bearer token, body StorePracticeRequest → `{ ok: true }`:
 *   an upsert by the client-generated id (a replay changes nothing); 403 when `user_id` is not the
 *   caller's or the id is another user's response.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { StorePracticeRequestSchema } from '../../core/contract/modules';
import { BEST_PRACTICE_FAILED, BestPracticeRequestSchema } from '../../core/contract/tutor';
import type { AiProvider } from '../ai/provider';
import { assertOwnId, requireUser, type TokenVerifier } from '../auth/auth-user';
import type { Db } from '../db/client';
import { limitJsonBody } from '../http/body-limit';
import { validate } from '../http/validate';
import { PRACTICE_FULL, storePracticeResponse } from '../services/modules/practice';
import { errorBody } from '../../core/contract/wire';

export const practiceRoutes = (db: Db, ai: AiProvider, verifier: TokenVerifier) =>
  new Hono()
    .post('/best-practice-answer', limitJsonBody, validate('json', BestPracticeRequestSchema), async (c) => {
      let answer: string;
      try {
        answer = await ai.bestPracticeAnswer(c.req.valid('json'));
      } catch (error) {
        console.error('best-practice answer failed:', error);
        return c.json(errorBody(BEST_PRACTICE_FAILED), 502);
      }
      return c.json({ answer });
    })
    .post('/store-practice-question', requireUser(verifier), limitJsonBody, validate('json', StorePracticeRequestSchema), async (c) => {
      const input = c.req.valid('json');
      assertOwnId(c.var.user, input.user_id);
      const outcome = await storePracticeResponse(db, c.var.user.id, input);
      if (outcome === 'foreign') throw new HTTPException(403, { message: 'Forbidden' });
      if (outcome === 'full') return c.json(errorBody(PRACTICE_FULL), 409);
      return c.json({ ok: true as const });
    });
