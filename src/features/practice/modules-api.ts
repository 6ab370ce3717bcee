/**
 * The modules API as the practice room and the study session call it (core/contract/modules.ts):
 * bearer token from the session, answers checked by the contract's schemas. Failures are ApiError
 * (status 0: no connection; `message` the server's `error` text when it sent one) or
 * UnauthorizedError.
 */
import { z } from 'zod';
import {
  CardReviewSchema,
  CreateModuleResponseSchema,
  ModuleProgressSchema,
  ModuleQuestionSchema,
  ModuleSummarySchema,
  type CardReview,
  type CreateModuleRequest,
  type ModuleQuestion,
  type ModuleSummary,
} from '@core/contract/modules';
import { ApiError } from '@/lib/api-client';
import { authorizedJson } from '@/offline/authorized-json';

const ModuleListSchema = z.array(ModuleSummarySchema);
const QuestionListSchema = z.array(ModuleQuestionSchema);
const ReviewListSchema = z.array(CardReviewSchema);

const path = (...parts: string[]) => `/api/${parts.map(encodeURIComponent).join('/')}`;

/** GET /api/modules-with-progress/:userId, with `due_today` counted for this device's time zone. */
export function fetchModules(userId: string): Promise<ModuleSummary[]> {
  const tzOffset = new Date().getTimezoneOffset();
  return authorizedJson(`${path('modules-with-progress', userId)}?tzOffset=${tzOffset}`, { method: 'GET' }, (body) => ModuleListSchema.parse(body));
}

/** POST /api/create-module: the new module. */
export async function createModule(request: CreateModuleRequest): Promise<ModuleSummary> {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) };
  return authorizedJson('/api/create-module', init, (body) => CreateModuleResponseSchema.parse(body).module);
}

/** GET /api/module-questions/:moduleId: the questions in study order. */
export function fetchModuleQuestions(moduleId: string): Promise<ModuleQuestion[]> {
  return authorizedJson(path('module-questions', moduleId), { method: 'GET' }, (body) => QuestionListSchema.parse(body));
}

/** GET /api/module-progress/:moduleId/:userId: the ids of the studied questions. */
export function fetchModuleProgress(moduleId: string, userId: string): Promise<string[]> {
  return authorizedJson(path('module-progress', moduleId, userId), { method: 'GET' }, (body) =>
    ModuleProgressSchema.parse(body).questions.map((q) => String(q.question_id)),
  );
}

/** GET /api/card-reviews/:moduleId: the caller's FSRS reviews in the module. */
export function fetchCardReviews(moduleId: string): Promise<CardReview[]> {
  return authorizedJson(path('card-reviews', moduleId), { method: 'GET' }, (body) => ReviewListSchema.parse(body));
}

/** True when `error` is a failed connection (offline, server unreachable), not an answer. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The server's own `error` text in `error`, or null (an answer without one, or no answer). */
export function serverErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  return /^Request failed \(\d+\)$/.test(error.message) ? null : error.message;
}
