/**
 * A finished mock interview as /interview hands it to /interview-complete: a client-generated
 * UUID (so saving twice never duplicates), the setup, questions, transcript and feedback report.
 * Kept in sessionStorage under STORAGE_KEY_LAST_REPORT so a reload keeps the report.
 */
import { z } from 'zod';
import { STORAGE_KEY_LAST_REPORT } from '@core/contract/constants';
import {
  FeedbackReportSchema,
  InterviewSetupSchema,
  ScriptQuestionSchema,
  TranscriptEntrySchema,
} from '@core/contract/interview';

const CompletedInterviewSchema = z.object({
  id: z.string().min(1),
  setup: InterviewSetupSchema.optional(),
  questions: z.array(ScriptQuestionSchema),
  transcript: z.array(TranscriptEntrySchema),
  report: FeedbackReportSchema,
});
export type CompletedInterview = z.infer<typeof CompletedInterviewSchema>;

/** Navigation state of /interview-complete. */
export interface InterviewCompleteState {
  interview: CompletedInterview;
}

/** Remembers `interview` for this tab; storage failures are ignored (the state still carries it). */
export function rememberCompletedInterview(interview: CompletedInterview): void {
  try {
    sessionStorage.setItem(STORAGE_KEY_LAST_REPORT, JSON.stringify(interview));
  } catch {
    // Storage full or disabled: navigation state still carries the report.
  }
}

/** The interview from navigation state, else from sessionStorage, else null. */
export function loadCompletedInterview(state: unknown): CompletedInterview | null {
  const fromState = CompletedInterviewSchema.safeParse((state as Partial<InterviewCompleteState> | null)?.interview);
  if (fromState.success) return fromState.data;
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY_LAST_REPORT);
    if (!stored) return null;
    const parsed = CompletedInterviewSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
