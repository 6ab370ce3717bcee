/**
 * A candidate who recites a question's best-practice answer must not be told it contains an error
 * (that caps a perfect answer at 4/10 with a wrong "correction"). KNOWN_MISREADS lists the answers the
 * claim engine still misreads (issue 11): the list may only shrink, and a listed answer that is judged
 * clean fails the test so that it is removed from the list.
 */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { OfflineCoach } from '../../../core/coach/offline-coach';

const KNOWN_MISREADS = new Set(
  'acc-013 acc-024 acc-032 acc-050 acc-055 acc-076 acc-083 ev-002 ev-017 ev-018 ev-028 ev-029 ev-060 ev-064 val-002 val-026 val-054 val-063 dcf-061 mkt-003'.split(' '),
);

const bank = loadQuestionBank();
const coach = new OfflineCoach(bank);

describe("the bank's best-practice answers", () => {
  it('are judged to contain no error (apart from the known misreads)', () => {
    const misread = bank.filter((q) => coach.assess(q.question, q.answer, { questionId: q.id }).errors.length > 0).map((q) => q.id);
    expect(misread.filter((id) => !KNOWN_MISREADS.has(id))).toEqual([]);
    expect([...KNOWN_MISREADS].filter((id) => !misread.includes(id))).toEqual([]);
  });
});
