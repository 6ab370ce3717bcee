/**
 * A taken mock interview, the one model from the end of /interview to the saved row: a
 * client-generated UUID (so saving twice never duplicates), the setup (absent for a Redo, which
 * carries questions only), the questions, the transcript, the feedback report, and `takenAt`, the
 * ISO 8601 time the interview finished (stamped then, not when it is saved or uploaded), and
 * `coachedOnDevice`, true when the report was written by the on-device coach (offline, or the
 * network failed), so a model can re-grade it later.
 */
import { z } from 'zod';
import { FeedbackReportSchema, InterviewSetupSchema, ScriptQuestionSchema, TranscriptEntrySchema } from './interview';

export const TakenInterviewSchema = z.object({
  id: z.string().min(1),
  setup: InterviewSetupSchema.optional(),
  questions: z.array(ScriptQuestionSchema),
  transcript: z.array(TranscriptEntrySchema),
  report: FeedbackReportSchema,
  takenAt: z.iso.datetime({ offset: true }),
  coachedOnDevice: z.boolean().optional(),
});
export type TakenInterview = z.infer<typeof TakenInterviewSchema>;
