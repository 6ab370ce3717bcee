/** Every worked example's stated results are recomputed from its inputs and must match to the stated decimals. */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { computeWorkedExample } from '../../../core/worked-examples/kinds';
import { loadWorkedExamples, parseWorkedExamples } from '../../../core/worked-examples/load';
import { GUIDE_SLUGS } from '../../../content/resources';

const examples = loadWorkedExamples();

describe('worked examples', () => {
  it('are at least 40, with at least five for each topic guide', () => {
    expect(examples.length).toBeGreaterThanOrEqual(40);
    for (const guide of GUIDE_SLUGS.filter((slug) => slug !== 'ib-interview-questions')) {
      expect(examples.filter((e) => e.guide === guide).length, guide).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(examples.map((e) => [e.id, e] as const))('%s: every stated result recomputes from the inputs', (_id, example) => {
    const computed = computeWorkedExample(example.kind, example.inputs);
    for (const [name, stated] of Object.entries(example.results)) {
      expect(computed, name).toHaveProperty(name);
      expect(Number(computed[name]!.toFixed(example.decimals)), name).toBe(stated);
    }
  });

  it('link only to questions of the bank', () => {
    const ids = new Set(loadQuestionBank().map((q) => q.id));
    for (const example of examples) for (const id of example.questionIds) expect(ids.has(id), `${example.id} → ${id}`).toBe(true);
  });

  it('reject a wrong stated result, unknown inputs and duplicate ids', () => {
    const [first] = examples;
    const wrong = { ...first!, results: { netIncomeChange: -7 } };
    const computed = computeWorkedExample(wrong.kind, wrong.inputs);
    expect(Number(computed.netIncomeChange!.toFixed(wrong.decimals))).not.toBe(-7);
    expect(() => parseWorkedExamples([{ ...first, inputs: { ...first!.inputs, bogus: 1 } }])).toThrow(/we-acc-001 inputs/);
    expect(() => parseWorkedExamples([first, first])).toThrow(/duplicate worked example id we-acc-001/);
  });
});
