/** Per-question markdown feedback: sections, every missed key point named, delivery, unknown questions. */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { computeSpeechMetrics } from '../../../core/coach/speech-metrics';
import { OfflineCoach } from '../../../core/coach/offline-coach';
import { firstSentences } from '../../../core/coach/text';
import { ANSWER_SETS } from './answers';

const bank = loadQuestionBank();
const coach = new OfflineCoach(bank);
const byId = (id: string) => bank.find((q) => q.id === id)!;
const feedbackFor = (id: string, transcription: string, speechMetrics = computeSpeechMetrics(transcription)) =>
  coach.questionFeedback({ currentQuestion: byId(id).question, questionId: id, transcription, speechMetrics });

/** Every line is a heading, a bullet, bold/italic text or blank: what the app's markdown renderer supports. */
const isSimpleMarkdown = (text: string) => text.split('\n').every((line) => /^(### |- |\*\*|\*[^*]|$)/.test(line));

describe('questionFeedback', () => {
  it.each(ANSWER_SETS.map((set) => [set.id, set] as const))('%s: names every missed key point of a weak answer', (id, set) => {
    const feedback = feedbackFor(id, set.weak);
    const assessment = coach.assess(byId(id).question, set.weak, { questionId: id });
    expect(assessment.missed.length).toBeGreaterThan(0);
    for (const missed of assessment.missed) expect(feedback).toContain(`- ${missed.point}`);
    expect(isSimpleMarkdown(feedback)).toBe(true);
  });

  it('gives feedback on an answer with words that are names of object properties ("constructor", "toString")', () => {
    const answer = 'The constructor of the model calls toString on each input, and hasOwnProperty checks the valueOf field before we project free cash flows.';
    expect(feedbackFor('dcf-001', answer)).toMatch(/^\*\*Score: \d+(\.\d)?\/10\*\*/);
  });

  it('has titled sections with bullet lines, and a banker-style opening from the best-practice answer', () => {
    const set = ANSWER_SETS.find((s) => s.id === 'lbo-004')!;
    const feedback = feedbackFor('lbo-004', set.short);
    for (const title of ['What you covered', 'What you missed', 'Structure', 'Delivery', 'How a banker would say it', 'Next step']) {
      expect(feedback).toMatch(new RegExp(`^### ${title}\\n- `, 'm'));
    }
    expect(feedback).toMatch(/^\*\*Score: \d+(\.\d)?\/10\*\*/);
    expect(feedback).toContain(firstSentences(byId('lbo-004').answer, 1));
  });

  it('lists covered points under "What you covered" and not under "What you missed"', () => {
    const set = ANSWER_SETS.find((s) => s.id === 'dcf-001')!;
    const feedback = feedbackFor('dcf-001', set.strong);
    const covered = feedback.split('### What you missed')[0]!;
    for (const point of byId('dcf-001').keyPoints) expect(covered).toContain(point.point);
    expect(feedback).toContain('Nothing major: you hit every key point.');
  });

  it('reports pace, fillers and long pauses from speech metrics in the delivery section', () => {
    const text = 'Um, so, like, EBITDA is, um, you know, basically operating income plus D&A, uh, and it is, like, a proxy for cash flow.';
    const metrics = { ...computeSpeechMetrics(text, { durationSeconds: 6 }), longPauses: 3 };
    const delivery = feedbackFor('acc-016', text, metrics).split('### Delivery')[1]!.split('###')[0]!;
    expect(delivery).toMatch(/filler words/);
    expect(delivery).toMatch(/"um" ×2/);
    expect(delivery).toMatch(/words per minute is fast/);
    expect(delivery).toMatch(/3 long pauses/);
  });

  it('gives useful generic feedback on a question that is not in the bank', () => {
    const feedback = coach.questionFeedback({
      currentQuestion: 'What is the capital of France, and why did it become the capital?',
      transcription: 'Paris is the capital because it has been the seat of government and the largest city for centuries, and everything from railways to ministries was built around it.',
    });
    expect(feedback).toMatch(/not in the question bank/);
    expect(feedback).toMatch(/^### Structure\n- /m);
    expect(feedback).toMatch(/^### Delivery\n- /m);
    expect(feedback).not.toContain('### What you missed');
    expect(isSimpleMarkdown(feedback)).toBe(true);
  });

  it("scores an unknown wording of a bank question against the closest question's key points", () => {
    const feedback = coach.questionFeedback({
      currentQuestion: 'Could you walk me through how you would calculate the weighted average cost of capital?',
      transcription: 'You take the cost of equity from CAPM and the after-tax cost of debt.',
    });
    expect(feedback).toContain(`closest bank question: "${byId('dcf-004').question}"`);
    expect(feedback).toContain(byId('dcf-004').keyPoints[0]!.point);
  });
});
