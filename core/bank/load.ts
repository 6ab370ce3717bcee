/**
 * Loads the question bank: validates content/questions/*.json with QuestionBankSchema once and
 * returns the same array on every later call.
 */
import { RAW_QUESTION_BANK } from '../../content/question-bank';
import { QuestionBankSchema, type Question } from '../contract/question';

let cached: Question[] | undefined;

/**
 * Validates `raw` as a question bank (unique ids, every field per QuestionSchema, defaults applied).
 * Throws an Error naming each invalid question id and field path, e.g.
 * `Invalid question bank: [12] acc-013 keyPoints.0.cues: Too small...`.
 */
export function parseQuestionBank(raw: readonly unknown[]): Question[] {
  const result = QuestionBankSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.slice(0, 20).map((issue) => {
    const [index, ...rest] = issue.path;
    const item = typeof index === 'number' ? raw[index] : undefined;
    const id = item && typeof item === 'object' && 'id' in item ? String((item).id) : '?';
    return `[${String(index)}] ${id} ${rest.join('.') || '(root)'}: ${issue.message}`;
  });
  const more = result.error.issues.length > 20 ? `\n...and ${result.error.issues.length - 20} more` : '';
  throw new Error(`Invalid question bank:\n${lines.join('\n')}${more}`);
}

/**
 * The validated question bank (every question of content/questions/), memoised: the same array on
 * every call. Throws (see parseQuestionBank) when the content is invalid.
 */
export function loadQuestionBank(): Question[] {
  cached ??= parseQuestionBank(RAW_QUESTION_BANK);
  return cached;
}
