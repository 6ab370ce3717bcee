/**
 * Every industry-group question (content/questions/ of the eight group files) whose best-practice
 * answer states a computed figure has a worked example that recomputes it (recompute.test.ts checks
 * the numbers themselves).
 *
 * A "computed figure" is written as arithmetic: a number, an operator (+, −, ×, ÷, / or =) and another
 * number, as in "10 − 4 = $6 million", "$50m / 7%" or "3 × 25m". Figures stated without their
 * arithmetic are not detected; answers whose numbers only match the pattern without computing
 * anything are listed below with the reason.
 */
import { describe, expect, it } from 'vitest';
import { QUESTION_FILES } from '../../../content/question-bank';
import { loadWorkedExamples } from '../../../core/worked-examples/load';

const GROUP_FILES = ['healthcare', 'real-estate', 'fintech', 'business-services', 'consumer-retail', 'tmt', 'restructuring', 'capital-markets'] as const;

/** A number, an arithmetic operator and another number (amounts may carry $, %, x or m). */
const ARITHMETIC = /\d[\d,.]*\s*[%xm]?\s*(?:[×÷/+=−]|-(?=\s))\s*\$?\d/;

/** Answers that match ARITHMETIC without computing a figure, with the reason. */
const NOT_COMPUTED: Record<string, string> = {
  'cr-005': 'names the 52/53-week and 4-5-4 retail calendars; no arithmetic',
};

type RawQuestion = { id: string; answer: string };
const groupQuestions = GROUP_FILES.flatMap((file) => QUESTION_FILES[file] as RawQuestion[]);
const withExample = new Set(loadWorkedExamples().flatMap((example) => example.questionIds));

describe('worked examples of the group questions', () => {
  it('recognise arithmetic in an answer and not plain figures', () => {
    expect(ARITHMETIC.test('Net revenue is 1,000 − 600 − 50 = $350.')).toBe(true);
    expect(ARITHMETIC.test('the real estate is worth $50m / 7%, about $714m')).toBe(true);
    expect(ARITHMETIC.test('face 75m more sellable shares: 3 × 25m')).toBe(true);
    expect(ARITHMETIC.test('a lock-up of 180 days, often 60 to 90 days')).toBe(false);
    expect(ARITHMETIC.test('a 25% recovery on their $200m')).toBe(false);
  });

  it('cover every group answer that states a computed figure', () => {
    const missing = groupQuestions.filter((q) => ARITHMETIC.test(q.answer) && !(q.id in NOT_COMPUTED) && !withExample.has(q.id)).map((q) => q.id);
    expect(missing).toEqual([]);
  });

  it('list as not computed only group answers that match the pattern', () => {
    for (const id of Object.keys(NOT_COMPUTED)) {
      const question = groupQuestions.find((q) => q.id === id);
      expect(question, id).toBeDefined();
      expect(ARITHMETIC.test(question!.answer), id).toBe(true);
    }
  });
});
