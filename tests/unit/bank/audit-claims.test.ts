/** The bank audit's claim rule: a technical or market key point needs a claim; a behavioral one does not. */
import { describe, expect, it } from 'vitest';
import { keyPointsWithoutClaims } from '../../../core/bank/audit';
import { QuestionSchema, type QuestionInput } from '../../../core/contract/question';

const base: QuestionInput = {
  id: 'acc-900',
  type: 'Technical',
  category: 'Accounting',
  difficulty: 'basic',
  question: 'What happens to cash when depreciation rises?',
  keyPoints: [
    { point: 'Cash rises by the tax shield.', cues: ['cash up tax shield'], claims: [{ kind: 'quantity', subject: 'cash', direction: 'up' }] },
    { point: 'Depreciation is a non-cash expense.', cues: ['depreciation non-cash'] },
  ],
  answer: 'x'.repeat(200),
};

describe('keyPointsWithoutClaims', () => {
  it('names each technical key point without a claim', () => {
    expect(keyPointsWithoutClaims([QuestionSchema.parse(base)])).toEqual(['acc-900: the key point "Depreciation is a non-cash expense." has no claim']);
  });

  it('applies to market questions and not to behavioral ones', () => {
    expect(keyPointsWithoutClaims([QuestionSchema.parse({ ...base, id: 'mkt-900', type: 'Market', category: 'Markets' })])).toHaveLength(1);
    expect(keyPointsWithoutClaims([QuestionSchema.parse({ ...base, id: 'fit-900', type: 'Behavioral', category: 'Fit' })])).toEqual([]);
  });
});
