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
import { ApiError, callApi } from '@/lib/api-client';
import { authorizedApi } from '@/lib/authorized-api';

const ModuleListSchema = z.array(ModuleSummarySchema);
const QuestionListSchema = z.array(ModuleQuestionSchema);
const ReviewListSchema = z.array(CardReviewSchema);

/** GET /api/modules-with-progress/:userId, with `due_today` counted for this device's time zone. */
export function fetchModules(userId: string): Promise<ModuleSummary[]> {
  const query = { tzOffset: String(new Date().getTimezoneOffset()) };
  return callApi(() => authorizedApi().api['modules-with-progress'][':userId'].$get({ param: { userId: encodeURIComponent(userId) }, query }), ModuleListSchema);
}

/** POST /api/create-module: the new module. */
export async function createModule(request: CreateModuleRequest): Promise<ModuleSummary> {
  return (await callApi(() => authorizedApi().api['create-module'].$post({ json: request }), CreateModuleResponseSchema)).module;
}

/** GET /api/module-questions/:moduleId: the questions in study order. */
export function fetchModuleQuestions(moduleId: string): Promise<ModuleQuestion[]> {
  return callApi(() => authorizedApi().api['module-questions'][':moduleId'].$get({ param: { moduleId: encodeURIComponent(moduleId) } }), QuestionListSchema);
}

/** GET /api/module-progress/:moduleId/:userId: the ids of the studied questions. */
export async function fetchModuleProgress(moduleId: string, userId: string): Promise<string[]> {
  const param = { moduleId: encodeURIComponent(moduleId), userId: encodeURIComponent(userId) };
  const progress = await callApi(() => authorizedApi().api['module-progress'][':moduleId'][':userId'].$get({ param }), ModuleProgressSchema);
  return progress.questions.map((q) => String(q.question_id));
}

/** GET /api/card-reviews/:moduleId: the caller's FSRS reviews in the module. */
export function fetchCardReviews(moduleId: string): Promise<CardReview[]> {
  return callApi(() => authorizedApi().api['card-reviews'][':moduleId'].$get({ param: { moduleId: encodeURIComponent(moduleId) } }), ReviewListSchema);
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
