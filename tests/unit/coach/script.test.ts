/** Script generation: count by duration, fit opener, stage mix, industry and firm, determinism. */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { MAX_SCRIPT_QUESTIONS, MIN_SCRIPT_QUESTIONS } from '../../../core/contract/constants';
import { ScriptSchema, type InterviewSetup } from '../../../core/contract/interview';
import { generateScript, matchFirm, scriptQuestionCount } from '../../../core/coach/script';
import { STAGES } from '../../../content/options';

const bank = loadQuestionBank();
const byId = new Map(bank.map((q) => [q.id, q]));
const setup: InterviewSetup = {
  jobCategory: 'InvestmentBanking',
  company: 'Goldman Sachs',
  stage: 'first round',
  industry: 'M&A',
  location: 'New York',
  duration: 30,
};
const idsOf = (s: InterviewSetup, seed: number) => generateScript(bank, s, seed).scriptData.questions.map((q) => q.id!);
const seeds = Array.from({ length: 40 }, (_, i) => i + 1);

describe('scriptQuestionCount', () => {
  it.each([
    [15, 5],
    [30, 10],
    [45, 15],
    [60, 20],
    [90, 30],
    [1, MIN_SCRIPT_QUESTIONS],
    [600, MAX_SCRIPT_QUESTIONS],
    [Number.NaN, MIN_SCRIPT_QUESTIONS],
  ])('%s minutes → %s questions', (minutes, count) => {
    expect(scriptQuestionCount(minutes)).toBe(count);
  });
});

describe('generateScript', () => {
  it.each([15, 30, 45, 60, 90])('gives a valid %i-minute script of distinct bank questions, opening with the resume question', (duration) => {
    for (const stage of STAGES) {
      const script = ScriptSchema.parse(generateScript(bank, { ...setup, stage, duration }, 7));
      const ids = script.scriptData.questions.map((q) => q.id);
      expect(ids).toHaveLength(scriptQuestionCount(duration));
      expect(new Set(ids).size).toBe(ids.length);
      for (const q of script.scriptData.questions) expect(byId.get(q.id!)?.question).toBe(q.question);
      const opener = byId.get(ids[0]!)!;
      expect(opener.type).toBe('Behavioral');
      expect([opener.question, ...opener.variants].join(' ')).toMatch(/walk me through your resume|tell me about yourself/i);
    }
  });

  it('is deterministic for a seed and varies across seeds', () => {
    expect(idsOf(setup, 42)).toEqual(idsOf(setup, 42));
    const distinct = new Set(seeds.map((seed) => idsOf(setup, seed).join(',')));
    expect(distinct.size).toBeGreaterThan(30);
  });

  it('asks more behavioral and basic questions at HireVue, more advanced technicals at superday', () => {
    const share = (stage: InterviewSetup['stage'], test: (id: string) => boolean) => {
      const all = seeds.flatMap((seed) => idsOf({ ...setup, stage, duration: 60 }, seed));
      return all.filter(test).length / all.length;
    };
    const behavioral = (id: string) => byId.get(id)!.type === 'Behavioral';
    const advancedTechnical = (id: string) => byId.get(id)!.type === 'Technical' && byId.get(id)!.difficulty === 'advanced';
    expect(share('HireVue', behavioral)).toBeGreaterThan(share('first round', behavioral));
    expect(share('first round', behavioral)).toBeGreaterThan(share('superday', behavioral));
    expect(share('HireVue', advancedTechnical)).toBe(0);
    expect(share('superday', advancedTechnical)).toBeGreaterThan(share('second round', advancedTechnical));
    expect(share('second round', advancedTechnical)).toBeGreaterThan(share('first round', advancedTechnical));
  });

  it('always asks "why this group" for the setup industry, never for another', () => {
    const healthcare = seeds.map((seed) => idsOf({ ...setup, industry: 'Healthcare' }, seed));
    const whyGroup = bank.filter((q) => q.subcategory === 'Group Choice');
    const healthcareWhy = whyGroup.filter((q) => q.industryGroups.includes('Healthcare')).map((q) => q.id);
    const otherWhy = new Set(whyGroup.filter((q) => !q.industryGroups.includes('Healthcare')).map((q) => q.id));
    expect(healthcareWhy.length).toBeGreaterThan(0);
    expect(healthcare.every((ids) => ids.some((id) => healthcareWhy.includes(id)))).toBe(true);
    expect(healthcare.flat().filter((id) => otherWhy.has(id))).toEqual([]);
  });

  it("asks a firm's own questions and never another firm's", () => {
    const evercore = seeds.flatMap((seed) => idsOf({ ...setup, company: 'Evercore', stage: 'HireVue' }, seed));
    const tagged = bank.filter((q) => q.firms.length > 0);
    for (const id of evercore) {
      const q = byId.get(id)!;
      if (q.firms.length > 0) expect(q.firms).toContain('Evercore');
    }
    const evercoreOwn = tagged.filter((q) => q.firms.includes('Evercore')).map((q) => q.id);
    if (evercoreOwn.length > 0) expect(evercore.some((id) => evercoreOwn.includes(id))).toBe(true);
  });

  it('favours industry-tagged technicals for the setup group', () => {
    const tagged = (industry: InterviewSetup['industry']) =>
      seeds.flatMap((seed) => idsOf({ ...setup, industry, stage: 'superday', duration: 60 }, seed)).filter((id) => {
        const q = byId.get(id)!;
        return q.type === 'Technical' && q.industryGroups.includes(industry);
      }).length;
    expect(tagged('M&A')).toBeGreaterThan(tagged('Real Estate'));
  });

  it('returns what it can from a tiny bank without throwing', () => {
    const tiny = bank.filter((q) => ['fit-001', 'acc-001', 'dcf-001'].includes(q.id));
    expect(generateScript(tiny, { ...setup, duration: 90 }, 1).scriptData.questions.map((q) => q.id).sort()).toEqual(['acc-001', 'dcf-001', 'fit-001']);
    expect(generateScript([], setup, 1).scriptData.questions).toEqual([{ question: 'Walk me through your resume.' }]);
  });
});

describe('matchFirm', () => {
  it.each([
    ['Goldman Sachs', 'Goldman Sachs'],
    ['goldman', 'Goldman Sachs'],
    ['JPM', 'J.P. Morgan'],
    ['JP Morgan Chase', 'J.P. Morgan'],
    ['Evercore Inc.', 'Evercore'],
    ['Morgan Stanley', 'Morgan Stanley'],
    ['Moelis', 'Moelis & Company'],
    ['Acme Capital', null],
  ])('%s → %s', (company, firm) => {
    expect(matchFirm(company)).toBe(firm);
  });
});
