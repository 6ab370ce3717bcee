/**
 * The question bank as content a candidate can trust: enough questions of each kind, every question
 * complete (subcategory, 2-to-7 key points, an answer under two minutes that covers its own key
 * points), no question text asked twice, and no near-duplicates unless marked as variants of one idea.
 */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank, parseQuestionBank } from '../../../core/bank/load';
import { findNearDuplicates, NEAR_DUPLICATE_OVERLAP, stemmedWords, wordOverlap } from '../../../core/bank/near-duplicates';
import { MAX_ANSWER_WORDS } from '../../../core/contract/question';
import { OfflineCoach } from '../../../core/coach/offline-coach';
import { countWords, normaliseText } from '../../../core/coach/text';
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

  it('gives every question a subcategory, and mixes basic and advanced questions in every category', () => {
    for (const q of bank) expect(q.subcategory, q.id).toBeTruthy();
    for (const category of new Set(bank.map((q) => q.category))) {
      const difficulties = new Set(bank.filter((q) => q.category === category).map((q) => q.difficulty));
      expect([...difficulties].sort(), category).toEqual(['advanced', 'basic']);
    }
  });

  it('keeps every best-practice answer under two minutes of speech', () => {
    const long = bank.filter((q) => countWords(q.answer) > MAX_ANSWER_WORDS).map((q) => `${q.id}: ${countWords(q.answer)} words`);
    expect(long).toEqual([]);
  });

  it('has best-practice answers that cover their own key points (by the offline coach)', () => {
    const coach = new OfflineCoach(bank);
    const missed = bank.flatMap((q) => coach.assess(q.question, q.answer, { questionId: q.id }).missed.map((m) => `${q.id}: ${m.point}`));
    expect(missed).toEqual([]);
  });

  it('never asks the same text twice, as a question or a variant', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const q of bank) {
      for (const text of [q.question, ...q.variants]) {
        const key = normaliseText(text).replace(/[^a-z0-9]+/g, ' ').trim();
        const other = seen.get(key);
        if (other !== undefined && other !== q.id) repeats.push(`${q.id} repeats ${other}: ${text}`);
        seen.set(key, q.id);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('has no near-duplicate questions unless one is marked as a variant of the other', () => {
    expect(findNearDuplicates(bank).map((d) => `${d.a} ~ ${d.b} (${d.overlap.toFixed(2)}): ${d.phrasingA} / ${d.phrasingB}`)).toEqual([]);
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
