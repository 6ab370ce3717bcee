/** Searching the question bank: stemming, synonyms, prefix and fuzzy search, filters, browsing, findQuestion. */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { CLOSE_MATCH_SCORE, browseBank, createBankIndex, findQuestion, normaliseQuestion, searchBank } from '../../../core/bank/search';

const bank = loadQuestionBank();
const index = createBankIndex(bank);
const ids = (query: string, options = {}) => searchBank(index, query, options).map((hit) => hit.question.id);

describe('searchBank', () => {
  it('finds questions by stemmed words', () => {
    expect(ids('depreciating goes up').slice(0, 3)).toContain('acc-002');
    expect(ids('walk me through a dcf')[0]).toBe('dcf-001');
  });

  it('expands finance synonyms: "EV" finds "enterprise value" questions', () => {
    const hits = searchBank(index, 'EV vs equity value', { limit: 5 });
    expect(hits.some((hit) => /enterprise value/i.test(hit.question.question))).toBe(true);
    expect(ids('weighted average cost of capital', { limit: 3 })).toContain('dcf-004');
  });

  it('matches partly typed words (prefix) and typos (fuzzy)', () => {
    expect(ids('accret', { limit: 5 }).some((id) => id.startsWith('ma-'))).toBe(true);
    expect(ids('leveraged biyout', { limit: 5 }).some((id) => id.startsWith('lbo-') || id.startsWith('deal-'))).toBe(true);
  });

  it('filters by type and category and respects the limit', () => {
    const behavioral = searchBank(index, 'why', { type: 'Behavioral', limit: 50 });
    expect(behavioral.length).toBeGreaterThan(0);
    expect(behavioral.every((hit) => hit.question.type === 'Behavioral')).toBe(true);
    expect(searchBank(index, 'value', { category: 'DCF' }).every((hit) => hit.question.category === 'DCF')).toBe(true);
    expect(searchBank(index, 'value', { limit: 3 })).toHaveLength(3);
  });

  it('filters by difficulty, industry group and firm, all filters together', () => {
    const advanced = searchBank(index, 'value', { difficulty: 'advanced', limit: Infinity });
    expect(advanced.length).toBeGreaterThan(0);
    expect(advanced.every((hit) => hit.question.difficulty === 'advanced')).toBe(true);
    expect(advanced.length).toBeLessThan(searchBank(index, 'value', { limit: Infinity }).length);

    const restructuring = searchBank(index, 'debt', { industryGroup: 'Restructuring', limit: Infinity });
    expect(restructuring.length).toBeGreaterThan(0);
    expect(restructuring.every((hit) => hit.question.industryGroups.includes('Restructuring'))).toBe(true);

    const evercore = searchBank(index, 'why', { firm: 'Evercore', limit: Infinity });
    expect(evercore.length).toBeGreaterThan(0);
    expect(evercore.every((hit) => hit.question.firms.includes('Evercore'))).toBe(true);

    const combined = searchBank(index, 'leverage', { type: 'Technical', category: 'LBO', difficulty: 'basic', industryGroup: 'Private Equity', limit: Infinity });
    expect(combined.length).toBeGreaterThan(0);
    for (const { question } of combined) {
      expect(question).toMatchObject({ type: 'Technical', category: 'LBO', difficulty: 'basic' });
      expect(question.industryGroups).toContain('Private Equity');
    }
  });

  it('returns nothing for an empty or stop-word query', () => {
    expect(searchBank(index, '')).toEqual([]);
    expect(searchBank(index, 'the of and')).toEqual([]);
  });

  it('builds one index per bank array', () => {
    expect(createBankIndex(bank)).toBe(index);
  });
});

describe('browseBank', () => {
  it('lists the whole bank in bank order without filters', () => {
    expect(browseBank(index)).toEqual(bank);
  });

  it('keeps the filtered questions in bank order', () => {
    const listed = browseBank(index, { category: 'DCF', difficulty: 'advanced' });
    expect(listed).toEqual(bank.filter((q) => q.category === 'DCF' && q.difficulty === 'advanced'));
    expect(listed.length).toBeGreaterThan(0);
    const firmSpecific = browseBank(index, { firm: 'Goldman Sachs' });
    expect(firmSpecific.length).toBeGreaterThan(0);
    expect(firmSpecific.every((q) => q.firms.includes('Goldman Sachs'))).toBe(true);
    expect(browseBank(index, { type: 'Behavioral', category: 'LBO' })).toEqual([]);
  });
});

describe('findQuestion', () => {
  it('matches the exact question or a variant, ignoring case and punctuation', () => {
    expect(findQuestion(bank, 'walk me through a DCF')).toMatchObject({ question: { id: 'dcf-001' }, score: 1, exact: true });
    expect(findQuestion(index, 'Tell me about yourself')).toMatchObject({ question: { id: 'fit-001' }, exact: true });
  });

  it('finds the nearest question for new wording, with a score saying how close', () => {
    const found = findQuestion(index, 'How would you work out the weighted average cost of capital for a company?');
    expect(found?.question.id).toBe('dcf-004');
    expect(found!.score).toBeGreaterThanOrEqual(CLOSE_MATCH_SCORE);
    expect(found!.exact).toBe(false);
  });

  it('scores an unrelated question below the close threshold', () => {
    for (const text of ['What is the capital of France?', 'Which football team do you support and why?']) {
      const found = findQuestion(index, text);
      expect(found === null || found.score < CLOSE_MATCH_SCORE).toBe(true);
    }
    expect(findQuestion([], 'Walk me through a DCF.')).toBeNull();
  });
});

describe('normaliseQuestion', () => {
  it('lowercases, drops punctuation and turns each firm named as whole words into "our firm"', () => {
    expect(normaliseQuestion('Why Goldman Sachs?')).toBe('why our firm');
    expect(normaliseQuestion('Why J.P. Morgan, not Morgan Stanley?')).toBe('why our firm not our firm');
    // Side by side, each name counts (the per-firm loop left the second of two together as it was).
    expect(normaliseQuestion('Goldman Sachs Goldman Sachs')).toBe('our firm our firm');
    expect(normaliseQuestion('Citigroup and Baird & Co.')).toBe('citigroup and our firm and co');
  });
});
