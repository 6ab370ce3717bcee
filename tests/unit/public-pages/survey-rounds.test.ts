/** The survey's round and question rules: add anything, remove anything but the first, never empty a round. */
import { describe, expect, it } from 'vitest';
import { MAX_SURVEY_QUESTIONS_PER_ROUND, MAX_SURVEY_ROUNDS } from '@core/contract/public-forms';
import {
  addQuestion,
  addRound,
  canRemoveQuestion,
  canRemoveRound,
  editQuestion,
  initialRounds,
  removeQuestion,
  removeRound,
  renameRound,
  toSurveyRounds,
} from '@/features/public-forms/survey-rounds';

describe('survey rounds', () => {
  it('starts with one empty round holding one empty question', () => {
    expect(toSurveyRounds(initialRounds())).toEqual([{ name: '', questions: [''] }]);
  });

  it('adds rounds and questions, each with its own key', () => {
    let rounds = addRound(initialRounds());
    rounds = addQuestion(rounds, 1);
    rounds = addQuestion(rounds, 1);
    expect(rounds.map((round) => round.questions.length)).toEqual([1, 3]);
    const keys = rounds.flatMap((round) => [round.key, ...round.questions.map((question) => question.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('never removes the first round; removes any other', () => {
    const rounds = addRound(addRound(initialRounds()));
    expect(canRemoveRound(rounds, 0)).toBe(false);
    expect(removeRound(rounds, 0)).toBe(rounds);
    const removed = removeRound(rounds, 1);
    expect(removed.map((round) => round.key)).toEqual([rounds[0]?.key, rounds[2]?.key]);
  });

  it('never removes the first question of a round, nor one that would leave the round empty', () => {
    let rounds = initialRounds();
    expect(canRemoveQuestion(rounds[0]!, 0)).toBe(false);
    expect(removeQuestion(rounds, 0, 0)).toBe(rounds);
    rounds = addQuestion(rounds, 0);
    expect(canRemoveQuestion(rounds[0]!, 1)).toBe(true);
    rounds = removeQuestion(rounds, 0, 1);
    expect(rounds[0]?.questions).toHaveLength(1);
    expect(removeQuestion(rounds, 0, 1)).toBe(rounds);
  });

  it('edits names and questions by position, leaving the others alone', () => {
    let rounds = addQuestion(addRound(initialRounds()), 1);
    rounds = renameRound(rounds, 1, 'Superday');
    rounds = editQuestion(rounds, 1, 1, 'Walk me through a DCF.');
    expect(toSurveyRounds(rounds)).toEqual([
      { name: '', questions: [''] },
      { name: 'Superday', questions: ['', 'Walk me through a DCF.'] },
    ]);
  });

  it('stops adding at the contract limits', () => {
    let rounds = initialRounds();
    for (let index = 0; index < MAX_SURVEY_ROUNDS + 3; index += 1) rounds = addRound(rounds);
    expect(rounds).toHaveLength(MAX_SURVEY_ROUNDS);
    for (let index = 0; index < MAX_SURVEY_QUESTIONS_PER_ROUND + 3; index += 1) rounds = addQuestion(rounds, 0);
    expect(rounds[0]?.questions).toHaveLength(MAX_SURVEY_QUESTIONS_PER_ROUND);
  });
});
