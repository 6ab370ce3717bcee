/**
 * Finding the question: natural rewordings (tests/unit/coach/rewordings.ts) resolve to the right bank
 * question, questions the bank does not hold resolve to no rubric, and answer-framing asides ("in
 * under two minutes") do not change the topic.
 */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { createBankIndex } from '../../../core/bank/search';
import { resolveQuestion } from '../../../core/coach/resolve';
import { FRESH_REWORDINGS, NOT_IN_BANK, REWORDINGS } from './rewordings';

const bank = loadQuestionBank();
const index = createBankIndex(bank);

/** Expects at least `bar` of `set` resolved to its id; the failure message lists the misses. */
function expectResolved(set: ReadonlyArray<readonly [string, string]>, bar: number) {
  const misses = set.filter(([asked, id]) => resolveQuestion(index, asked).question?.id !== id);
  expect(1 - misses.length / set.length, `missed: ${misses.map(([asked]) => asked).join(' | ')}`).toBeGreaterThanOrEqual(bar);
}

describe('resolving a reworded question', () => {
  it('covers at least 60 rewordings over every category of the bank', () => {
    expect(REWORDINGS.length).toBeGreaterThanOrEqual(60);
    const categories = new Set(REWORDINGS.map(([, id]) => index.byId.get(id)?.category));
    expect(categories.has(undefined)).toBe(false);
    expect(categories.size).toBe(new Set(bank.map((q) => q.category)).size);
    const verbatim = new Set(bank.flatMap((q) => [q.question, ...q.variants]).map((text) => text.toLowerCase()));
    for (const [asked] of [...REWORDINGS, ...FRESH_REWORDINGS]) expect(verbatim.has(asked.toLowerCase()), asked).toBe(false);
  });

  it('finds the right bank question for at least 90% of them', () => {
    expectResolved(REWORDINGS, 0.9);
  });

  it('finds the right bank question for at least 90% of fresh rewordings, industry groups included', () => {
    expect(FRESH_REWORDINGS.length).toBeGreaterThanOrEqual(20);
    const groups = new Set(FRESH_REWORDINGS.map(([, id]) => id.split('-')[0]));
    for (const group of ['hc', 're', 'fin', 'bs', 'cr', 'tmt', 'rx', 'cm']) expect(groups.has(group), group).toBe(true);
    expectResolved(FRESH_REWORDINGS, 0.9);
  });

  it('expands an abbreviation the bank spells out, and completes a clipped word', () => {
    expect(resolveQuestion(index, 'How is QT different from QE?').question?.id).toBe('mkt-015');
    expect(resolveQuestion(index, 'What is mezz financing and when would a PE firm use it?').question?.id).toBe('lbo-040');
  });

  it('gives no rubric to questions the bank does not hold, and keeps the nearest for pointers', () => {
    for (const asked of NOT_IN_BANK) {
      const resolved = resolveQuestion(index, asked);
      expect(resolved.question, asked).toBeNull();
      expect(resolved.source).toBe('none');
    }
  });

  it('is not fooled by a time limit in the question', () => {
    for (const asked of ['How do you walk through a DCF in under two minutes?', 'Explain a DCF in 60 seconds.', 'Give me the LBO walkthrough in under a minute.']) {
      expect(resolveQuestion(index, asked).question?.category, asked).not.toBe('Brain Teasers');
    }
    expect(resolveQuestion(index, 'How do you walk through a DCF in under two minutes?').question?.id).toBe('dcf-001');
  });

  it('marks a reworded match as nearest, and an exact variant as exact', () => {
    expect(resolveQuestion(index, 'Take me through a discounted cash flow.')).toMatchObject({ question: { id: 'dcf-001' }, source: 'nearest' });
    expect(resolveQuestion(index, 'How does a discounted cash flow analysis work?')).toMatchObject({ question: { id: 'dcf-001' }, source: 'exact' });
  });
});
