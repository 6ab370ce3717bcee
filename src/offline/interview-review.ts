/**
 * "Review from interviews" on this device (core/modules/interview-review.ts): saving an interview
 * adds the bank questions it struggled with to the user's review module in the module cache
 * (`modules` and `moduleQuestions`), so the cards can be studied at once, offline too, under the
 * module id the server will use when the interview arrives there; their reviews sync like any card's.
 */
import type { ModuleQuestion } from '@core/contract/modules';
import type { TakenInterview } from '@core/contract/taken-interview';
import { toModuleQuestion } from '@core/modules/filters';
import {
  INTERVIEW_REVIEW_NAME,
  INTERVIEW_REVIEW_SELECTIONS,
  interviewReviewModuleId,
  laterStruggle,
  struggledQuestionIds,
} from '@core/modules/interview-review';
import { loadQuestions } from '@/lib/bank-questions';
import type { GreenshoeDb } from '@/offline/db';

/** The struggled bank questions of `interview` as module questions, struggled at its `takenAt` (their topic chunks load on use). */
async function struggledCards(interview: TakenInterview): Promise<ModuleQuestion[]> {
  const asked = [...interview.questions, ...interview.transcript.map((entry) => ({ question: entry.question, id: entry.questionId }))];
  const ids = struggledQuestionIds(interview.report.questionsStruggled, asked);
  if (ids.length === 0) return [];
  const byId = await loadQuestions(ids);
  return ids.flatMap((id) => {
    const question = byId.get(id);
    return question ? [{ ...toModuleQuestion(question, INTERVIEW_REVIEW_SELECTIONS), struggled_at: interview.takenAt }] : [];
  });
}

/**
 * Adds `interview`'s struggled questions to `userId`'s review module here (a question already in it
 * gets the later of its two struggle times); resolves to how many were new.
 */
export async function addToLocalInterviewReview(database: GreenshoeDb, userId: string, interview: TakenInterview): Promise<number> {
  const cards = await struggledCards(interview);
  if (cards.length === 0) return 0;
  const moduleId = await interviewReviewModuleId(userId);
  return database.transaction('rw', database.modules, database.moduleQuestions, async () => {
    const kept = await database.moduleQuestions.get(moduleId);
    const before = kept?.userId === userId ? kept.questions : [];
    const struggled = new Map(cards.map((q) => [q.id, q.struggled_at]));
    const known = new Set(before.map((q) => q.id));
    const fresh = cards.filter((q) => !known.has(q.id));
    const again = before.map((q) => (struggled.has(q.id) ? { ...q, struggled_at: laterStruggle(q.struggled_at, struggled.get(q.id)) } : q));
    const questions = [...again, ...fresh];
    const now = Date.now();
    await database.moduleQuestions.put({ moduleId, userId, questions, fetchedAt: now });
    const module = await database.modules.get(moduleId);
    if (module?.userId === userId) {
      await database.modules.update(moduleId, { num_questions: Math.max(module.num_questions, questions.length) });
    } else {
      const rows = await database.modules.where('userId').equals(userId).toArray();
      const top = rows.reduce((min, row) => Math.min(min, row.position), 0);
      await database.modules.put({
        id: moduleId,
        name: INTERVIEW_REVIEW_NAME,
        created_at: new Date(now).toISOString(),
        num_questions: questions.length,
        progress: 0,
        studied: 0,
        is_default: true,
        due_today: 0,
        userId,
        position: top - 1,
        fetchedAt: now,
      });
    }
    return fresh.length;
  });
}
