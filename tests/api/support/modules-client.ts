/**
 * Requests of the flash-card modules API for tests (tests/api/modules.test.ts, card-reviews.test.ts):
 * each helper sends one request to the app `app()` returns (read when called, so a suite can create
 * it in beforeAll) as `user`, and the `...Ok` ones check the 200 and parse the contract's shape.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  CreateModuleResponseSchema,
  ModuleQuestionSchema,
  ModuleSummarySchema,
  type CardReview,
  type CreateModuleRequest,
} from '../../../core/contract/modules';
import { postJson, type TestApp } from './test-app';
import type { TestUser } from './tokens';

/** A review of `questionId` with a new id; `reviewedAt` is ISO 8601. */
export function review(moduleId: string, questionId: string, rating: CardReview['rating'], reviewedAt: string): CardReview {
  return { id: randomUUID(), moduleId, questionId, rating, reviewedAt };
}

/** Expects `res` to answer `status` with `{ error }` equal to (or matching) `error`. */
export async function expectError(res: Response, status: number, error: string | RegExp): Promise<void> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string };
  if (typeof error === 'string') expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
}

/** The helpers, bound to the app `app()` returns. */
export function modulesClient(app: () => TestApp) {
  const get = (user: TestUser, path: string) => Promise.resolve(app().app.request(path, { headers: user.headers }));
  const create = (user: TestUser, body: Record<string, unknown>) => postJson(app().app, '/api/create-module', body, user.headers);
  return {
    get,
    create,
    listModules: async (user: TestUser, query = '') => {
      const res = await get(user, `/api/modules-with-progress/${user.id}${query}`);
      expect(res.status).toBe(200);
      return ModuleSummarySchema.array().parse(await res.json());
    },
    createOk: async (user: TestUser, body: Partial<CreateModuleRequest>) => {
      const res = await create(user, { name: 'My module', ...body });
      expect(res.status).toBe(200);
      return CreateModuleResponseSchema.parse(await res.json()).module;
    },
    questionsOf: async (user: TestUser, moduleId: string) => {
      const res = await get(user, `/api/module-questions/${moduleId}`);
      expect(res.status).toBe(200);
      return ModuleQuestionSchema.array().parse(await res.json());
    },
    markStudied: (user: TestUser, moduleId: string, questionId: string | number, userId = user.id) =>
      postJson(app().app, '/api/update-module-progress', { userId, moduleId, questionId }, user.headers),
  };
}
