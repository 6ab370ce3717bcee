/**
 * The question bank as content a candidate can trust: enough questions of each kind, every question
 * complete (subcategory, 2-to-7 key points, an answer under two minutes that covers its own key
 * points), no question text asked twice, and no near-duplicates unless marked as variants of one idea.
 */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank, parseQuestionBank } from '../../../core/bank/load';
import { incompleteQuestions, nearDuplicateLines, repeatedTexts, uncoveredKeyPoints } from '../../../core/bank/audit';
import { findNearDuplicates, NEAR_DUPLICATE_OVERLAP, stemmedWords, wordOverlap } from '../../../core/bank/near-duplicates';
import { RAW_QUESTION_BANK } from '../../../content/question-bank';

const bank = loadQuestionBank();
const CORE_TECHNICAL = ['Accounting', 'Enterprise & Equity Value', 'Valuation', 'DCF', 'M&A', 'LBO'];

describe('question bank content', () => {
  it('has at least 400 core technical questions, brain teasers, 100 behavioral and 50 market/deal questions', () => {
    expect(bank.filter((q) => q.type === 'Technical' && CORE_TECHNICAL.includes(q.category)).length).toBeGreaterThanOrEqual(400);
    expect(bank.filter((q) => q.category === 'Brain Teasers').length).toBeGreaterThanOrEqual(20);
    expect(bank.filter((q) => q.type === 'Behavioral').length).toBeGreaterThanOrEqual(100);
    expect(bank.filter((q) => q.type === 'Market').length).toBeGreaterThanOrEqual(50);
  });

  it('mixes basic and advanced questions in every category', () => {
    for (const category of new Set(bank.map((q) => q.category))) {
      const difficulties = new Set(bank.filter((q) => q.category === category).map((q) => q.difficulty));
      expect([...difficulties].sort(), category).toEqual(['advanced', 'basic']);
    }
  });

  it('gives every question a subcategory and an answer under two minutes of speech', () => {
    expect(incompleteQuestions(bank)).toEqual([]);
  });

  // Scores every answer of the bank (about 650): seconds on a loaded 2-core machine, not 5.
  it('has best-practice answers that cover their own key points (by the offline coach)', { timeout: 60_000 }, () => {
    expect(uncoveredKeyPoints(bank)).toEqual([]);
  });

  it('never asks the same text twice, as a question or a variant', () => {
    expect(repeatedTexts(bank)).toEqual([]);
  });

  it('has no near-duplicate questions unless one is marked as a variant of the other', () => {
    expect(nearDuplicateLines(bank)).toEqual([]);
  });
});

describe('bank audit', () => {
  const [first] = bank;

  it('reports a long answer, a missing subcategory, a text asked twice and an uncovered key point', () => {
    const long = { ...first!, id: 'acc-901', answer: Array.from({ length: 320 }, () => 'word').join(' '), subcategory: undefined };
    expect(incompleteQuestions([long])).toEqual(['acc-901: answer has 320 words (max 300)', 'acc-901: no subcategory']);
    expect(repeatedTexts([first!, { ...first!, id: 'acc-902', variants: [] }])).toEqual([`acc-902: "${first!.question}" repeats ${first!.id}`]);
    const uncovered = uncoveredKeyPoints([{ ...first!, keyPoints: [...first!.keyPoints, { point: 'Mention the moon landing of 1969.', cues: ['apollo moon landing'], claims: [] }] }]);
    expect(uncovered).toEqual([`${first!.id}: the answer does not cover the key point "Mention the moon landing of 1969."`]);
  });
});

describe('near-duplicate detection', () => {
  const question = (id: string, text: string, variantOf?: string) => ({ id, question: text, variants: [], variantOf });

  it('measures stemmed-word overlap, ignoring stop words, case and word forms', () => {
    expect(stemmedWords('What is the EBITDA margin?')).toEqual(new Set(['ebitda', 'margin']));
    expect(wordOverlap(stemmedWords('Walk me through a DCF'), stemmedWords('Walking through DCFs'))).toBe(1);
    expect(wordOverlap(stemmedWords('Walk me through a DCF'), stemmedWords('Walk me through an LBO'))).toBeLessThan(NEAR_DUPLICATE_OVERLAP);
  });

  it('flags the same question in other words, unless marked as a variant', () => {
    const pair = [question('ev-901', 'Why do you subtract cash in enterprise value?'), question('ev-902', 'Why is cash subtracted when calculating enterprise value?')];
    expect(findNearDuplicates(pair)).toMatchObject([{ a: 'ev-901', b: 'ev-902' }]);
    expect(findNearDuplicates([pair[0]!, { ...pair[1]!, variantOf: 'ev-901' }])).toEqual([]);
  });

  it('rejects a variantOf that names no other question of the bank', () => {
    const [first] = RAW_QUESTION_BANK as { id: string }[];
    expect(() => parseQuestionBank([{ ...first, variantOf: 'acc-999' }])).toThrow(/variantOf acc-999 is not another question/);
    expect(() => parseQuestionBank([{ ...first, variantOf: first!.id }])).toThrow(/variantOf/);
  });
});
