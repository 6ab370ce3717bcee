/** Script generation: count by duration, fit opener, stage mix, group mix and order, firm and office, determinism. */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { MAX_SCRIPT_QUESTIONS, MIN_SCRIPT_QUESTIONS } from '../../../core/contract/constants';
import { ScriptSchema, type InterviewSetup } from '../../../core/contract/interview';
import { generateScript, groupRelation, matchFirm, scriptQuestionCount } from '../../../core/coach/script';
import { SETUP_INDUSTRY_GROUPS, STAGES } from '../../../content/options';

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

  it.each(SETUP_INDUSTRY_GROUPS)('runs a %s interview as the group does: share, order, no unrelated sector', (industry) => {
    for (const stage of STAGES) {
      for (const duration of [15, 30, 60, 90]) {
        for (const seed of [1, 2, 3, 4, 5]) {
          const questions = idsOf({ ...setup, industry, stage, duration }, seed).map((id) => byId.get(id)!);
          const relations = questions.map((q) => groupRelation(q, industry));
          expect(relations).not.toContain('other');
          expect(relations.filter((r) => r === 'group').length / questions.length).toBeGreaterThanOrEqual(0.3);
          const whyGroup = questions.findIndex((q) => q.subcategory === 'Group Choice');
          expect(whyGroup).toBe(1);
          const body = questions.filter((q) => q.subcategory !== 'Closing' && q.type !== 'Behavioral');
          const firstGroupTechnical = body.findIndex((q) => q.type === 'Technical' && groupRelation(q, industry) === 'group');
          const lastGeneralTechnical = body.findLastIndex((q) => q.type === 'Technical' && groupRelation(q, industry) === 'general');
          if (firstGroupTechnical >= 0) expect(firstGroupTechnical).toBeGreaterThan(lastGeneralTechnical);
          const last = body.at(-1)!;
          expect([last.type, groupRelation(last, industry)]).toEqual(['Market', 'group']);
        }
      }
    }
  });

  it('never asks an Energy commodity-futures question in a Healthcare interview', () => {
    const contango = bank.find((q) => /contango/i.test(q.question))!;
    expect(groupRelation(contango, 'Healthcare')).toBe('other');
    const asked = seeds.flatMap((seed) => idsOf({ ...setup, industry: 'Healthcare', stage: 'superday', duration: 90 }, seed));
    expect(asked).not.toContain(contango.id);
  });

  it('is the same script whatever the office (decision 0008: offices narrow nothing)', () => {
    expect(idsOf({ ...setup, location: 'London' }, 9)).toEqual(idsOf({ ...setup, location: 'New York' }, 9));
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
