/**
 * Acceptance tests of the offline coach's scoring on the real question bank, with adversarial pairs
 * written by hand (paraphrased, never the bank's own wording) on 15 questions: accounting, EV,
 * valuation, DCF, M&A, LBO, markets and behavioral.
 */
import { describe, expect, it } from 'vitest';
import { DELIVERY_NEUTRAL } from '../../../core/coach/delivery';
import { bank, coach, question } from './bank-coach';
import { computeSpeechMetrics } from '../../../core/coach/speech-metrics';
import { countWords } from '../../../core/coach/text';
import { ANSWER_SETS, KEYWORD_LISTS, MISMATCHED, withFillers } from './answers';

const assess = (id: string, answer: string) => coach.assess(question(id).question, answer, { questionId: id });
const sets = ANSWER_SETS.map((set) => [set.id, set] as const);

describe('the adversarial answers', () => {
  it('span at least 10 bank questions across technical and behavioral categories', () => {
    const questions = ANSWER_SETS.map((set) => question(set.id));
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(new Set(questions.map((q) => q.category)).size).toBeGreaterThanOrEqual(7);
    expect(questions.some((q) => q.type === 'Behavioral')).toBe(true);
    expect(questions.some((q) => q.type === 'Technical')).toBe(true);
  });

  it('do not copy the best-practice answers (they paraphrase)', () => {
    for (const set of ANSWER_SETS) {
      const best = question(set.id).answer.toLowerCase();
      const sentences = set.strong.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(' ').length >= 6);
      for (const sentence of sentences) expect(best).not.toContain(sentence.toLowerCase());
    }
  });
});

describe('content, not length or keywords', () => {
  it.each(sets)('%s: a strong answer clearly beats a weak one', (id, set) => {
    const strong = assess(id, set.strong);
    const weak = assess(id, set.weak);
    expect(strong.score).toBeGreaterThanOrEqual(7.5);
    expect(strong.score - weak.score).toBeGreaterThanOrEqual(4);
    expect(strong.coverage).toBeGreaterThan(weak.coverage);
  });

  it.each(sets)('%s: a long fluent answer that misses the key points scores below a short one that covers them', (id, set) => {
    expect(countWords(set.fluent)).toBeGreaterThan(2 * countWords(set.short));
    const fluent = assess(id, set.fluent);
    const short = assess(id, set.short);
    expect(short.coverage).toBeGreaterThanOrEqual(0.4);
    expect(fluent.parts.content).toBeLessThanOrEqual(2);
    expect(short.score).toBeGreaterThan(fluent.score + 2);
    expect(fluent.score).toBeLessThanOrEqual(4);
  });

  it.each([
    ['acc-002', 'Depreciation increases net income, and cash goes down by 10 because depreciation is a cash expense. The balance sheet does not change at all, since depreciation only affects the income statement.'],
    ['dcf-001', 'In a DCF you take net income and multiply it by a P/E multiple from comparable companies, and that gives you the share price directly. You do not need a discount rate or a terminal value, because the multiple captures everything.'],
    ['ev-003', 'You subtract cash because cash is the most valuable asset a company has, and investors always want to see it removed so the multiple looks higher. It is a convention that banks follow.'],
  ])('%s: a confidently wrong answer in the right vocabulary scores low', (id, answer) => {
    const result = assess(id, answer);
    expect(result.parts.content).toBe(0);
    expect(result.score).toBeLessThanOrEqual(2.5);
  });

  it('a fluent answer repeated three times (longer still) gains nothing', () => {
    for (const set of ANSWER_SETS) {
      const once = assess(set.id, set.fluent);
      const thrice = assess(set.id, [set.fluent, set.fluent, set.fluent].join(' '));
      expect(thrice.score).toBeLessThanOrEqual(once.score);
    }
  });

  it.each(KEYWORD_LISTS)('%s: a bare list of key terms scores at most 5 and is called out', (id, list) => {
    const result = assess(id, list);
    expect(result.score).toBeLessThanOrEqual(5);
    expect(result.structure.keywordList).toBe(true);
    expect(coach.questionFeedback({ currentQuestion: question(id).question, questionId: id, transcription: list })).toMatch(/list/i);
  });

  it('the four-term list "EBITDA, depreciation, tax shield, cash flow" scores at most 5 on each question', () => {
    for (const q of bank) expect(assess(q.id, 'EBITDA, depreciation, tax shield, cash flow').score).toBeLessThanOrEqual(5);
  }, 60_000);
});

