/**
 * The public forms (spec sections 3, 5 and 8): waitlist, partnership request and the interview
 * survey ("question collection"). One set of zod schemas checks them in the browser and in the API,
 * so both refuse the same input with the same message.
 *
 * POST /api/waitlist               WaitlistRequest      → 200 { ok: true }
 * POST /api/partnerships           PartnershipRequest   → 200 { ok: true }
 * POST /api/question-collection    SurveyRequest        → 200 { ok: true }
 * No sign-in. Each body carries `id`, a client-generated UUID (a replayed id changes nothing), and
 * `website`, a honeypot field people never see: it must be empty (the server answers a filled one
 * with the same success and stores nothing). Invalid input gets 400 { error } with the messages
 * below; too many requests from one address 429 { error } with Retry-After; bodies over
 * MAX_PUBLIC_FORM_BYTES 413 { error }.
 */
import { z } from 'zod';
import { PUBLIC_FORM_MESSAGES } from './public-form-messages';

/** Largest body of a public form, in bytes (64 KiB: a long survey is a few KiB). */
export const MAX_PUBLIC_FORM_BYTES = 64 * 1024;
/** Longest name-like field (names, school, university, club, company, industry, office, round), in characters. */
export const MAX_FORM_NAME_CHARS = 200;
/** Longest e-mail address, in characters (RFC 5321). */
export const MAX_FORM_EMAIL_CHARS = 254;
/** Longest partnership contact information, in characters. */
export const MAX_FORM_CONTACT_CHARS = 500;
/** Longest survey question, in characters. */
export const MAX_SURVEY_QUESTION_CHARS = 1000;
/** Most rounds in one survey. */
export const MAX_SURVEY_ROUNDS = 20;
/** Most questions in one survey round. */
export const MAX_SURVEY_QUESTIONS_PER_ROUND = 50;


const M = PUBLIC_FORM_MESSAGES;

/** `missing` for an absent (undefined or null) value; other type errors keep the generic wording. */
const whenAbsent = (missing: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? missing : undefined;

/** Required text: trimmed, non-empty (`missing`), at most `max` characters (`label must be at most …`). */
const requiredText = (missing: string, label: string, max: number) =>
  z
    .string({ error: whenAbsent(missing) })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters`);

const idField = z.uuid({ error: M.invalidId });
/** The honeypot: absent or empty. */
const honeypotField = z.string().trim().max(0, M.honeypot).optional();

/** Runs after the fields' own checks, so an empty field is reported before a malformed address. */
function checkEmailShape(value: { email: string }, ctx: z.RefinementCtx): void {
  if (value.email && !z.email().safeParse(value.email).success) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: M.emailInvalid });
  }
}

const waitlistFields = {
  name: requiredText(M.waitlistMissing, 'Name', MAX_FORM_NAME_CHARS),
  email: requiredText(M.waitlistMissing, 'Email', MAX_FORM_EMAIL_CHARS),
  school: requiredText(M.waitlistMissing, 'School', MAX_FORM_NAME_CHARS),
};

/** The waitlist form as a person fills it (the page's check before sending). */
export const WaitlistFormSchema = z.object(waitlistFields).superRefine(checkEmailShape);
export type WaitlistForm = z.input<typeof WaitlistFormSchema>;

/** Body of POST /api/waitlist. `email` is stored lower-cased; one row per address. */
export const WaitlistRequestSchema = z.object({ id: idField, ...waitlistFields, website: honeypotField }).superRefine(checkEmailShape);
export type WaitlistRequest = z.input<typeof WaitlistRequestSchema>;

const partnershipFields = {
  university_name: requiredText(M.partnershipMissing, 'University name', MAX_FORM_NAME_CHARS),
  club_name: requiredText(M.partnershipMissing, 'Club name', MAX_FORM_NAME_CHARS),
  contact_info: requiredText(M.partnershipMissing, 'Contact information', MAX_FORM_CONTACT_CHARS),
};

/** The partnership form as a person fills it; the contact field has no format check (spec section 5). */
export const PartnershipFormSchema = z.object(partnershipFields);
export type PartnershipForm = z.input<typeof PartnershipFormSchema>;

/** Body of POST /api/partnerships. */
export const PartnershipRequestSchema = z.object({ id: idField, ...partnershipFields, website: honeypotField });
export type PartnershipRequest = z.input<typeof PartnershipRequestSchema>;

/** One interview round of the survey: a name and at least one question. */
export const SurveyRoundSchema = z.object({
  name: requiredText(M.surveyRoundName, 'Round name', MAX_FORM_NAME_CHARS),
  questions: z
    .array(requiredText(M.surveyQuestion, 'Question', MAX_SURVEY_QUESTION_CHARS), { error: whenAbsent(M.surveyNoQuestions) })
    .min(1, M.surveyNoQuestions)
    .max(MAX_SURVEY_QUESTIONS_PER_ROUND, `A round may have at most ${MAX_SURVEY_QUESTIONS_PER_ROUND} questions`),
});

/** The survey's data object (spec: Question collection submission), stored as one jsonb value; also the page's check. */
export const SurveyDataSchema = z.object(
  {
    name: requiredText(M.surveyCompanyName, 'Company name', MAX_FORM_NAME_CHARS),
    industry: requiredText(M.surveyIndustry, 'Company industry', MAX_FORM_NAME_CHARS),
    office: requiredText(M.surveyOffice, 'Company office', MAX_FORM_NAME_CHARS),
    rounds: z
      .array(SurveyRoundSchema, { error: whenAbsent(M.surveyNoRounds) })
      .min(1, M.surveyNoRounds)
      .max(MAX_SURVEY_ROUNDS, `A survey may have at most ${MAX_SURVEY_ROUNDS} rounds`),
  },
  // A missing data object is reported as its first missing field.
  { error: whenAbsent(M.surveyCompanyName) },
);
export type SurveyData = z.infer<typeof SurveyDataSchema>;

/** Body of POST /api/question-collection. */
export const SurveyRequestSchema = z.object({
  id: idField,
  data: SurveyDataSchema,
  website: honeypotField,
});
export type SurveyRequest = z.input<typeof SurveyRequestSchema>;

/** The answer of every public form. */
export const PublicFormResponseSchema = z.object({ ok: z.literal(true) });
export type PublicFormResponse = z.infer<typeof PublicFormResponseSchema>;

/** A new survey: one empty round holding one empty question (spec section 3). */
export function emptySurvey(): SurveyData {
  return { name: '', industry: '', office: '', rounds: [{ name: '', questions: [''] }] };
}

/** The first problem of `value` against `schema` (the message the page shows), or null when valid. */
export function formError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid input');
}

/** True when a request body's honeypot field holds anything (a bot filled it in). */
export function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('website' in body)) return false;
  const { website } = body;
  if (website === undefined || website === null) return false;
  return typeof website !== 'string' || website.trim() !== '';
}
