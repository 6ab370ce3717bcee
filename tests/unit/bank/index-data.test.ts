import { describe, expect, it } from 'vitest';
import { QUESTION_FILES } from '@content/question-bank';
import { decodeBankIndex, encodeBankIndex } from '@core/bank/index-data';
import { loadQuestionBank } from '@core/bank/load';
import type { Question } from '@core/contract/question';

function topicFiles(): Array<[string, Question[]]> {
  const bank = loadQuestionBank();
  let at = 0;
  return Object.entries(QUESTION_FILES).map(([file, raw]) => {
    const questions = bank.slice(at, at + raw.length);
    at += raw.length;
    return [file, questions];
  });
}

describe('the question bank index chunk', () => {
  it('gives back every question summary and its topic file, in bank order', () => {
    const files = topicFiles();
    const { bank, topicOf } = decodeBankIndex(JSON.parse(JSON.stringify(encodeBankIndex(files))));
    const expected = files.flatMap(([, questions]) =>
      questions.map(({ id, type, category, subcategory, difficulty, question, variants, industryGroups, firms }) => ({
        id,
        type,
        category,
        ...(subcategory ? { subcategory } : {}),
        difficulty,
        question,
        variants,
        industryGroups,
        firms,
      })),
    );
    expect(bank).toEqual(expected);
    expect(topicOf.get('acc-001')).toBe('accounting');
    expect(topicOf.size).toBe(expected.length);
  });

  it('refuses a text that holds its separators', () => {
    const [file, [first]] = topicFiles()[0]!;
    expect(() => encodeBankIndex([[file, [{ ...first!, question: 'Walk me\tthrough a DCF.' }]]])).toThrow(/tab or newline/);
  });
});
