/** The figures the pages show are computed from the bank at build time, never typed. */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '@core/bank/load';
import { FIRMS } from '@content/options';
import { RAW_QUESTION_BANK } from '@content/question-bank';
import { BANK_STATS } from '@content/site/bank-stats';
import { computeBankStats } from '@content/site/compute-bank-stats';

describe('bank figures', () => {
  it('count the questions, the technical ones and the firms of the bank', () => {
    const bank = loadQuestionBank();
    const firms = new Set<string>([...FIRMS, ...bank.flatMap((question) => question.firms)]);
    expect(computeBankStats(RAW_QUESTION_BANK, FIRMS)).toMatchObject({
      questions: bank.length,
      technicalQuestions: bank.filter((question) => question.type === 'Technical').length,
      firms: firms.size,
    });
  });

  it('reach the browser as computed by vite.config.ts', () => {
    expect(BANK_STATS).toEqual(computeBankStats(RAW_QUESTION_BANK, FIRMS));
  });

  it('count a firm named only in a question once', () => {
    expect(computeBankStats([{ type: 'Technical', firms: ['Acme'] }, { type: 'Fit', firms: ['Acme', 'Citi'] }], ['Citi'])).toEqual({
      questions: 2,
      technicalQuestions: 1,
      firms: 2,
      text: { questions: '2', technicalQuestions: '1', firms: '2' },
    });
  });

  it('write each figure as copy does, grouped in thousands', () => {
    const bank = Array.from({ length: 1234 }, () => ({ type: 'Technical' }));
    expect(computeBankStats(bank, []).text).toEqual({ questions: '1,234', technicalQuestions: '1,234', firms: '0' });
  });
});
