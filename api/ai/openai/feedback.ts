/**
 * Per-question feedback through the model: specific and demanding. The model gets the matched bank
 * question's key points and best-practice answer, the offline coach's rubric check and the speech
 * metrics; it must quote the candidate's own words (quotes not found in the answer are dropped),
 * name the missed key points and say how a banker would phrase the answer. We render the result as
 * the same markdown sections the offline coach uses. `followUp` is kept only when a key point was missed
 * or contradicted.
 *
 * The prompt carries the question's checkable claims and misconceptions (claims-context.ts), so the
 * model grades against the same facts as the coach. The coach's contradiction check is not overridden
 * silently: when it finds a contradicted key point, the model's score is capped at CONTRADICTION_CAP,
 * the feedback says so, and its "What was wrong" section keeps the coach's correction.
 */
import { z } from 'zod';
import type { FeedbackRequest, QuestionFeedback, SpeechMetrics } from '../../../core/contract/interview';
import { CONTRADICTION_CAP, type Assessment } from '../../../core/coach/assess';
import { answerMarks } from '../../../core/coach/claims/marks';
import { errorLine } from '../../../core/coach/feedback';
import { factCheckLine, factsContext } from './claims-context';
import { structured, type OpenAiContext } from './client';
import { InvalidOutputError } from './errors';
import { DATA_NOT_INSTRUCTIONS, bankContext, fence, looseText } from './grounding';

/** What the model returns. `score` is out of 10. */
export const FeedbackDraftSchema = z.object({
  score: z.number(),
  summary: z.string(),
  quotes: z.array(z.object({ quote: z.string(), comment: z.string() })),
  covered: z.array(z.string()),
  missed: z.array(z.string()),
  bankerPhrasing: z.string(),
  nextStep: z.string(),
  followUp: z.string().nullable(),
});
export type FeedbackDraft = z.infer<typeof FeedbackDraftSchema>;

const SYSTEM = [
  'You are a demanding investment banking interviewer giving feedback on one spoken answer in a mock interview.',
  'Be specific, never generic. quotes: copy short phrases exactly as the candidate said them (verbatim from <candidate_answer>) and say what is right or wrong with each.',
  'covered and missed: use the key points from the question bank; name every missed key point.',
  'bankerPhrasing: two to four sentences showing how a banker would say the answer.',
  'score: out of 10 against the key points; missing key points cost real marks; an empty or off-topic answer scores at most 3.',
  'followUp: when a key point was missed or wrong, the one follow-up question the interviewer would ask next, without giving the answer away; otherwise null.',
  'Grade against the facts given: an answer that states a misconception, reverses a direction or gets a value or sign wrong gets that key point wrong, whatever vocabulary it uses; values follow the question as asked.',
  `The rubric check may miss a correct paraphrase: use your judgement there. But when the fact check finds a contradiction, score at most ${CONTRADICTION_CAP} and name the error with its correction.`,
  DATA_NOT_INSTRUCTIONS,
].join(' ');

function metricsLine(m: SpeechMetrics | undefined): string {
  if (!m) return 'Speech metrics: not available (typed answer).';
  const fillers = Object.entries(m.fillerWords).map(([word, n]) => `${word} ×${n}`).join(', ') || 'none';
  const pace = m.wordsPerMinute === null ? 'unknown pace' : `${Math.round(m.wordsPerMinute)} words per minute`;
  const pauses = m.longPauses === null ? '' : `, ${m.longPauses} long pauses`;
  return `Speech metrics: ${m.wordCount} words, ${pace}, fillers: ${fillers}${pauses}.`;
}

