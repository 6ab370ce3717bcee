/**
 * The overall feedback report through the model, in the spec's exact shape (FeedbackReportSchema).
 * The model gets every question and answer with the matched bank key points, their checkable claims
 * and misconceptions, the offline coach's rubric score, structure and delivery marks and fact check,
 * and fills lists under a strict JSON schema (strict schemas cannot express the spec's keyed
 * objects); we key them (strength1, question1, concept1, weakness1, ...) and validate the result with
 * FeedbackReportSchema. Invalid output gets one repair retry (client.ts); the provider then falls back
 * to the offline coach's report rather than an error.
 *
 * The coach's findings are not overridden silently: a question whose answer contradicted a key point
 * scores at most CONTRADICTION_CAP in the per-question list (an empty answer 0), the overall score
 * drops by the mean of those reductions, and the coach's "Key facts stated wrongly" finding leads the
 * weaknesses. The weaknesses section is never empty (the coach's weaknesses fill it when the model
 * gives none).
 */
import { z } from 'zod';
import { FeedbackReportSchema, type FeedbackReport, type TranscriptEntry } from '../../../core/contract/interview';
import { CONTRADICTION_CAP, type Assessment } from '../../../core/coach/assess';
import { keyed } from '../../../core/coach/report';
import { describeWeaknesses, wrongFacts } from '../../../core/coach/report-patterns';
import { factCheckLine, factsContext } from './claims-context';
import { structured, type OpenAiContext } from './client';
import { InvalidOutputError } from './errors';
import { DATA_NOT_INSTRUCTIONS, fence } from './grounding';

/** Study guides a concept may point to (the resources of /resources). */
export const GUIDE_NAMES = [
  'Accounting Guide',
  'Equity Value and Enterprise Value Guide',
  'Valuation Guide',
  'DCF Guide',
  'Merger Model Guide',
  'LBO Guide',
  '400 IB Interview Questions',
] as const;

const titled = z.object({ title: z.string(), description: z.string() });

/** What the model returns: the report's parts as lists. `score` is out of 10. */
export const ReportDraftSchema = z.object({
  score: z.number(),
  overallCritique: z.string(),
  strengths: z.array(titled),
  questionsStruggled: z.array(z.object({ question: z.string(), critique: z.string(), suggestedImprovement: z.string() })),
  conceptsToStudy: z.array(z.object({ concept: z.string(), description: z.string(), resources: z.array(z.string()) })),
  weaknesses: z.array(titled),
  /** One score out of 10 per question, in interview order. */
  questionScores: z.array(z.number()),
});
export type ReportDraft = z.infer<typeof ReportDraftSchema>;

const MAX_ITEMS = 5;
const MAX_ANSWER_CHARS = 3000;

const SYSTEM = [
  'You are a senior investment banker writing the overall feedback report of a spoken mock interview.',
  'Be specific and demanding: refer to the actual questions and what the candidate said, name missed key points, and give concrete improvements.',
  'score: out of 10 for the whole interview, consistent with the rubric scores given (their mean is a good anchor); unanswered questions score 0.',
  `strengths and weaknesses: up to ${MAX_ITEMS} each. questionsStruggled: every question that scored below 6, with a critique and a suggested improvement.`,
  `conceptsToStudy: up to ${MAX_ITEMS}; resources only from this list: ${GUIDE_NAMES.join('; ')}.`,
  'questionScores: one score out of 10 per question, in the order given.',
  'Grade against the facts given: an answer that states a misconception or reverses a claim gets that key point wrong, whatever vocabulary it uses.',
  `When the fact check of an answer finds a contradiction, that question scores at most ${CONTRADICTION_CAP} and the error belongs in weaknesses.`,
  'Strengths only from evidence: praise structure only where the structure marks are high, delivery only where the delivery marks are high and judged, and content only for key points actually covered.',
  DATA_NOT_INSTRUCTIONS,
].join(' ');

