/**
 * A candidate who recites a question's best-practice answer must not be told it contains an error
 * (that caps a perfect answer at 4/10 with a wrong "correction").
 */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { OfflineCoach } from '../../../core/coach/offline-coach';

const bank = loadQuestionBank();
const coach = new OfflineCoach(bank);

describe("the bank's best-practice answers", () => {
  it('are judged to contain no error', () => {
    const misread = bank.filter((q) => coach.assess(q.question, q.answer, { questionId: q.id }).errors.length > 0).map((q) => q.id);
    expect(misread).toEqual([]);
  }, 120_000);
});
