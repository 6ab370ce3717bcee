/**
 * Honesty without a sure rubric (issue 11): a nearest match never applies the off-topic cap, and a
 * question the bank does not hold gets feedback saying its content could not be checked, with no
 * content score, both from the coach and from the on-device coach the interview and practice pages
 * show.
 */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { NO_RUBRIC_CAP, OFF_TOPIC_CAP } from '../../../core/coach/assess';
import { questionFeedback } from '../../../core/coach/feedback';
import { OfflineCoach } from '../../../core/coach/offline-coach';
import { loadLocalCoach } from '@/lib/local-coach';

const bank = loadQuestionBank();
const coach = new OfflineCoach(bank);
const plain = (id: string) => bank.find((q) => q.id === id)!.answer.replace(/\*\*/g, '');

const REWORDED_DCF = 'Take me through a discounted cash flow.';
const NOT_IN_BANK = 'What is the capital of France, and why did it become the capital?';
const ANSWER = 'Paris is the capital because it has been the seat of government and the largest city for centuries, and the railways and ministries were built around it.';
const UNCHECKED = /could not be checked against the bank/;
const CONTENT_SCORE = /Content \d/;

describe('a nearest match', () => {
  it('never applies the off-topic cap, which a bank id does apply to the same answer', () => {
    const goodwillAnswer = plain('acc-010');
    const nearest = coach.assess(REWORDED_DCF, goodwillAnswer);
    expect(nearest.source).toBe('nearest');
    expect(nearest.question?.id).toBe('dcf-001');
    expect(nearest.relevance.offTopic).toBe(false);
    expect(questionFeedback(nearest)).not.toMatch(/fits a different question better/);

    const byId = coach.assess('Walk me through a DCF.', goodwillAnswer, { questionId: 'dcf-001' });
    expect(byId.relevance.offTopic).toBe(true);
    expect(byId.score).toBeLessThanOrEqual(OFF_TOPIC_CAP);
  });

  it('scores a best-practice walk-through of the reworded question as strong, naming the question used', () => {
    const assessment = coach.assess(REWORDED_DCF, plain('dcf-001'));
    expect(assessment.score).toBeGreaterThanOrEqual(7);
    expect(questionFeedback(assessment)).toContain('Scored against the closest bank question: "Walk me through a DCF."');
  });
});

describe('a question the bank does not hold', () => {
  it('says its content could not be checked and shows no content score', () => {
    const assessment = coach.assess(NOT_IN_BANK, ANSWER);
    expect(assessment.source).toBe('none');
    expect(assessment.parts.content).toBeNull();
    expect(assessment.score).toBeLessThanOrEqual(NO_RUBRIC_CAP);
    const feedback = questionFeedback(assessment);
    expect(feedback).toMatch(UNCHECKED);
    expect(feedback).not.toMatch(CONTENT_SCORE);
    expect(feedback).not.toMatch(/What you (?:covered|missed)/);
  });

  it('reads the same on the interview and practice pages (the on-device coach), with no coverage', async () => {
    const local = await loadLocalCoach();
    const review = await local.review(NOT_IN_BANK, ANSWER);
    expect(review.coverage).toBeNull();
    expect(review.feedback).toMatch(UNCHECKED);
    expect(review.feedback).not.toMatch(CONTENT_SCORE);
    const reworded = await local.review(REWORDED_DCF, plain('acc-010'));
    expect(reworded.feedback).toContain('closest bank question');
    expect(reworded.feedback).not.toMatch(/fits a different question better/);
  });
});