function entryBlock(entry: TranscriptEntry, a: Assessment, n: number): string {
  const answer = entry.userResponse.length > MAX_ANSWER_CHARS ? `${entry.userResponse.slice(0, MAX_ANSWER_CHARS)}…` : entry.userResponse;
  const delivery = a.delivery.unjudged ? `${a.parts.delivery}/10 (not judged: untimed or under 30 words)` : `${a.parts.delivery}/10`;
  const marks = `Structure ${a.parts.structure}/10; delivery ${delivery}`;
  const rubric = a.question
    ? [
        `Bank question [${a.question.id}] key points: ${a.question.keyPoints.map((k) => k.point).join(' | ')}`,
        factsContext(a.question),
        `Rubric: score ${a.score}/10; missed: ${a.missed.map((p) => p.point).join(' | ') || 'none'}; ${marks}`,
        factCheckLine(a),
      ].filter(Boolean).join('\n')
    : `Not in the question bank. Rubric (structure and delivery only): ${a.score}/10; ${marks}`;
  return `Question ${n}: ${entry.question}\n${rubric}\n${fence('candidate_answer', answer.trim() || '(no answer)')}`;
}

/** The chat messages of a report request; `assessments` are the offline coach's, one per entry. */
export function reportMessages(transcript: readonly TranscriptEntry[], assessments: readonly Assessment[]) {
  const blocks = transcript.map((entry, i) => entryBlock(entry, assessments[i]!, i + 1));
  return [
    { role: 'system' as const, content: SYSTEM },
    { role: 'user' as const, content: `The interview transcript (${transcript.length} questions):\n\n${blocks.join('\n\n')}` },
  ];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The spec-shaped report of a draft for the interview the coach assessed as `assessments` (one per
 * question): lists keyed, scores rounded to one decimal and capped by the coach's findings (see the
 * file comment), resources limited to GUIDE_NAMES, validated with FeedbackReportSchema.
 * @throws InvalidOutputError when it does not fit (a score outside 0 to 10, a missing critique, or
 * not one question score per question).
 */
export function reportFromDraft(draft: ReportDraft, assessments: readonly Assessment[]): FeedbackReport {
  if (!(draft.score >= 0 && draft.score <= 10)) throw new InvalidOutputError('score must be between 0 and 10');
  if (!draft.overallCritique.trim()) throw new InvalidOutputError('overallCritique must not be empty');
  if (draft.questionScores.length !== assessments.length || !draft.questionScores.every((n) => n >= 0 && n <= 10)) {
    throw new InvalidOutputError(`questionScores must hold ${assessments.length} scores between 0 and 10, one per question`);
  }
  const scores = assessments.map((a, i) => {
    const model = round1(draft.questionScores[i]!);
    return a.empty ? 0 : a.errors.length > 0 ? Math.min(model, CONTRADICTION_CAP) : model;
  });
  const lowered = scores.reduce((sum, score, i) => sum + (round1(draft.questionScores[i]!) - score), 0) / assessments.length;
  const wrong = wrongFacts(assessments);
  const weaknesses = [...(wrong ? [wrong] : []), ...draft.weaknesses].slice(0, MAX_ITEMS);
  const guides = new Set<string>(GUIDE_NAMES);
  const report = {
    OverallAssessment: { score: round1(Math.max(0, draft.score - lowered)), overallCritique: draft.overallCritique.trim() },
    strengths: keyed('strength', draft.strengths.slice(0, MAX_ITEMS)),
    questionsStruggled: keyed('question', draft.questionsStruggled),
    conceptsToStudy: keyed(
      'concept',
      draft.conceptsToStudy.slice(0, MAX_ITEMS).map((c) => ({ ...c, resources: c.resources.filter((r) => guides.has(r)) })),
    ),
    weaknesses: keyed('weakness', weaknesses.length > 0 ? weaknesses : describeWeaknesses(assessments).slice(0, MAX_ITEMS)),
    questionScores: assessments.map((a, i) => ({ question: a.questionText, score: scores[i]! })),
  };
  const parsed = FeedbackReportSchema.safeParse(report);
  if (!parsed.success) throw new InvalidOutputError(`the report does not fit the schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** The report from the model (one repair retry). @throws AiProviderError. */
export function modelReport(ctx: OpenAiContext, transcript: readonly TranscriptEntry[], assessments: readonly Assessment[]): Promise<FeedbackReport> {
  return structured(ctx, {
    operation: 'report',
    name: 'feedback_report',
    schema: ReportDraftSchema,
    messages: reportMessages(transcript, assessments),
    check: (draft) => reportFromDraft(draft, assessments),
  });
}
