/**
 * Module progress ("studied" is a set that only grows: one row per user, module and question) and
 * FSRS card reviews (events with a client-generated id: a replay inserts nothing).
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { CardReview, ModuleProgress } from '../../../core/contract/modules';
import { modulePercent } from '../../../core/modules/progress';
import type { Db } from '../../db/client';
import { cardReviews, moduleProgress, moduleQuestions } from '../../db/schema';

/** The questions the user studied in the module (the spec's `{ questions: [{ question_id }] }`), oldest first. */
export async function getProgress(db: Db, userId: string, moduleId: string): Promise<ModuleProgress> {
  const rows = await db
    .select({ question_id: moduleProgress.questionId })
    .from(moduleProgress)
    .where(and(eq(moduleProgress.userId, userId), eq(moduleProgress.moduleId, moduleId)))
    .orderBy(asc(moduleProgress.studiedAt), asc(moduleProgress.questionId));
  return { questions: rows };
}

/** Marks a question studied (a repeat changes nothing) and returns the module's new percentage. */
export async function markStudied(db: Db, userId: string, moduleId: string, questionId: string): Promise<number> {
  await db.insert(moduleProgress).values({ userId, moduleId, questionId }).onConflictDoNothing();
  const [total] = await db.select({ n: count() }).from(moduleQuestions).where(eq(moduleQuestions.moduleId, moduleId));
  const [studied] = await db
    .select({ n: count() })
    .from(moduleProgress)
    .innerJoin(
      moduleQuestions,
      and(eq(moduleQuestions.moduleId, moduleProgress.moduleId), eq(moduleQuestions.questionId, moduleProgress.questionId)),
    )
    .where(and(eq(moduleProgress.moduleId, moduleId), eq(moduleProgress.userId, userId)));
  return modulePercent(Number(studied?.n ?? 0), Number(total?.n ?? 0));
}

/**
 * Stores reviews for the user: INSERT ... ON CONFLICT (id) DO NOTHING, so a replayed review changes
 * nothing (also one whose id another user took: nothing of theirs is touched). Returns how many
 * were new.
 */
export async function storeReviews(db: Db, userId: string, reviews: readonly CardReview[]): Promise<number> {
  if (reviews.length === 0) return 0;
  const inserted = await db
    .insert(cardReviews)
    .values(
      reviews.map((r) => ({
        id: r.id,
        userId,
        moduleId: r.moduleId,
        questionId: r.questionId,
        rating: r.rating,
        reviewedAt: new Date(r.reviewedAt),
      })),
    )
    .onConflictDoNothing({ target: cardReviews.id })
    .returning({ id: cardReviews.id });
  return inserted.length;
}

/**
 * Deletes the user's review `id` (undo of a rating). 'deleted' when it was removed, 'absent' when no
 * review has that id (already deleted: a replayed undo), 'other-user' when it is someone else's.
 */
export async function deleteReview(db: Db, userId: string, id: string): Promise<'deleted' | 'absent' | 'other-user'> {
  const removed = await db
    .delete(cardReviews)
    .where(and(eq(cardReviews.id, id), eq(cardReviews.userId, userId)))
    .returning({ id: cardReviews.id });
  if (removed.length > 0) return 'deleted';
  const [other] = await db.select({ id: cardReviews.id }).from(cardReviews).where(eq(cardReviews.id, id));
  return other ? 'other-user' : 'absent';
}

/** The user's reviews in a module, in reviewedAt order (ties by id). */
export async function listReviews(db: Db, userId: string, moduleId: string): Promise<CardReview[]> {
  const rows = await db
    .select()
    .from(cardReviews)
    .where(and(eq(cardReviews.userId, userId), eq(cardReviews.moduleId, moduleId)))
    .orderBy(asc(cardReviews.reviewedAt), asc(cardReviews.id));
  return rows.map((r) => ({
    id: r.id,
    moduleId: r.moduleId,
    questionId: r.questionId,
    rating: r.rating as CardReview['rating'],
    reviewedAt: r.reviewedAt.toISOString(),
  }));
}

/** The question ids among `questionIds` that are not questions of the module. */
export async function missingModuleQuestions(db: Db, moduleId: string, questionIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(questionIds)];
  const rows = await db
    .select({ questionId: moduleQuestions.questionId })
    .from(moduleQuestions)
    .where(and(eq(moduleQuestions.moduleId, moduleId), inArray(moduleQuestions.questionId, unique)));
  const found = new Set(rows.map((r) => r.questionId));
  return unique.filter((id) => !found.has(id));
}
