/** The bank audit's group rule: every setup industry group needs enough tagged questions. */
import { describe, expect, it } from 'vitest';
import { groupCounts, thinGroups } from '../../../core/bank/audit';
import { QuestionSchema, type QuestionInput } from '../../../core/contract/question';
import { SETUP_INDUSTRY_GROUPS } from '../../../content/options';

const question = (id: string, industryGroups: QuestionInput['industryGroups']) =>
  QuestionSchema.parse({
    id,
    type: 'Technical',
    category: 'Valuation',
    difficulty: 'basic',
    question: `Question ${id}?`,
    keyPoints: [
      { point: 'A point.', cues: ['point'] },
      { point: 'Another point.', cues: ['another'] },
    ],
    answer: 'x'.repeat(200),
    industryGroups,
  });

const bank = [
  ...SETUP_INDUSTRY_GROUPS.flatMap((g, i) => [question(`val-9${i}0`, [g]), question(`val-9${i}1`, [g])]),
  question('val-990', ['Healthcare', 'Real Estate']),
  question('val-991', ['Energy']),
  question('val-992', []),
];

describe('groupCounts and thinGroups', () => {
  it('counts each setup group once per tagged question and ignores other tags', () => {
    const counts = groupCounts(bank);
    expect(Object.keys(counts)).toEqual([...SETUP_INDUSTRY_GROUPS]);
    expect(counts.Healthcare).toBe(3);
    expect(counts['Real Estate']).toBe(3);
    expect(counts.TMT).toBe(2);
  });

  it('names each group below the minimum and passes a bank that meets it', () => {
    expect(thinGroups(bank, 3)).toHaveLength(SETUP_INDUSTRY_GROUPS.length - 2);
    expect(thinGroups(bank, 3)).toContain('industry group TMT: 2 questions (min 3)');
    expect(thinGroups(bank, 2)).toEqual([]);
  });
});
