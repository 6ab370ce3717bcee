/**
 * Saved interviews and the profile derived from them (spec sections 3 and 7): the payload of
 * POST /api/save-interview, the records of POST /api/get-interviews, and GET /api/profile.
 */
import { z } from 'zod';
import { INTERVIEWS_PAGE_MAX } from './constants';
import { FeedbackReportSchema, QuestionScoreSchema, ScriptQuestionSchema } from './interview';

const report = FeedbackReportSchema.shape;

/**
 * Body of POST /api/save-interview: the spec's payload plus `id`, a client-generated UUID that makes
 * a retried upload an idempotent upsert. `user_id`, when present, must be the caller's own id (403
 * otherwise). `transcript` is JSON text of the transcript entries; `duration` is minutes (number or
 * numeric text); `feedback` is the report's OverallAssessment; `score` is out of 10.
 */
export const SaveInterviewRequestSchema = z.object({
  id: z.uuid({ error: 'id must be a UUID' }),
  user_id: z.string().optional(),
  question_bank: z.object({ questions: z.array(ScriptQuestionSchema).min(1) }),
  transcript: z.string().max(400_000),
  company: z.string().trim().min(1).max(120),
  industry: z.string().trim().min(1).max(120),
  stage: z.string().trim().min(1).max(60),
  location: z.string().trim().min(1).max(120),
  duration: z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]).transform(String),
  interviewType: z.string().trim().min(1).max(60),
  feedback: report.OverallAssessment,
  strengths: report.strengths,
  questionsStruggled: report.questionsStruggled,
  conceptsToStudy: report.conceptsToStudy,
  weaknesses: report.weaknesses,
  /** The report's score per question, in interview order (absent or null: not kept, as before it existed). */
  questionScores: z.array(QuestionScoreSchema).max(60).nullable().optional(),
  /** Rounded to hundredths: the score column is a single-precision `real`, which refuses 5.4e-100. */
  score: z.number().min(0).max(10).transform((score) => Math.round(score * 100) / 100),
  /** When the interview was taken (ISO 8601); the server's time when omitted. */
  date_taken: z.iso.datetime({ offset: true }).optional(),
  /** True when the on-device coach wrote the report (the interview was taken offline). */
  coached_on_device: z.boolean().optional(),
});
export type SaveInterviewRequest = z.input<typeof SaveInterviewRequestSchema>;
export type SavedInterview = z.output<typeof SaveInterviewRequestSchema>;

/** One record of POST /api/get-interviews (newest first); `duration` is numeric text in minutes. */
export const InterviewRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  question_bank: SaveInterviewRequestSchema.shape.question_bank,
  transcript: z.string(),
  company: z.string(),
  industry: z.string(),
  stage: z.string(),
  location: z.string(),
  duration: z.string(),
  interviewType: z.string(),
  feedback: report.OverallAssessment,
  strengths: report.strengths,
  questionsStruggled: report.questionsStruggled,
  conceptsToStudy: report.conceptsToStudy,
  weaknesses: report.weaknesses,
  score: z.number(),
  /** The report's score per question (absent or null in records saved before it was kept). */
  questionScores: z.array(QuestionScoreSchema).nullable().optional(),
  date_taken: z.string(),
  /** True when the report above came from the on-device coach (absent in older records: false). */
  coached_on_device: z.boolean().optional(),
  /** The model's re-grade of an interview coached on the device (POST /api/interview-model-feedback). */
  model_report: FeedbackReportSchema.nullable().optional(),
});
export type InterviewRecord = z.infer<typeof InterviewRecordSchema>;

/** Body of POST /api/interview-model-feedback: the saved interview to re-grade with the model. */
export const ModelFeedbackRequestSchema = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });

/** Body of POST /api/get-interviews; `user_id` must be the caller's own id (403 otherwise). */
export const GetInterviewsRequestSchema = z.object({
  user_id: z.string().min(1, 'user_id is required'),
  /** Most records to answer (default INTERVIEWS_PAGE_DEFAULT). */
  limit: z.number().int().min(1).max(INTERVIEWS_PAGE_MAX).optional(),
  /** The X-Next-Cursor header of the previous page: the records after it. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor is invalid')
    .optional(),
});

const TitledSchema = z.object({ title: z.string(), description: z.string() });

/**
 * The profile derived from a user's interviews (spec section 3, "Profile (derived)"):
 * `averageScore` is the mean score out of 10 (0 without interviews), `studyHours` the sum of
 * durations in minutes divided by 60, `weaknesses` deduplicated by title (newest first),
 * `conceptsToStudy` keyed by concept with the first occurrence kept.
 */
export const ProfileSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  averageScore: z.number(),
  interviewsCompleted: z.number().int(),
  studyHours: z.number(),
  weaknesses: z.array(TitledSchema),
  conceptsToStudy: z.record(z.string(), z.object({ concept: z.string(), description: z.string() })),
});
export type Profile = z.infer<typeof ProfileSchema>;
