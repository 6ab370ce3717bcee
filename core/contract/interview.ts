/**
 * The mock interview's data: setup, generated script, transcript, speech metrics, per-question
 * feedback and the overall feedback report, as zod schemas shared by the client and the API
 * (spec sections 3, 5 and 7).
 */
import { z } from 'zod';
import { JOB_CATEGORIES, SETUP_DURATIONS_MINUTES, SETUP_INDUSTRY_GROUPS, STAGES } from '../../content/options';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Mock-interview setup; every field required with the spec's messages. `duration` is in minutes. */
export const InterviewSetupSchema = z.object({
  jobCategory: z.enum(JOB_CATEGORIES, { error: 'Job category is required' }),
  company: required('Company name is required').max(120),
  stage: z.enum(STAGES, { error: 'Interview stage is required' }),
  industry: z.enum(SETUP_INDUSTRY_GROUPS, { error: 'Industry group is required' }),
  location: required('Office location is required').max(120),
  duration: z.coerce
    .number({ error: 'Duration is required' })
    .refine((n) => (SETUP_DURATIONS_MINUTES as readonly number[]).includes(n), 'Duration is required'),
});
export type InterviewSetup = z.infer<typeof InterviewSetupSchema>;

/** One question of a generated script; `id` is the question-bank id when it came from the bank. */
export const ScriptQuestionSchema = z.object({
  question: z.string().trim().min(1).max(2000),
  id: z.string().optional(),
});
export type ScriptQuestion = z.infer<typeof ScriptQuestionSchema>;

/** Answer of POST /api/generate-script. */
export const ScriptSchema = z.object({
  scriptData: z.object({ questions: z.array(ScriptQuestionSchema).min(1) }),
});
export type Script = z.infer<typeof ScriptSchema>;

/** One word of a transcription with its start and end time, in seconds from the recording start. */
export const WordTimingSchema = z.object({ word: z.string(), start: z.number().min(0), end: z.number().min(0) });
export type WordTiming = z.infer<typeof WordTimingSchema>;

/**
 * Delivery figures computed from a transcription. `durationSeconds` is the speaking time (null when
 * unknown, e.g. a typed answer), `wordsPerMinute` null likewise; `fillerWords` counts each filler
 * found ("um", "like", "you know", ...); `longPauses` counts silences of LONG_PAUSE_SECONDS or more
 * and is null when no word timings exist.
 */
export const SpeechMetricsSchema = z.object({
  wordCount: z.number().int().min(0),
  durationSeconds: z.number().min(0).nullable(),
  wordsPerMinute: z.number().min(0).nullable(),
  fillerWordCount: z.number().int().min(0),
  fillerWords: z.record(z.string(), z.number().int().min(0)),
  longPauses: z.number().int().min(0).nullable(),
});
export type SpeechMetrics = z.infer<typeof SpeechMetricsSchema>;

/** One transcript entry: a question and the candidate's answer to it. */
export const TranscriptEntrySchema = z.object({
  question: z.string().trim().min(1).max(2000),
  userResponse: z.string().max(20000),
  questionId: z.string().optional(),
  speechMetrics: SpeechMetricsSchema.optional(),
  /**
   * The id of the answer's recording on the candidate's device (the browser's `recordings` table),
   * for replay there; the audio itself is never sent with the transcript.
   */
  recordingId: z.string().max(64).optional(),
});
export type TranscriptEntry = z.infer<typeof TranscriptEntrySchema>;

