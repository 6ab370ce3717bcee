/**
 * Adversarial pairs (tests/unit/coach/adversarial-fit-delivery.ts) scored by the offline coach as a
 * user meets it: the question text as asked (resolved, no bank id), and each answer spoken at 140
 * words per minute. Rambling and cliché pairs must win strictly in at least 90% of their pairs.
 */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { OfflineCoach } from '../../../core/coach/offline-coach';
import { computeSpeechMetrics } from '../../../core/coach/speech-metrics';
import { countWords } from '../../../core/coach/text';
import { PAIRS as CLAIM_PAIRS } from './adversarial/pairs';
import { PAIRS, type PairKind } from './adversarial-fit-delivery';

const coach = new OfflineCoach(loadQuestionBank());
const spoken = (asked: string, answer: string) =>
  coach.assess(asked, answer, { speechMetrics: computeSpeechMetrics(answer, { durationSeconds: (60 * countWords(answer)) / 140 }) });

describe('the adversarial pairs', () => {
  it('hold at least 30 pairs over at least 20 questions, with every kind', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PAIRS.map((p) => p.id)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(PAIRS.map((p) => p.kind))).toEqual(new Set(['reworded', 'rambling', 'cliche']));
  });

  it('with the claim pairs, make the set of issue 11: at least 80 pairs over at least 40 questions, six kinds', () => {
    const all = [...PAIRS, ...CLAIM_PAIRS];
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(new Set(all.map((p) => p.id)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((p) => p.kind)).size).toBe(6);
  });

  it('word every reworded question differently from the bank', () => {
    const bank = loadQuestionBank();
    for (const p of PAIRS.filter((x) => x.kind === 'reworded')) {
      const q = bank.find((b) => b.id === p.id)!;
      expect([q.question, ...q.variants].map((t) => t.toLowerCase())).not.toContain(p.asked.toLowerCase());
    }
  });

  it.each(['rambling', 'cliche'] as PairKind[])('%s: the better answer wins strictly in at least 90% of pairs', (kind) => {
    const pairs = PAIRS.filter((p) => p.kind === kind);
    const losses = pairs.filter((p) => !(spoken(p.asked, p.better).score > spoken(p.asked, p.worse).score));
    expect(1 - losses.length / pairs.length, `lost: ${losses.map((p) => `${p.id} "${p.asked}"`).join(' | ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it('reworded: the correct answer wins in at least 90% of pairs, always when the question resolves to the meant one; otherwise nothing is invented', () => {
    // Measured on these 11 pairs: 8 resolve to the meant question, 2 to a neighbour, 1 to no rubric
    // (it ties at the no-rubric cap); strict wins 10 of 11.
    const reworded = PAIRS.filter((x) => x.kind === 'reworded');
    const wins = reworded.filter((p) => spoken(p.asked, p.better).score > spoken(p.asked, p.worse).score);
    expect(wins.length / reworded.length).toBeGreaterThanOrEqual(0.9);
    for (const p of reworded) {
      const better = spoken(p.asked, p.better);
      const worse = spoken(p.asked, p.worse);
      if (better.question?.id === p.id) expect(better.score, p.asked).toBeGreaterThan(worse.score);
      else if (better.question === null) {
        expect(better.parts.content, p.asked).toBeNull();
        expect(worse.parts.content, p.asked).toBeNull();
      } else {
        // Scored against a neighbouring question: no off-topic cap.
        expect(better.source, p.asked).toBe('nearest');
        expect(better.caps, p.asked).toEqual([]);
      }
      expect(better.score, p.asked).toBeGreaterThanOrEqual(worse.score);
    }
  });

  it('a specific weakness story beats the perfectionist cliché clearly, and a clear resume walk scores well', () => {
    const [specific, cliche] = ['better', 'worse'].map((side) => spoken('What is your greatest weakness?', PAIRS.find((p) => p.kind === 'cliche' && p.id === 'fit-014')![side as 'better' | 'worse']));
    expect(specific!.score - cliche!.score).toBeGreaterThanOrEqual(4);
    expect(cliche!.behavioral?.cliches).toContain('perfectionist');
    const resume = spoken('Walk me through your resume.', PAIRS.find((p) => p.kind === 'rambling' && p.id === 'fit-001')!.better);
    expect(resume.score).toBeGreaterThanOrEqual(7);
  });
});
