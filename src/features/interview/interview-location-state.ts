/**
 * Navigation state of /interview: a setup to generate a script from, or ready questions (Redo of
 * a saved interview), or both. Anything else is treated as missing.
 */
import { z } from 'zod';
import { InterviewSetupSchema, ScriptQuestionSchema } from '@core/contract/interview';

const InterviewLocationStateSchema = z
  .object({
    setup: InterviewSetupSchema.optional(),
    questions: z.array(ScriptQuestionSchema).min(1).optional(),
  })
  .refine((state) => state.setup || state.questions);

export type InterviewLocationState = z.infer<typeof InterviewLocationStateSchema>;

/** The checked state, or null when it carries neither a setup nor questions. */
export function parseInterviewLocationState(state: unknown): InterviewLocationState | null {
  const result = InterviewLocationStateSchema.safeParse(state);
  return result.success ? result.data : null;
}
