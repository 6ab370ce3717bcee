/**
 * The survey form's fields and their checks: the company fields, the element ids of rounds and
 * questions, and validateSurvey (SurveyDataSchema), whose errors are keyed by field: a company
 * field's name, `round:{key}` or `question:{key}`.
 */
import { SurveyDataSchema, type SurveyData } from '@core/contract/public-forms';
import { toSurveyRounds, type DraftRound } from '@/features/public-forms/survey-rounds';

export type CompanyField = 'name' | 'industry' | 'office';
export type CompanyValues = Record<CompanyField, string>;
/** Errors by field key: a company field's name, `round:{key}` or `question:{key}`. */
export type SurveyErrors = Record<string, string>;

export const COMPANY_FIELDS: { field: CompanyField; label: string; placeholder: string }[] = [
  { field: 'name', label: 'Company Name', placeholder: 'e.g. Evercore' },
  { field: 'industry', label: 'Company Industry', placeholder: 'e.g. Investment Banking (M&A)' },
  { field: 'office', label: 'Company Office', placeholder: 'e.g. New York' },
];

/** Element id of a round's fieldset (its name input adds `-name`). */
export const roundId = (round: DraftRound) => `survey-round-${round.key}`;
/** Element id of a question's textarea. */
export const questionId = (key: string) => `survey-question-${key}`;

/** Checks the survey with SurveyDataSchema; errors keyed by field, in the page's order. */
export function validateSurvey(company: CompanyValues, rounds: readonly DraftRound[]): SurveyErrors {
  const data: SurveyData = { ...company, rounds: toSurveyRounds(rounds) };
  const result = SurveyDataSchema.safeParse(data);
  if (result.success) return {};
  const errors: SurveyErrors = {};
  for (const issue of result.error.issues) {
    const [first, roundIndex, part, questionIndex] = issue.path;
    let key: string | undefined;
    if (first === 'rounds' && typeof roundIndex === 'number') {
      const round = rounds[roundIndex];
      if (round && part === 'name') key = `round:${round.key}`;
      if (round && part === 'questions' && typeof questionIndex === 'number') key = `question:${round.questions[questionIndex]?.key}`;
    } else if (typeof first === 'string') {
      key = first;
    }
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Element id of an error key, for focusing the first invalid field. */
export function elementIdOf(key: string, rounds: readonly DraftRound[]): string {
  if (key.startsWith('round:')) {
    const round = rounds.find((item) => item.key === key.slice('round:'.length));
    return round ? `${roundId(round)}-name` : '';
  }
  if (key.startsWith('question:')) return questionId(key.slice('question:'.length));
  return `survey-${key}`;
}

/** Focuses element `id` after the next render. */
export function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
