/** Loading the question bank: validation with clear errors, memoisation, the topic and industry-group files. */
import { describe, expect, it } from 'vitest';
import { QUESTION_FILES, RAW_QUESTION_BANK } from '../../../content/question-bank';
import { loadQuestionBank, parseQuestionBank } from '../../../core/bank/load';

const PREFIX: Record<string, string> = {
  accounting: 'acc', 'enterprise-value': 'ev', valuation: 'val', dcf: 'dcf', ma: 'ma', lbo: 'lbo', 'brain-teasers': 'bt', fit: 'fit', markets: 'mkt', deals: 'deal',
  healthcare: 'hc', 'real-estate': 're', fintech: 'fin', 'business-services': 'bs', 'consumer-retail': 'cr', tmt: 'tmt', restructuring: 'rx',
  'capital-markets': 'cm',
};

describe('loadQuestionBank', () => {
  it('loads every question of the topic and industry-group files, validated, with unique ids', () => {
    const bank = loadQuestionBank();
    expect(Object.keys(QUESTION_FILES).sort()).toEqual(Object.keys(PREFIX).sort());
    expect(bank).toHaveLength(RAW_QUESTION_BANK.length);
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    for (const [file, questions] of Object.entries(QUESTION_FILES)) {
      expect(questions.length, file).toBeGreaterThan(0);
      for (const q of questions as Array<{ id: string }>) expect(q.id.startsWith(`${PREFIX[file]}-`), q.id).toBe(true);
    }
  });

  it('is memoised: the same array on every call', () => {
    expect(loadQuestionBank()).toBe(loadQuestionBank());
  });

  it('applies schema defaults', () => {
    const [question] = parseQuestionBank([{ ...(RAW_QUESTION_BANK[0] as object), variants: undefined, firms: undefined }]);
    expect(question!.variants).toEqual([]);
    expect(question!.firms).toEqual([]);
  });
});

describe('parseQuestionBank', () => {
  const valid = RAW_QUESTION_BANK[0] as { id: string };

  it('throws naming the question id and the field for invalid content', () => {
    expect(() => parseQuestionBank([{ ...valid, keyPoints: [] }])).toThrow(new RegExp(`Invalid question bank:\\n\\[0\\] ${valid.id} keyPoints`));
    expect(() => parseQuestionBank([{ ...valid, id: 'ACC1' }])).toThrow(/\[0\] ACC1 id: id must look like acc-001/);
  });

  it('throws on duplicate ids', () => {
    expect(() => parseQuestionBank([valid, valid])).toThrow(`duplicate id ${valid.id}`);
  });
});
