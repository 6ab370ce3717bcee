/**
 * Flash-card modules for one user: the list with progress and due cards, custom modules built from
 * the question bank by the create-module selections, the default modules (one per major topic,
 * idempotent by modules.default_key), and a module's questions in study order.
 * See docs/decisions/0008-modules-and-spaced-repetition.md.
 */
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { ModuleQuestion, ModuleSelections, ModuleSummary } from '../../../core/contract/modules';
import type { Question } from '../../../core/contract/question';
import type { ReviewRating } from '../../../core/flashcards/ratings';
import type { ReviewEvent } from '../../../core/flashcards/reviews';
import { scheduleCards } from '../../../core/flashcards/schedule';
import { dueCards } from '../../../core/modules/card-due';
import { DEFAULT_MODULES, defaultModuleQuestions } from '../../../core/modules/defaults';
import { INTERVIEW_REVIEW_KEY } from '../../../core/modules/interview-review';
import { selectModuleQuestions, toModuleQuestion } from '../../../core/modules/filters';
import { modulePercent } from '../../../core/modules/progress';
import { serverQuestionBank } from '../../bank/question-bank';
import type { Db } from '../../db/client';
import { cardReviews, moduleProgress, moduleQuestions, modules } from '../../db/schema';

type ModuleRow = typeof modules.$inferSelect;

/** A module looked up for a caller: missing, someone else's, or the caller's own row. */
export type ModuleAccess = { access: 'missing' } | { access: 'foreign' } | { access: 'own'; module: ModuleRow };

/** Looks up module `moduleId` for `userId` (the caller). */
export async function findModule(db: Db, userId: string, moduleId: string): Promise<ModuleAccess> {
  const [row] = await db.select().from(modules).where(eq(modules.id, moduleId));
  if (!row) return { access: 'missing' };
  if (row.userId !== userId) return { access: 'foreign' };
  return { access: 'own', module: row };
}

let bankById: Map<string, Question> | undefined;
/** The bank by question id (memoised with the bank). */
export function questionById(id: string): Question | undefined {
  bankById ??= new Map(serverQuestionBank.questions().map((q) => [q.id, q]));
  return bankById.get(id);
}

// The interview review module leads the default modules.
const defaultOrder = new Map([[INTERVIEW_REVIEW_KEY, -1], ...DEFAULT_MODULES.map((m, index): [string, number] => [m.key, index])]);

/**
 * The user's modules with question counts, progress and cards due by the end of the user's day
 * (`tzOffsetMinutes` as from Date.getTimezoneOffset()): reviewed cards FSRS brings back, and in the
 * interview review module also its never-reviewed cards. Custom modules newest first, then the
 * default modules in topic order.
 */
export async function listModulesWithProgress(
  db: Db,
  userId: string,
  options: { now?: Date; tzOffsetMinutes?: number } = {},
): Promise<ModuleSummary[]> {
  const rows = await db
    .select({
      id: modules.id,
      name: modules.name,
      createdAt: modules.createdAt,
      defaultKey: modules.defaultKey,
      numQuestions: sql<number>`(select count(*)::int from ${moduleQuestions} where ${moduleQuestions.moduleId} = ${modules.id})`,
      studied: sql<number>`(select count(*)::int from ${moduleProgress} p join ${moduleQuestions} q
        on q.module_id = p.module_id and q.question_id = p.question_id
        where p.module_id = ${modules.id} and p.user_id = ${userId})`,
    })
    .from(modules)
    .where(eq(modules.userId, userId));
  const reviews = await db
    .select({
      id: cardReviews.id,
      moduleId: cardReviews.moduleId,
      questionId: cardReviews.questionId,
      rating: cardReviews.rating,
      reviewedAt: cardReviews.reviewedAt,
    })
    .from(cardReviews)
    .where(eq(cardReviews.userId, userId));
  const now = options.now ?? new Date();
  const reviewsByModule = new Map<string, ReviewEvent[]>();
  for (const r of reviews) {
    const list = reviewsByModule.get(r.moduleId) ?? [];
    list.push({ id: r.id, questionId: r.questionId, rating: r.rating as ReviewRating, reviewedAt: r.reviewedAt });
    reviewsByModule.set(r.moduleId, list);
  }
  const tzOffset = options.tzOffsetMinutes ?? 0;
  const dueCount = async (row: (typeof rows)[number]) => {
    const interviewReview = row.defaultKey === INTERVIEW_REVIEW_KEY;
    // The review module's never-rated or struggled-again cards count too, so the rule needs its cards (cached).
    const cards = interviewReview ? ((await moduleQuestionsFor(db, row.id))?.questions ?? []) : undefined;
    return dueCards({ interviewReview }, cards, scheduleCards(reviewsByModule.get(row.id) ?? []), now, tzOffset).length;
  };

  const custom = rows.filter((r) => r.defaultKey === null).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const defaults = rows
    .filter((r) => r.defaultKey !== null)
    .sort((a, b) => (defaultOrder.get(a.defaultKey!) ?? 99) - (defaultOrder.get(b.defaultKey!) ?? 99));
  return Promise.all(
    [...custom, ...defaults].map(async (r) => ({
      id: r.id,
      name: r.name,
      created_at: r.createdAt.toISOString(),
      num_questions: Number(r.numQuestions),
      progress: modulePercent(Number(r.studied), Number(r.numQuestions)),
      studied: Number(r.studied),
      is_default: r.defaultKey !== null,
      due_today: await dueCount(r),
    })),
  );
}

