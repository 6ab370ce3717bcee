/**
 * Finds the bank question whose rubric applies to an asked question: by id, by exact text (question
 * or variant), or by the nearest similar question when it is close enough; otherwise none.
 */
import type { Question, QuestionSummary } from '../contract/question';
import { CLOSE_MATCH_SCORE, findQuestion, type BankIndex } from '../bank/search';
import type { RubricSource } from './assess';

/** The rubric question for an asked question; `similarity` is 1 for id/exact, 0 to 1 otherwise. */
export interface ResolvedQuestion<Q extends QuestionSummary = Question> {
  question: Q | null;
  source: RubricSource;
  similarity: number;
  /** The nearest bank question even when it is not close enough to score against (for pointers). */
  nearest: Q | null;
}

/**
 * Resolves `questionText` (and optional bank `questionId`) against `index`. An unknown id is ignored
 * and the text is used. A nearest match counts only at CLOSE_MATCH_SCORE (0.48) or more. Never throws.
 */
export function resolveQuestion<Q extends QuestionSummary>(index: BankIndex<Q>, questionText: string, questionId?: string): ResolvedQuestion<Q> {
  const byId = questionId ? index.byId.get(questionId) : undefined;
  if (byId) return { question: byId, source: 'id', similarity: 1, nearest: byId };
  const found = findQuestion(index, questionText);
  if (!found) return { question: null, source: 'none', similarity: 0, nearest: null };
  if (found.exact) return { question: found.question, source: 'exact', similarity: 1, nearest: found.question };
  if (found.score >= CLOSE_MATCH_SCORE) return { question: found.question, source: 'nearest', similarity: found.score, nearest: found.question };
  return { question: null, source: 'none', similarity: found.score, nearest: found.question };
}
