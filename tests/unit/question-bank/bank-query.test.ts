/** The question bank page's query in the URL: reading, writing, invalid values ignored. */
import { describe, expect, it } from 'vitest';
import { bankQueryParams, countFilters, readBankQuery } from '@/features/question-bank/bank-query';

describe('bank query in the URL', () => {
  it('reads the search text and every filter', () => {
    const params = new URLSearchParams('q=accretion&type=Technical&category=M%26A&difficulty=advanced&group=Private+Equity&firm=Goldman+Sachs');
    expect(readBankQuery(params)).toEqual({
      text: 'accretion',
      filters: { type: 'Technical', category: 'M&A', difficulty: 'advanced', industryGroup: 'Private Equity', firm: 'Goldman Sachs' },
    });
  });

  it('ignores values that are not options of their filter', () => {
    expect(readBankQuery(new URLSearchParams('type=Hard&difficulty=Medium&firm=Nowhere+Bank&category='))).toEqual({ text: '', filters: {} });
  });

  it('writes only what is set, and reads back the same query', () => {
    const query = { text: 'walk me through a DCF', filters: { category: 'DCF', industryGroup: 'TMT' } } as const;
    const params = bankQueryParams(query);
    expect(params.toString()).toBe('q=walk+me+through+a+DCF&category=DCF&group=TMT');
    expect(readBankQuery(params)).toEqual(query);
    expect(bankQueryParams({ text: '', filters: {} }).toString()).toBe('');
    expect(countFilters(query.filters)).toBe(2);
  });
});
