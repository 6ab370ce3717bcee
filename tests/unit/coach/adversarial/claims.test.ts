/**
 * The claim engine on adversarial answers written from the bank (pairs.ts): a correct answer must
 * score strictly higher than a wrong one of the same kind (same vocabulary with wrong logic, changed
 * parameters, an answer to another question) in at least 90% of each kind's pairs, and reversing one
 * key fact of a best-practice answer must cost at least 3 points, each time.
 */
import { describe, expect, it } from 'vitest';
import { coach, question } from '../bank-coach';
import { PAIRS, REVERSALS, type AdversarialPair } from './pairs';

const score = (id: string, asked: string, answer: string) => coach.assess(asked, answer, { questionId: id }).score;

function strictWin(pair: AdversarialPair): boolean {
  const asked = pair.asked ?? question(pair.id).question;
  const wrong = pair.wrong ?? question(pair.otherId!).answer;
  return score(pair.id, asked, pair.correct) > score(pair.id, asked, wrong);
}

describe('adversarial pairs', () => {
  it('number at least 60 over at least 30 questions', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PAIRS.map((p) => p.id)).size).toBeGreaterThanOrEqual(30);
  });

  it.each(['logic', 'parameters', 'off-question'] as const)('%s: the correct answer wins at least 90% of the pairs', (kind) => {
    const pairs = PAIRS.filter((p) => p.kind === kind);
    expect(pairs.length).toBeGreaterThanOrEqual(8);
    const wins = pairs.filter(strictWin).length;
    expect(wins / pairs.length).toBeGreaterThanOrEqual(0.9);
  });

  it('find no error in any correct answer (a factor such as "365 divided by turns" is no stated value)', () => {
    const flagged = PAIRS.filter((p) => coach.assess(p.asked ?? question(p.id).question, p.correct, { questionId: p.id }).errors.length > 0);
    expect(flagged.map((p) => `${p.kind} ${p.id}`)).toEqual([]);
  });

  it('a correct walk at a 40% tax rate is not penalised for its numbers', () => {
    const pair = PAIRS.find((p) => p.kind === 'parameters' && p.id === 'acc-002')!;
    const assessment = coach.assess(pair.asked!, pair.correct, { questionId: 'acc-002' });
    expect(assessment.errors).toEqual([]);
    expect(assessment.contradicted).toEqual([]);
  });
});

describe('one-fact reversals of best-practice answers', () => {
  it('reverse a fact that each answer states', () => {
    expect(new Set(REVERSALS.map((r) => r.id)).size).toBeGreaterThanOrEqual(30);
    for (const reversal of REVERSALS) expect(question(reversal.id).answer).toContain(reversal.from);
  });

  it('each cost at least 3 points', () => {
    const cheap = REVERSALS.filter(({ id, from, to }) => {
      const q = question(id);
      return score(id, q.question, q.answer) - score(id, q.question, q.answer.split(from).join(to)) < 3;
    });
    expect(cheap.map((r) => `${r.id}: "${r.to}"`)).toEqual([]);
  }, 120_000);
});
