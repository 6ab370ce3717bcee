/**
 * The question card's inputs (spec section 3: question, company, group, stage, location shown as
 * Office, industry; the question bank adds its category and subcategory) and what it reports when
 * an answer got feedback.
 */
import type { Difficulty } from '@core/contract/question';
import type { ModuleQuestion } from '@core/contract/modules';

/** The question a card shows. Empty or null lines are not shown. */
export interface CardQuestion {
  /** The question bank id (e.g. 'acc-001'): the key of progress and reviews; '' when not from the bank. */
  id: string;
  question: string;
  company?: string | null;
  stage?: string | null;
  /** Shown as 'Office'. */
  location?: string | null;
  /** Shown as 'Industry Group'. */
  group?: string | null;
  industry?: string | null;
  difficulty?: Difficulty | null;
  /** The question bank's topic (e.g. 'DCF') and subtopic, shown beside the difficulty when given. */
  category?: string | null;
  subcategory?: string | null;
}

/** What onStudied receives: the answer that got feedback, and its rubric coverage when known. */
export interface StudiedResult {
  /** Percent (0 to 100) of the question's key points the answer covered; null without a rubric. */
  coverage: number | null;
  answer: string;
  /** The feedback shown (markdown). */
  feedback: string;
}

/** A module question (GET /api/module-questions) as a card question. */
export function cardQuestionFromModule(question: ModuleQuestion): CardQuestion {
  return {
    id: question.id,
    question: question.question,
    company: question.company,
    stage: question.interview_stage,
    location: question.office_location,
    group: question.industry,
    industry: question.industry,
    difficulty: question.difficulty,
  };
}
