import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import type { Question } from '../../../core/contract/question';
import { DEFAULT_MODULES, defaultModuleQuestions } from '../../../core/modules/defaults';
import { matchesSelections, selectModuleQuestions, toModuleQuestion, type Selections } from '../../../core/modules/filters';

const q = (id: string, over: Partial<Question>): Question => ({
  id,
  type: 'Technical',
  category: 'Valuation',
  difficulty: 'basic',
  question: `Question ${id}?`,
  variants: [],
  industryGroups: [],
  firms: [],
  keyPoints: [],
  answer: 'answer',
  misconceptions: [],
  assumptions: [],
  ...over,
});
const bank: Question[] = [
  q('val-001', {}),
  q('val-002', { industryGroups: ['Healthcare', 'M&A'] }),
  q('fit-001', { type: 'Behavioral', category: 'Fit' }),
  q('fit-002', { type: 'Behavioral', category: 'Fit', industryGroups: ['TMT'] }),
  q('fit-003', { type: 'Behavioral', category: 'Fit', firms: ['Lazard', 'Evercore'] }),
  q('fit-004', { type: 'Behavioral', category: 'Fit', firms: ['Goldman Sachs'] }),
  q('mkt-001', { type: 'Market', category: 'Markets' }),
];
const none: Selections = { questionTypes: [], firms: [], officeLocations: [], industryGroups: [] };
const ids = (s: Partial<Selections>) => selectModuleQuestions(bank, { ...none, ...s }).map((x) => x.id);

describe('selectModuleQuestions', () => {
  it('narrows by question type', () => {
    expect(ids({ questionTypes: ['Market'] })).toEqual(['mkt-001']);
    expect(ids({ questionTypes: ['Technical', 'Market'] })).toEqual(['val-001', 'val-002', 'mkt-001']);
  });
  it('narrows by industry group; Generalist admits untagged questions', () => {
    expect(ids({ industryGroups: ['Healthcare'] })).toEqual(['val-002']);
    expect(ids({ industryGroups: ['Generalist'], questionTypes: ['Technical'] })).toEqual(['val-001']);
  });
  it('keeps untagged fit questions when Behavioral is chosen with an industry group, not other groups’', () => {
    expect(ids({ questionTypes: ['Behavioral'], industryGroups: ['Healthcare'] })).toEqual(['fit-001', 'fit-003', 'fit-004']);
    expect(ids({ questionTypes: ['Behavioral'], industryGroups: ['TMT'] })).toEqual(['fit-001', 'fit-002', 'fit-003', 'fit-004']);
  });
  it('firms: the chosen firms’ questions first, generic ones kept, other firms’ dropped', () => {
    expect(ids({ firms: ['Goldman Sachs'], questionTypes: ['Behavioral'] })).toEqual(['fit-004', 'fit-001', 'fit-002']);
    expect(ids({ firms: ['Evercore'] })).toEqual(['fit-003', 'val-001', 'val-002', 'fit-001', 'fit-002', 'mkt-001']);
  });
  it('offices do not narrow', () => {
    expect(ids({ officeLocations: ['Chicago'] })).toHaveLength(bank.length);
  });
  it('matches nothing when type and group exclude each other', () => {
    expect(ids({ questionTypes: ['Market'], industryGroups: ['Healthcare'] })).toEqual([]);
    expect(matchesSelections(bank[0]!, { ...none, questionTypes: ['Behavioral'] })).toBe(false);
  });
});

describe('toModuleQuestion', () => {
  it('shows the firm a question is specific to, else the chosen firms; offices without Unknown; chosen groups first', () => {
    const s: Selections = { ...none, firms: ['Evercore', 'Citi'], officeLocations: ['NYC', 'Unknown', 'Boston'], industryGroups: ['M&A'] };
    expect(toModuleQuestion(bank[4]!, s)).toMatchObject({ company: 'Evercore', office_location: 'NYC, Boston', industry: null });
    expect(toModuleQuestion(bank[1]!, s)).toMatchObject({
      id: 'val-002',
      question: 'Question val-002?',
      company: 'Evercore, Citi',
      industry: 'M&A, Healthcare',
      interview_stage: null,
      difficulty: 'basic',
      category: 'Valuation',
      type: 'Technical',
    });
  });
  it('shows nothing without selections', () => {
    expect(toModuleQuestion(bank[4]!, none)).toMatchObject({ company: null, office_location: null, industry: null });
  });
});

describe('default modules', () => {
  it('cover every question of the real bank once, each module non-empty', () => {
    const real = loadQuestionBank();
    const lists = DEFAULT_MODULES.map((m) => defaultModuleQuestions(real, m));
    expect(lists.every((l) => l.length > 0)).toBe(true);
    expect(lists.flat().map((x) => x.id).sort()).toEqual(real.map((x) => x.id).sort());
    expect(new Set(DEFAULT_MODULES.map((m) => m.key)).size).toBe(DEFAULT_MODULES.length);
  });
});
