/**
 * POST /api/interview-model-feedback, body `{ id }` (ModelFeedbackRequestSchema), signed in (401
 * otherwise): the model re-grades the caller's saved interview and the answer is
 * `{ interview: InterviewRecord }` with `model_report` beside the on-device report. 404 when the
 * interview is not the caller's, 409 `{ error }` when the server has no model configured (the
 * offline coach would only repeat the on-device report), 422 when the stored transcript is unreadable.
 */
import { Hono } from 'hono';
import { ModelFeedbackRequestSchema } from '../../core/contract/saved-interview';
import type { AiProvider } from '../ai/provider';
import { requireUser, type TokenVerifier } from '../auth/auth-user';
import type { Db } from '../db/client';
import { limitJsonBody } from '../http/body-limit';
import { validate } from '../http/validate';
import { regradeWithModel } from '../services/model-feedback';
import { errorBody } from '../../core/contract/wire';

/** The answer when no model is configured. */
export const NO_MODEL = 'Model feedback needs a model configured on the server.';

export const modelFeedbackRoutes = (db: Db, ai: AiProvider, verifier: TokenVerifier) =>
  new Hono().post('/interview-model-feedback', requireUser(verifier), limitJsonBody, validate('json', ModelFeedbackRequestSchema), async (c) => {
    if (!ai.capabilities().llm) return c.json(errorBody(NO_MODEL), 409);
    const result = await regradeWithModel(db, ai, c.var.user.id, c.req.valid('json').id);
    if (result.outcome === 'missing') return c.json(errorBody('Interview not found'), 404);
    if (result.outcome === 'unreadable') return c.json(errorBody('This interview has no answers to grade.'), 422);
    return c.json({ interview: result.interview }, 200);
  });