describe('spoken transcripts', () => {
  it('scores an unpunctuated, lowercase transcript with numbers in words like the written answer', () => {
    const spoken =
      'so starting with the income statement the extra ten dollars of depreciation lowers pre tax income by ten and at a twenty five percent tax rate ' +
      'net income drops by seven point five then on the cash flow statement net income is down seven point five but because d and a is a non cash charge ' +
      'we add the ten back so cash ends up two point five higher on the balance sheet cash increases by two point five while pp and e falls by ten ' +
      'and retained earnings decline by seven point five so it still balances and the reason cash goes up is that depreciation is tax deductible';
    const written = assess('acc-002', ANSWER_SETS.find((set) => set.id === 'acc-002')!.strong);
    const result = assess('acc-002', spoken);
    expect(result.coverage).toBe(written.coverage);
    expect(result.score).toBeGreaterThanOrEqual(8);
  });
});

describe('relevance', () => {
  it.each(MISMATCHED)('a strong answer given to %s (written for %s) scores at most 3', (asked, answeredWith) => {
    const strong = ANSWER_SETS.find((set) => set.id === answeredWith)!.strong;
    expect(assess(answeredWith, strong).score).toBeGreaterThanOrEqual(7.5);
    const result = assess(asked, strong);
    expect(result.score).toBeLessThanOrEqual(3);
    expect(result.relevance.bestOther?.question.id).toBe(answeredWith);
  });

  it('says which question the answer fits instead', () => {
    const strong = ANSWER_SETS.find((set) => set.id === 'dcf-004')!.strong;
    const feedback = coach.questionFeedback({ currentQuestion: question('dcf-001').question, questionId: 'dcf-001', transcription: strong });
    expect(feedback).toContain(question('dcf-004').question);
  });
});

describe('delivery', () => {
  /** Assesses `answer` as spoken at 140 words per minute (fillers included). */
  const spoken = (id: string, answer: string) =>
    coach.assess(question(id).question, answer, {
      questionId: id,
      speechMetrics: computeSpeechMetrics(answer, { durationSeconds: (60 * countWords(answer)) / 140 }),
    });

  it.each(sets)('%s: filler-heavy speech lowers delivery and structure, never content', (id, set) => {
    const clean = spoken(id, set.strong);
    const filled = spoken(id, withFillers(set.strong));
    expect(filled.metrics.fillerWordCount).toBeGreaterThan(15);
    expect(filled.parts.content).toBe(clean.parts.content);
    expect(filled.parts.structure).toBeLessThan(clean.parts.structure);
    expect(filled.parts.delivery).toBeLessThan(clean.parts.delivery - 3);
    expect(filled.score).toBeLessThan(clean.score);
  });

  it('gives no more than a neutral delivery mark to a very short or untimed answer', () => {
    const unsure = spoken('dcf-001', 'I am not sure.');
    expect(unsure.parts.delivery).toBeLessThanOrEqual(DELIVERY_NEUTRAL);
    expect(assess('dcf-001', ANSWER_SETS.find((set) => set.id === 'dcf-001')!.strong).parts.delivery).toBeLessThanOrEqual(DELIVERY_NEUTRAL);
    expect(spoken('dcf-001', ANSWER_SETS.find((set) => set.id === 'dcf-001')!.strong).parts.delivery).toBeGreaterThan(DELIVERY_NEUTRAL);
  });

  it('does not tell a typed answer to slow down: its delivery was not judged', () => {
    const strong = ANSWER_SETS.find((set) => set.id === 'dcf-001')!.strong;
    const feedback = coach.questionFeedback({ currentQuestion: question('dcf-001').question, questionId: 'dcf-001', transcription: strong });
    expect(feedback).toMatch(/Pace was not measured/);
    expect(feedback).not.toMatch(/Record the same answer again, slower/);
  });
});

describe('empty answers', () => {
  it.each(['', '   ', 'um, uh... you know'])('%j scores 0 with a clear message', (answer) => {
    const result = assess('dcf-001', answer);
    expect(result.empty).toBe(true);
    expect(result.score).toBe(0);
    const feedback = coach.questionFeedback({ currentQuestion: question('dcf-001').question, questionId: 'dcf-001', transcription: answer });
    expect(feedback).toContain('0/10');
    expect(feedback).toMatch(/did not catch an answer/);
  });
});