/** The chat messages of a feedback request; `a` is the offline coach's assessment of the same answer. */
export function feedbackMessages(request: FeedbackRequest, a: Assessment) {
  const rubric = a.question
    ? [
        bankContext([a.question]),
        factsContext(a.question),
        `Rubric check: covered ${a.covered.length}/${a.points.length}; missed: ${a.missed.map((p) => p.point).join(' | ') || 'none'}; rubric score ${a.score}/10.`,
        factCheckLine(a),
      ].filter(Boolean).join('\n')
    : 'This question is not in the question bank: judge accuracy, structure and delivery as an interviewer would.';
  const content = [`Question asked: ${request.currentQuestion}`, rubric, metricsLine(request.speechMetrics), fence('candidate_answer', request.transcription)];
  return [
    { role: 'system' as const, content: SYSTEM },
    { role: 'user' as const, content: content.join('\n\n') },
  ];
}

const section = (title: string, lines: string[]) => `### ${title}\n${lines.map((line) => `- ${line}`).join('\n')}`;
const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * Renders a draft as markdown and keeps the follow-up when something was missed or contradicted.
 * Quotes that are not in the answer are dropped. When the coach's assessment `a` found contradicted
 * key points, the score is capped at CONTRADICTION_CAP (the cap is stated) and "What was wrong"
 * lists the coach's errors with their corrections. @throws InvalidOutputError when an answer of 8+
 * words got no real quote, or the score is not between 0 and 10.
 */
export function feedbackFromDraft(draft: FeedbackDraft, answer: string, a: Assessment): QuestionFeedback {
  if (!(draft.score >= 0 && draft.score <= 10)) throw new InvalidOutputError('score must be between 0 and 10');
  const said = looseText(answer);
  const quotes = draft.quotes.filter((q) => looseText(q.quote).length > 0 && said.includes(looseText(q.quote)));
  if (quotes.length === 0 && said.split(' ').length >= 8) {
    throw new InvalidOutputError('quotes must be phrases copied word for word from <candidate_answer>');
  }
  const modelScore = Math.round(draft.score * 10) / 10;
  const contradicted = a.errors.length > 0;
  const score = contradicted ? Math.min(modelScore, CONTRADICTION_CAP) : modelScore;
  const blocks = [`**Score: ${fmt(score)}/10**`];
  if (score < modelScore) {
    blocks.push(section('Why the score is capped', [`The fact check found a key fact stated wrongly, so the score is capped at ${CONTRADICTION_CAP}/10 (the model's grade was ${fmt(modelScore)}/10): see what was wrong below.`]));
  }
  blocks.push(draft.summary.trim());
  if (quotes.length > 0) blocks.push(section('In your own words', quotes.map((q) => `"${q.quote.trim()}": ${q.comment.trim()}`)));
  if (draft.covered.length > 0) blocks.push(section('What you covered', draft.covered));
  if (contradicted) blocks.push(section('What was wrong', a.errors.map(errorLine)));
  const missed = draft.missed.length > 0 ? draft.missed : [contradicted ? 'No point was left out, but the errors above cost you their credit.' : 'Nothing major: you hit every key point.'];
  blocks.push(section('What you missed', missed));
  blocks.push(section('How a banker would say it', [draft.bankerPhrasing.trim()]));
  blocks.push(section('Next step', [contradicted ? `Fix the error first, then say the corrected version out loud: ${a.errors[0]!.correction}` : draft.nextStep.trim()]));
  const feedback = blocks.filter(Boolean).join('\n\n');
  const followUp = draft.missed.length > 0 || contradicted ? draft.followUp?.trim() : undefined;
  const marks = answerMarks(a, answer);
  return { feedback, ...(followUp ? { followUp } : {}), ...(marks.length > 0 ? { marks } : {}) };
}

/** Feedback on one non-empty answer from the model (one repair retry). @throws AiProviderError. */
export function modelFeedback(ctx: OpenAiContext, request: FeedbackRequest, assessment: Assessment): Promise<QuestionFeedback> {
  return structured(ctx, {
    operation: 'feedback',
    name: 'question_feedback',
    schema: FeedbackDraftSchema,
    messages: feedbackMessages(request, assessment),
    check: (draft) => feedbackFromDraft(draft, request.transcription, assessment),
  });
}
