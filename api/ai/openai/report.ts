/**
 * The overall feedback report through the model, in the spec's exact shape (FeedbackReportSchema).
 * The model gets every question and answer with the matched bank key points and the offline coach's
 * rubric score, and fills lists under a strict JSON schema (strict schemas cannot express the spec's
 * keyed objects); we key them (strength1, question1, concept1, weakness1, ...) and validate the
 * result with FeedbackReportSchema. Invalid output gets one repair retry (client.ts); the provider
 * then falls back to the offline coach's report rather than an error.
 */
import { z } from 'zod';
import { FeedbackReportSchema, type FeedbackReport, type TranscriptEntry } from '../../../core/contract/interview';
import type { Assessment } from '../../../core/coach/assess';
import { keyed } from '../../../core/coach/report';
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
  DATA_NOT_INSTRUCTIONS,
].join(' ');

function entryBlock(entry: TranscriptEntry, a: Assessment, n: number): string {
  const answer = entry.userResponse.length > MAX_ANSWER_CHARS ? `${entry.userResponse.slice(0, MAX_ANSWER_CHARS)}…` : entry.userResponse;
  const rubric = a.question
    ? `Bank question [${a.question.id}] key points: ${a.question.keyPoints.map((k) => k.point).join(' | ')}\nRubric: score ${a.score}/10; missed: ${a.missed.map((p) => p.point).join(' | ') || 'none'}`
    : `Not in the question bank. Rubric (structure and delivery only): ${a.score}/10`;
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

/**
 * The spec-shaped report of a draft: lists keyed, score rounded to one decimal, resources limited to
 * GUIDE_NAMES, validated with FeedbackReportSchema. @throws InvalidOutputError when it does not fit.
 */
export function reportFromDraft(draft: ReportDraft): FeedbackReport {
  if (!(draft.score >= 0 && draft.score <= 10)) throw new InvalidOutputError('score must be between 0 and 10');
  if (!draft.overallCritique.trim()) throw new InvalidOutputError('overallCritique must not be empty');
  const guides = new Set<string>(GUIDE_NAMES);
  const report = {
    OverallAssessment: { score: Math.round(draft.score * 10) / 10, overallCritique: draft.overallCritique.trim() },
    strengths: keyed('strength', draft.strengths.slice(0, MAX_ITEMS)),
    questionsStruggled: keyed('question', draft.questionsStruggled),
    conceptsToStudy: keyed(
      'concept',
      draft.conceptsToStudy.slice(0, MAX_ITEMS).map((c) => ({ ...c, resources: c.resources.filter((r) => guides.has(r)) })),
    ),
    weaknesses: keyed('weakness', draft.weaknesses.slice(0, MAX_ITEMS)),
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
    check: reportFromDraft,
  });
}
