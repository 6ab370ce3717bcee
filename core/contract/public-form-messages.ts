/**
 * The public forms' messages (waitlist, partnerships, survey), apart from their zod schemas
 * (public-forms.ts), so a page that only shows a text (the launch copy of every page's header) does
 * not load zod.
 */

/** The forms' texts: the spec's (section 8) where it gives one, plain wording otherwise. */
export const PUBLIC_FORM_MESSAGES = {
  /** Waitlist: toast title and text when a field is empty (spec section 5). */
  waitlistMissingTitle: 'Missing Information',
  waitlistMissing: 'Please fill in all fields.',
  /** Waitlist: an address that is not e-mail-shaped (the sign-in form's wording). */
  emailInvalid: 'Email is invalid',
  /** Waitlist: toast title and text on failure, and on success. */
  waitlistErrorTitle: 'Error',
  waitlistError: 'Something went wrong. Please try again.',
  waitlistSuccessTitle: 'Success!',
  waitlistSuccess: "You've been added to our waitlist.",
  /** Partnership form: empty field, failure (red under the form), success toast. */
  partnershipMissing: 'Please fill out all fields.',
  partnershipFailed: 'Failed to submit your request. Please try again.',
  partnershipSuccess: "Thank you! We've received your request and will be in touch shortly.",
  /** Survey: the fields' messages and the success toast (spec section 4, its wording kept). */
  surveyCompanyName: 'Company name is required',
  surveyIndustry: 'Company industry is required',
  surveyOffice: 'Company office is required',
  surveyRoundName: 'Round name is required',
  surveyQuestion: 'Question is required',
  surveyNoRounds: 'Add at least one round',
  surveyNoQuestions: 'Each round needs at least one question',
  surveySuccess: 'Thank you for your helping us democratize investment banking recruiting!',
  /** Any form, sent while offline or when the network failed: it waits in the outbox. */
  queuedOffline: "We'll send this when you're back online",
  /** Any form, body over MAX_PUBLIC_FORM_BYTES. */
  tooLarge: 'The form is too large to send.',
  /** `id` is not a UUID (a client bug, never a person's mistake). */
  invalidId: 'id must be a UUID',
  /** The honeypot field was filled (only the browser-side check says so; the server stays silent). */
  honeypot: 'website must be empty',
} as const;
