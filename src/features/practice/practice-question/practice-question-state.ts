/**
 * The navigation state of /practice-question: `{ question }`, a module question (the contract's
 * shape), a card question, or plain text. Anything else counts as no question.
 */
import { DifficultySchema } from '@core/contract/question';
import { ModuleQuestionSchema, type ModuleQuestion } from '@core/contract/modules';
import { cardQuestionFromModule, type CardQuestion } from '@/components/question-card/types';

export interface PracticeQuestionState {
  question: CardQuestion | ModuleQuestion | string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The question carried by `state`, or null when there is none. */
export function readPracticeQuestion(state: unknown): CardQuestion | null {
  if (!state || typeof state !== 'object' || !('question' in state)) return null;
  const value: unknown = state.question;
  if (typeof value === 'string') return text(value) ? { id: '', question: value.trim() } : null;
  if (!value || typeof value !== 'object') return null;
  const fromModule = ModuleQuestionSchema.safeParse(value);
  if (fromModule.success) return cardQuestionFromModule(fromModule.data);
  const fields = value as Record<string, unknown>;
  const question = text(fields.question);
  if (!question) return null;
  const id = typeof fields.id === 'number' ? String(fields.id) : (text(fields.id) ?? '');
  const difficulty = DifficultySchema.safeParse(fields.difficulty);
  return {
    id,
    question,
    company: text(fields.company),
    stage: text(fields.stage) ?? text(fields.interview_stage),
    location: text(fields.location) ?? text(fields.office_location),
    group: text(fields.group),
    industry: text(fields.industry),
    difficulty: difficulty.success ? difficulty.data : null,
  };
}
