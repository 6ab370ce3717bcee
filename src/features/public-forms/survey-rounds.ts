/**
 * The survey's interview rounds as the page edits them (spec sections 3 and 5): it starts with one
 * empty round holding one empty question; rounds and questions can be added (up to
 * MAX_SURVEY_ROUNDS and MAX_SURVEY_QUESTIONS_PER_ROUND); any round or question except the first
 * can be removed, and removing a question is refused when it would leave its round empty. Every
 * item carries a stable `key` for React. Functions return a new list, or the same list when the
 * change is not allowed.
 */
import { MAX_SURVEY_QUESTIONS_PER_ROUND, MAX_SURVEY_ROUNDS, type SurveyData } from '@core/contract/public-forms';

export interface DraftQuestion {
  key: string;
  text: string;
}

export interface DraftRound {
  key: string;
  name: string;
  questions: DraftQuestion[];
}

let lastKey = 0;
/** A key unique within this page load. */
export function nextKey(): string {
  lastKey += 1;
  return `k${lastKey}`;
}

/** A round with one empty question. */
export function newRound(): DraftRound {
  return { key: nextKey(), name: '', questions: [{ key: nextKey(), text: '' }] };
}

/** The survey's starting rounds: one empty round holding one empty question. */
export function initialRounds(): DraftRound[] {
  return [newRound()];
}

export function canAddRound(rounds: readonly DraftRound[]): boolean {
  return rounds.length < MAX_SURVEY_ROUNDS;
}

export function canRemoveRound(rounds: readonly DraftRound[], roundIndex: number): boolean {
  return roundIndex > 0 && roundIndex < rounds.length;
}

export function canAddQuestion(round: DraftRound): boolean {
  return round.questions.length < MAX_SURVEY_QUESTIONS_PER_ROUND;
}

/** Not the first question, and the round keeps at least one question. */
export function canRemoveQuestion(round: DraftRound, questionIndex: number): boolean {
  return questionIndex > 0 && questionIndex < round.questions.length && round.questions.length > 1;
}

export function addRound(rounds: DraftRound[]): DraftRound[] {
  return canAddRound(rounds) ? [...rounds, newRound()] : rounds;
}

export function removeRound(rounds: DraftRound[], roundIndex: number): DraftRound[] {
  return canRemoveRound(rounds, roundIndex) ? rounds.filter((_, index) => index !== roundIndex) : rounds;
}

export function renameRound(rounds: DraftRound[], roundIndex: number, name: string): DraftRound[] {
  return rounds.map((round, index) => (index === roundIndex ? { ...round, name } : round));
}

export function addQuestion(rounds: DraftRound[], roundIndex: number): DraftRound[] {
  const round = rounds[roundIndex];
  if (!round || !canAddQuestion(round)) return rounds;
  return rounds.map((item, index) => (index === roundIndex ? { ...item, questions: [...item.questions, { key: nextKey(), text: '' }] } : item));
}

export function removeQuestion(rounds: DraftRound[], roundIndex: number, questionIndex: number): DraftRound[] {
  const round = rounds[roundIndex];
  if (!round || !canRemoveQuestion(round, questionIndex)) return rounds;
  return rounds.map((item, index) =>
    index === roundIndex ? { ...item, questions: item.questions.filter((_, position) => position !== questionIndex) } : item,
  );
}

export function editQuestion(rounds: DraftRound[], roundIndex: number, questionIndex: number, text: string): DraftRound[] {
  return rounds.map((round, index) =>
    index === roundIndex
      ? { ...round, questions: round.questions.map((question, position) => (position === questionIndex ? { ...question, text } : question)) }
      : round,
  );
}

/** The rounds as the survey's data object stores them (keys dropped). */
export function toSurveyRounds(rounds: readonly DraftRound[]): SurveyData['rounds'] {
  return rounds.map((round) => ({ name: round.name, questions: round.questions.map((question) => question.text) }));
}
