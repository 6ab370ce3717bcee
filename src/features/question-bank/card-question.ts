/**
 * A question of the bank as the question card shows it: its real difficulty, category and
 * subcategory, the firms it is specific to as Company and its industry groups as Industry Group.
 */
import type { QuestionSummary } from '@core/contract/question';
import type { CardQuestion } from '@/components/question-card/types';

const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);

export function cardQuestionFromBank(question: QuestionSummary): CardQuestion {
  return {
    id: question.id,
    question: question.question,
    difficulty: question.difficulty,
    category: question.category,
    subcategory: question.subcategory ?? null,
    company: list(question.firms),
    group: list(question.industryGroups),
  };
}
