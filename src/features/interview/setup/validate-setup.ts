/**
 * Checks the setup form's values with InterviewSetupSchema: either the parsed setup or, per
 * field, the spec's message ('Company name is required', ...). Field names are the schema's keys.
 */
import { InterviewSetupSchema, type InterviewSetup } from '@core/contract/interview';

export type SetupField = keyof InterviewSetup;
export type SetupErrors = Partial<Record<SetupField, string>>;
export type SetupValidation = { ok: true; setup: InterviewSetup } | { ok: false; errors: SetupErrors };

/** Validates raw form values (strings from the form; `duration` in minutes). */
export function validateSetup(values: Record<string, unknown>): SetupValidation {
  const result = InterviewSetupSchema.safeParse(values);
  if (result.success) return { ok: true, setup: result.data };
  const errors: SetupErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SetupField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