/** How many default modules the user has (the interview review module is not one of them). */
export async function countDefaultModules(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(modules)
    .where(and(eq(modules.userId, userId), isNotNull(modules.defaultKey), ne(modules.defaultKey, INTERVIEW_REVIEW_KEY)));
  return Number(row?.n ?? 0);
}

/**
 * Creates the default modules the user does not have yet (one per entry of DEFAULT_MODULES) with
 * their questions, in one transaction; returns how many were created (0 on a repeat, also under
 * concurrent calls: the unique (user_id, default_key) index lets one insert win).
 */
export async function createDefaultModules(db: Db, userId: string): Promise<number> {
  const bank = serverQuestionBank.questions();
  return db.transaction(async (tx) => {
    let created = 0;
    for (const def of DEFAULT_MODULES) {
      const [row] = await tx
        .insert(modules)
        .values({ userId, name: def.name, filters: def.selections, defaultKey: def.key })
        .onConflictDoNothing({ target: [modules.userId, modules.defaultKey] })
        .returning({ id: modules.id });
      if (!row) continue;
      created += 1;
      const questions = defaultModuleQuestions(bank, def);
      if (questions.length > 0) {
        await tx.insert(moduleQuestions).values(questions.map((q, position) => ({ moduleId: row.id, questionId: q.id, position })));
      }
    }
    return created;
  });
}

/** Outcome of creating a custom module. */
export type CreateOutcome = { outcome: 'created'; module: ModuleSummary } | { outcome: 'no-match' };

/** Creates a custom module holding the bank questions that match `selections` (see core/modules/filters.ts). */
export async function createModule(db: Db, userId: string, name: string, selections: ModuleSelections): Promise<CreateOutcome> {
  const questions = selectModuleQuestions(serverQuestionBank.questions(), selections);
  if (questions.length === 0) return { outcome: 'no-match' };
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(modules).values({ userId, name, filters: selections }).returning();
    await tx.insert(moduleQuestions).values(questions.map((q, position) => ({ moduleId: inserted!.id, questionId: q.id, position })));
    return inserted!;
  });
  return {
    outcome: 'created',
    module: {
      id: row.id,
      name: row.name,
      created_at: row.createdAt.toISOString(),
      num_questions: questions.length,
      progress: 0,
      studied: 0,
      is_default: false,
      due_today: 0,
    },
  };
}

function toModuleQuestions(ids: readonly string[], selections: ModuleRow['filters']): ModuleQuestion[] {
  const out: ModuleQuestion[] = [];
  for (const id of ids) {
    const q = questionById(id);
    if (q) out.push(toModuleQuestion(q, selections));
  }
  return out;
}

/** Most modules whose questions are kept in memory per database (least recently used dropped). */
export const MODULE_CACHE_SIZE = 2000;

interface CachedModule {
  userId: string;
  questions: ModuleQuestion[];
}
const caches = new WeakMap<Db, Map<string, CachedModule>>();

/**
 * A module's owner and questions for GET module-questions, in one query, kept in memory: a module's
 * owner, selections and questions never change after it is created (there is no edit), so the cache
 * needs no invalidation. Missing modules are not cached.
 */
export async function moduleQuestionsFor(db: Db, moduleId: string): Promise<CachedModule | undefined> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, CachedModule>()));
  const hit = cache.get(moduleId);
  if (hit) {
    cache.delete(moduleId);
    cache.set(moduleId, hit);
    return hit;
  }
  const rows = await db
    .select({ userId: modules.userId, filters: modules.filters, questionId: moduleQuestions.questionId, struggledAt: moduleQuestions.struggledAt })
    .from(modules)
    .leftJoin(moduleQuestions, eq(moduleQuestions.moduleId, modules.id))
    .where(eq(modules.id, moduleId))
    .orderBy(asc(moduleQuestions.position));
  const first = rows[0];
  if (!first) return undefined;
  const ids = rows.flatMap((r) => (r.questionId === null ? [] : [r.questionId]));
  const struggledAt = new Map(rows.flatMap((r) => (r.questionId !== null && r.struggledAt ? [[r.questionId, r.struggledAt.toISOString()] as const] : [])));
  const questions = toModuleQuestions(ids, first.filters).map((q) => {
    const at = struggledAt.get(q.id);
    return at ? { ...q, struggled_at: at } : q;
  });
  const entry = { userId: first.userId, questions };
  cache.set(moduleId, entry);
  if (cache.size > MODULE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return entry;
}

/** Drops module `moduleId` from the in-memory cache, after its questions changed (the interview review module grows). */
export function forgetModuleQuestions(db: Db, moduleId: string): void {
  caches.get(db)?.delete(moduleId);
}

/** Whether `questionId` is one of the module's questions. */
export async function isModuleQuestion(db: Db, moduleId: string, questionId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(moduleQuestions)
    .where(and(eq(moduleQuestions.moduleId, moduleId), eq(moduleQuestions.questionId, questionId)));
  return row !== undefined;
}
