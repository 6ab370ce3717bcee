/**
 * Checks the landing page's inline mock-interview form with the setup page's schema and messages
 * (spec section 5: 'Company name is required', ... 'Duration is required'); the landing form
 * offers only LANDING_DURATIONS_MINUTES (15 to 60), so any other duration is 'Duration is required'.
 */
import { InterviewSetupSchema, type InterviewSetup } from '@core/contract/interview';
import { LANDING_DURATIONS_MINUTES } from '@content/options';

export type LandingSetupField = keyof InterviewSetup;
export type LandingSetupErrors = Partial<Record<LandingSetupField, string>>;
export type LandingSetupValidation = { ok: true; setup: InterviewSetup } | { ok: false; errors: LandingSetupErrors };

const LandingSetupSchema = InterviewSetupSchema.refine(
  (setup) => (LANDING_DURATIONS_MINUTES as readonly number[]).includes(setup.duration),
  { path: ['duration'], message: 'Duration is required' },
);

/** Validates the form's raw values (strings; `duration` in minutes). */
export function validateLandingSetup(values: Record<string, unknown>): LandingSetupValidation {
  const result = LandingSetupSchema.safeParse(values);
  if (result.success) return { ok: true, setup: result.data };
  const errors: LandingSetupErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LandingSetupField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
