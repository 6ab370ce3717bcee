/** Text primitives, canonical terms (stemming and finance synonyms) and key-point matching. */
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../core/contract/question';
import { compileCue, compileRubric, matchRubric } from '../../../core/coach/match';
import { readSentence } from '../../../core/coach/claims/sentence';
import { analyseText, cueTerms, termSet } from '../../../core/coach/terms';
import { countWords, firstSentences, normaliseText, splitSentences, stem, tokenize } from '../../../core/coach/text';

describe('text', () => {
  it('normalises finance notation', () => {
    expect(tokenize("D&A, PP&E and the P/E of EV/EBITDA: 10% isn't pre-tax")).toEqual([
      'da', 'ppe', 'and', 'the', 'pe', 'of', 'ev', 'ebitda', '10', 'percent', 'isnt', 'pre', 'tax',
    ]);
    expect(normaliseText('The Company’s cash')).toBe('the company cash');
  });

  it('splits sentences but not decimals or abbreviations', () => {
    expect(splitSentences('Net income falls by 7.5. Cash is up 2.5, e.g. via the tax shield! Why? Because.')).toEqual([
      'Net income falls by 7.5.',
      'Cash is up 2.5, e.g. via the tax shield!',
      'Why?',
      'Because.',
    ]);
    expect(splitSentences('- first bullet\n- second bullet; third clause')).toEqual(['first bullet', 'second bullet;', 'third clause']);
    expect(splitSentences('no punctuation at all in a spoken transcript')).toHaveLength(1);
  });

  it('turns spoken numbers into digits', () => {
    expect(tokenize('seven point five, twenty five percent, two and a half, one hundred and ten, twenty twenty four').join(' ')).toBe(
      '7.5 25 percent 2.5 110 20 24',
    );
    expect(tokenize('the one thing, one point five times').join(' ')).toBe('the one thing 1.5 times');
  });

  it('stems with the Porter stemmer and counts words', () => {
    expect(stem('depreciation')).toBe(stem('depreciate'));
    expect(stem('10.5')).toBe('10.5');
    expect(countWords('  EBITDA is  a proxy, roughly. ')).toBe(5);
  });

  it('takes the opening of a markdown answer without lead-in headings', () => {
    expect(firstSentences('**Short answer.** EBITDA is a proxy. It is **capital structure** neutral. Third.', 2)).toBe(
      'EBITDA is a proxy. It is capital structure neutral.',
    );
  });
});

describe('canonical terms', () => {
  it.each([
    ['enterprise value', 'EV'],
    ['D&A', 'depreciation and amortization'],
    ['net working capital', 'NWC'],
    ['capital expenditures', 'capex'],
    ['free cash flow', 'FCF'],
    ['WACC', 'weighted average cost of capital'],
    ['internal rate of return', 'IRR'],
    ['market capitalization', 'equity value'],
    ['the acquirer', 'the buyer'],
    ['revenue', 'sales'],
    ['goes up', 'increases'],
    ['falls', 'declines'],
  ])('"%s" and "%s" mean the same', (a, b) => {
    expect(cueTerms(a)).toEqual(cueTerms(b));
  });

  it('keeps directions apart: "goes up" is not "goes down"', () => {
    expect(cueTerms('net income goes up')).not.toEqual(cueTerms('net income goes down'));
  });

  it('prefers the longest phrase: retained earnings are not earnings', () => {
    expect(cueTerms('retained earnings')).toEqual(['~re']);
    expect(cueTerms('earnings')).toEqual(['~netincome']);
  });

  it('expands abbreviations and lets a specific term imply its broader one', () => {
    expect(termSet('UFCF')).toEqual(new Set(['unlev', '~fcf', '~cashflow']));
    expect(cueTerms('free cash flow')).toEqual(['~fcf']);
  });

  it('does not read "head office" as leadership or "treasury stock" as the risk-free rate', () => {
    expect(cueTerms('head office costs')).toEqual(cueTerms('corporate overhead'));
    expect(termSet('before head office costs')).not.toContain('~lead');
    expect(termSet('the treasury stock method')).not.toContain('~rf');
    expect(termSet('the treasury stock method')).toContain('option');
  });

  it('reads "degrees" after a number as a unit, and "a degree" as a course of study', () => {
    const number = readSentence('The hands are 7.5 degrees apart.', 0).tokens.find((t) => t.kind === 'number');
    expect(number?.number).toMatchObject({ value: 7.5, unit: 'degrees' });
    expect(termSet('I have a degree in economics')).toContain('~study');
  });

  it('ignores fillers, so "cost of, um, equity" is still the cost of equity', () => {
    expect(cueTerms('cost of, um, like, equity')).toEqual(cueTerms('cost of equity'));
    expect(analyseText('um you know the cost of equity').fillerCount).toBe(3);
  });
});

describe('key-point matching', () => {
  const question: Question = {
    id: 'tst-001',
    type: 'Technical',
    category: 'Accounting',
    difficulty: 'basic',
    question: 'What happens when depreciation goes up?',
    variants: [],
    industryGroups: [],
    firms: [],
    keyPoints: [
      { point: 'Depreciation creates a tax shield because it is tax deductible.', cues: ['depreciation tax deductible', 'tax shield'], claims: [] },
      { point: 'Net income falls by the after-tax amount.', cues: ['net income falls after tax'], claims: [] },
      { point: 'Cash rises because depreciation is added back.', cues: ['add back depreciation non-cash'], claims: [] },
    ],
    answer: 'x'.repeat(200),
    misconceptions: [],
    assumptions: [],
  };

  it('covers a point when most cue words appear close together in one sentence', () => {
    const { points } = matchRubric(compileRubric(question), analyseText('D&A is deductible for tax purposes. Profit declines after taxes.'));
    expect(points.map((p) => p.status)).toEqual(['covered', 'covered', 'missed']);
  });

  it('does not cover a point whose words are spread across sentences or far apart', () => {
    const spread = 'Net income is one thing. Falls happen. After that we talk about tax.';
    const far = 'After tax, analysts review many reporting periods, regions, segments, divisions, products, customers and channels before net income falls';
    const rubric = compileRubric(question);
    expect(matchRubric(rubric, analyseText(spread)).points[1]!.status).toBe('missed');
    expect(matchRubric(rubric, analyseText(far)).points[1]!.status).toBe('missed');
    expect(matchRubric(rubric, analyseText('After tax, net income falls')).points[1]!.status).toBe('covered');
  });

  it('does not count a negated statement as the point', () => {
    const rubric = compileRubric(question);
    expect(matchRubric(rubric, analyseText('Depreciation is not tax deductible.')).points[0]!.status).toBe('missed');
    expect(matchRubric(rubric, analyseText('It is not a cash item, and depreciation is tax deductible.')).points[0]!.status).toBe('covered');
  });

  it('weights question words and generic words half, so repeating the question covers nothing', () => {
    const cue = compileCue('depreciation goes up', compileRubric(question).questionTerms);
    expect(cue.weights).toEqual([0.5, 0.5]);
    expect(matchRubric(compileRubric(question), analyseText('Depreciation goes up.')).coverage).toBe(0);
  });

  it('needs one occurrence per cue word: "growth and expansion" needs two increases', () => {
    const cue = compileCue('revenue growth margin expansion', new Set());
    expect(cue.terms).toEqual(['~revenue', '~up', 'margin']);
    expect(cue.required).toEqual([1, 2, 1]);
  });
});
