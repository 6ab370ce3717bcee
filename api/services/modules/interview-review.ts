/**
 * Server side of the "Review from interviews" module (core/modules/interview-review.ts): when a
 * saved interview arrives, the bank questions its report lists as struggled join the user's review
 * module, created on first use with the id the browser derives too. Questions already in it keep
 * their place; new ones are appended. Each card keeps when it was last struggled with
 * (`struggled_at`, the latest interview's date_taken), which makes a rated card due again
 * (core/modules/card-due.ts).
 */
import { eq, max, sql } from 'drizzle-orm';
import { TranscriptEntrySchema } from '../../../core/contract/interview';
import type { SavedInterview } from '../../../core/contract/saved-interview';
import {
  INTERVIEW_REVIEW_KEY,
  INTERVIEW_REVIEW_NAME,
  INTERVIEW_REVIEW_SELECTIONS,
  interviewReviewModuleId,
  struggledQuestionIds,
} from '../../../core/modules/interview-review';
import type { Db } from '../../db/client';
import { moduleQuestions, modules } from '../../db/schema';
import { forgetModuleQuestions, questionById } from './modules';

/** The questions `interview` asked: its script and its transcript entries (bank ids where known). */
function askedQuestions(interview: SavedInterview): { question: string; id?: string }[] {
  let entries: { question: string; id?: string }[] = [];
  try {
    const parsed = TranscriptEntrySchema.array().safeParse(JSON.parse(interview.transcript));
    if (parsed.success) entries = parsed.data.map((e) => ({ question: e.question, id: e.questionId }));
  } catch {
    // Unreadable transcript text: the script's questions still count.
  }
  return [...interview.question_bank.questions, ...entries];
}

/**
 * Adds the struggled bank questions of `interview`, taken at `takenAt`, to `userId`'s review module
 * (a question already in it gets the later of its two struggle times); resolves to how many were new.
 */
export async function addToInterviewReview(db: Db, userId: string, interview: SavedInterview, takenAt: Date): Promise<number> {
  const ids = struggledQuestionIds(interview.questionsStruggled, askedQuestions(interview)).filter((id) => questionById(id));
  if (ids.length === 0) return 0;
  const moduleId = await interviewReviewModuleId(userId);
  const added = await db.transaction(async (tx) => {
    await tx
      .insert(modules)
      .values({ id: moduleId, userId, name: INTERVIEW_REVIEW_NAME, filters: INTERVIEW_REVIEW_SELECTIONS, defaultKey: INTERVIEW_REVIEW_KEY })
      .onConflictDoNothing();
    const [owner] = await tx.select({ userId: modules.userId }).from(modules).where(eq(modules.id, moduleId));
    if (owner?.userId !== userId) return 0;
    const [last] = await tx.select({ position: max(moduleQuestions.position) }).from(moduleQuestions).where(eq(moduleQuestions.moduleId, moduleId));
    const start = (last?.position ?? -1) + 1;
    const rows = await tx
      .insert(moduleQuestions)
      .values(ids.map((questionId, i) => ({ moduleId, questionId, position: start + i, struggledAt: takenAt })))
      .onConflictDoUpdate({
        target: [moduleQuestions.moduleId, moduleQuestions.questionId],
        set: { struggledAt: sql`greatest(${moduleQuestions.struggledAt}, excluded.struggled_at)` },
      })
      // xmax is 0 on a row this statement inserted (not on one it updated).
      .returning({ inserted: sql<boolean>`xmax = 0` });
    return rows.filter((row) => row.inserted).length;
  });
  forgetModuleQuestions(db, moduleId);
  return added;
}