/** Body of POST /api/generate-feedback. */
export const FeedbackRequestSchema = z.object({
  transcription: z.string().max(20000),
  currentQuestion: z.string().trim().min(1).max(2000),
  questionId: z.string().optional(),
  speechMetrics: SpeechMetricsSchema.optional(),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

/**
 * Answer of POST /api/generate-feedback: markdown with titled sections and bullet lines, and (beyond
 * the spec) `followUp`, one question the interviewer would ask next when the answer missed a key point.
 */
/**
 * One sentence of the candidate's answer marked against the rubric (beyond the spec): it `covered`
 * the key points named in `points`, or `contradicted` them (a wrong fact).
 */
export const SentenceMarkSchema = z.object({
  sentence: z.string(),
  status: z.enum(['covered', 'contradicted']),
  points: z.array(z.string()),
});
export type SentenceMark = z.infer<typeof SentenceMarkSchema>;

export const FeedbackResponseSchema = z.object({
  feedback: z.string(),
  followUp: z.string().optional(),
  /** Sentences of the answer that covered or contradicted key points, in answer order (optional). */
  marks: z.array(SentenceMarkSchema).optional(),
});
export type QuestionFeedback = z.infer<typeof FeedbackResponseSchema>;

/** Body of POST /api/generate-feedback-from-transcript. */
export const TranscriptRequestSchema = z.object({
  transcript: z.array(TranscriptEntrySchema).min(1).max(60),
});

const keyed = <T extends z.ZodType>(item: T) => z.record(z.string(), item);

/** One question of the report's per-question list: the question asked and its score out of 10. */
export const QuestionScoreSchema = z.object({ question: z.string(), score: z.number().min(0).max(10) });
export type QuestionScore = z.infer<typeof QuestionScoreSchema>;

/**
 * The overall feedback report, in the spec's exact shape; `score` is out of 10. Beyond the spec,
 * `questionScores` lists every question in interview order with its score (optional: reports saved
 * before it existed lack it).
 */
export const FeedbackReportSchema = z.object({
  OverallAssessment: z.object({ score: z.number().min(0).max(10), overallCritique: z.string() }),
  strengths: keyed(z.object({ title: z.string(), description: z.string() })),
  questionsStruggled: keyed(
    z.object({ question: z.string(), critique: z.string(), suggestedImprovement: z.string() }),
  ),
  conceptsToStudy: keyed(
    z.object({ concept: z.string(), description: z.string(), resources: z.array(z.string()).optional() }),
  ),
  weaknesses: keyed(z.object({ title: z.string(), description: z.string() })),
  questionScores: z.array(QuestionScoreSchema).optional(),
});
export type FeedbackReport = z.infer<typeof FeedbackReportSchema>;

/** Answer of POST /api/generate-feedback-from-transcript: `data.feedback` is the report as JSON text. */
export const ReportResponseSchema = z.object({ data: z.object({ feedback: z.string() }) });

/** Body of POST /api/text-to-speech and its answer (base64 mp3). */
export const TextToSpeechRequestSchema = z.object({ text: z.string().trim().min(1).max(4096) });
export const TextToSpeechResponseSchema = z.object({ audioContent: z.string() });

/** One event of the speech-to-text stream, sent as `data: {json}` lines. `progress` is in percent. */
export const SpeechToTextEventSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('processing'), progress: z.number().min(0).max(100) }),
  z.object({ status: z.literal('complete'), transcription: z.string(), speechMetrics: SpeechMetricsSchema }),
  z.object({ status: z.literal('error'), error: z.string() }),
]);
export type SpeechToTextEvent = z.infer<typeof SpeechToTextEventSchema>;

/** Answer of GET /api/capabilities: which services the server provides, so the client picks fallbacks. */
export const CapabilitiesSchema = z.object({
  speechToText: z.boolean(),
  textToSpeech: z.boolean(),
  llm: z.boolean(),
});
export type Capabilities = z.infer<typeof CapabilitiesSchema>;

/** Answer of GET /api/health: the active mode of each outside concern. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  modes: z.object({
    database: z.enum(['pglite', 'postgres']),
    auth: z.enum(['embedded', 'supabase']),
    ai: z.enum(['offline-coach', 'openai']),
    speech: z.enum(['browser', 'openai']),
    email: z.enum(['mailbox', 'smtp']),
  }),
});
export type Health = z.infer<typeof HealthSchema>;
