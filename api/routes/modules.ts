/**
 * Flash-card modules, progress and spaced-repetition reviews (spec section 7; contract and shapes in
 * core/contract/modules.ts). Every route needs a bearer token (401 otherwise); the user comes from
 * the token. A user id in the path or body that is not the caller's, or a module that is someone
 * else's, gives 403; a missing module 404; bad input 400 `{ error }` naming the field.
 * - GET  /api/modules-with-progress/:userId[?tzOffset=] → ModuleSummary[] (creates the default
 *   modules first when the user has none)
 * - POST /api/create-module → { module } | 400 CREATE_MODULE_HINT | 422 NO_MATCHING_QUESTIONS
 * - GET  /api/module-questions/:moduleId → ModuleQuestion[] in study order
 * - GET  /api/module-progress/:moduleId/:userId → { questions: [{ question_id }] }
 * - POST /api/update-module-progress → { ok, progress } (idempotent)
 * - POST /api/card-reviews (one or a batch) → { ok, stored }; GET /api/card-reviews/:moduleId;
 *   DELETE /api/card-reviews/:id → { ok, deleted } (undo; idempotent; 404 for another user's id)
 * - POST /api/create-default-modules → { success, modulesCreated } (idempotent)
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import {
  CardReviewsRequestSchema,
  CreateDefaultModulesRequestSchema,
  CreateModuleRequestSchema,
  NO_MATCHING_QUESTIONS,
  UpdateProgressRequestSchema,
} from '../../core/contract/modules';
import { DEFAULT_MODULES } from '../../core/modules/defaults';
import { assertOwnId, requireUser, type TokenVerifier } from '../auth/auth-user';
import type { Db } from '../db/client';
import { limitJsonBody } from '../http/body-limit';
import { validate } from '../http/validate';
import {
  countDefaultModules,
  createDefaultModules,
  createModule,
  findModule,
  isModuleQuestion,
  listModulesWithProgress,
  moduleQuestionsFor,
} from '../services/modules/modules';
import { deleteReview, getProgress, listReviews, markStudied, missingModuleQuestions, storeReviews } from '../services/modules/progress';
import { errorBody } from '../../core/contract/wire';

const moduleId = z.uuid({ error: 'moduleId must be a UUID' });
const userId = z.string().min(1, 'userId is required');
const ModuleParamSchema = z.object({ moduleId });
const ReviewParamSchema = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });
const ProgressParamSchema = z.object({ moduleId, userId });
const ListQuerySchema = z.object({
  tzOffset: z.coerce
    .number({ error: 'tzOffset must be a number of minutes' })
    .int('tzOffset must be a whole number of minutes')
    .min(-840, 'tzOffset must be between -840 and 840')
    .max(840, 'tzOffset must be between -840 and 840')
    .optional(),
});

/** The caller's own module `id`, or 404 / 403. */
async function ownModule(db: Db, userId: string, id: string) {
  const found = await findModule(db, userId, id);
  if (found.access === 'missing') throw new HTTPException(404, { message: 'Module not found' });
  if (found.access === 'foreign') throw new HTTPException(403, { message: 'Forbidden' });
  return found.module;
}

export const moduleRoutes = (db: Db, verifier: TokenVerifier) => {
  const signedIn = requireUser(verifier);
  return new Hono()
    .get(
      '/modules-with-progress/:userId',
      signedIn,
      validate('param', z.object({ userId })),
      validate('query', ListQuerySchema),
      async (c) => {
        const user = c.var.user;
        assertOwnId(user, c.req.valid('param').userId);
        if ((await countDefaultModules(db, user.id)) < DEFAULT_MODULES.length) await createDefaultModules(db, user.id);
        return c.json(await listModulesWithProgress(db, user.id, { tzOffsetMinutes: c.req.valid('query').tzOffset }));
      },
    )
    .post('/create-module', signedIn, limitJsonBody, validate('json', CreateModuleRequestSchema), async (c) => {
      const user = c.var.user;
      const { name, user_id, ...selections } = c.req.valid('json');
      assertOwnId(user, user_id);
      const created = await createModule(db, user.id, name, selections);
      if (created.outcome === 'no-match') return c.json(errorBody(NO_MATCHING_QUESTIONS), 422);
      return c.json({ module: created.module }, 200);
    })
    .get('/module-questions/:moduleId', signedIn, validate('param', ModuleParamSchema), async (c) => {
      const found = await moduleQuestionsFor(db, c.req.valid('param').moduleId);
      if (!found) throw new HTTPException(404, { message: 'Module not found' });
      if (found.userId !== c.var.user.id) throw new HTTPException(403, { message: 'Forbidden' });
      return c.json(found.questions);
    })
    .get('/module-progress/:moduleId/:userId', signedIn, validate('param', ProgressParamSchema), async (c) => {
      const params = c.req.valid('param');
      assertOwnId(c.var.user, params.userId);
      await ownModule(db, c.var.user.id, params.moduleId);
      return c.json(await getProgress(db, c.var.user.id, params.moduleId));
    })
    .post('/update-module-progress', signedIn, limitJsonBody, validate('json', UpdateProgressRequestSchema), async (c) => {
      const input = c.req.valid('json');
      assertOwnId(c.var.user, input.userId);
      await ownModule(db, c.var.user.id, input.moduleId);
      if (!(await isModuleQuestion(db, input.moduleId, input.questionId))) {
        return c.json(errorBody('questionId is not a question of this module'), 400);
      }
      const progress = await markStudied(db, c.var.user.id, input.moduleId, input.questionId);
      return c.json({ ok: true as const, progress });
    })
    .post('/card-reviews', signedIn, limitJsonBody, validate('json', CardReviewsRequestSchema), async (c) => {
      const reviews = c.req.valid('json');
      const byModule = new Map<string, string[]>();
      for (const r of reviews) byModule.set(r.moduleId, [...(byModule.get(r.moduleId) ?? []), r.questionId]);
      for (const [id, questionIds] of byModule) {
        await ownModule(db, c.var.user.id, id);
        const missing = await missingModuleQuestions(db, id, questionIds);
        if (missing.length > 0) return c.json(errorBody(`questionId ${missing[0]} is not a question of module ${id}`), 400);
      }
      const stored = await storeReviews(db, c.var.user.id, reviews);
      return c.json({ ok: true as const, stored });
    })
    .get('/card-reviews/:moduleId', signedIn, validate('param', ModuleParamSchema), async (c) => {
      const { moduleId: id } = c.req.valid('param');
      await ownModule(db, c.var.user.id, id);
      return c.json(await listReviews(db, c.var.user.id, id));
    })
    .delete('/card-reviews/:id', signedIn, validate('param', ReviewParamSchema), async (c) => {
      const outcome = await deleteReview(db, c.var.user.id, c.req.valid('param').id);
      if (outcome === 'other-user') return c.json(errorBody('Review not found'), 404);
      return c.json({ ok: true as const, deleted: outcome === 'deleted' });
    })
    .post('/create-default-modules', signedIn, limitJsonBody, validate('json', CreateDefaultModulesRequestSchema), async (c) => {
      assertOwnId(c.var.user, c.req.valid('json').user_id);
      return c.json({ success: true as const, modulesCreated: await createDefaultModules(db, c.var.user.id) });
    });
};
