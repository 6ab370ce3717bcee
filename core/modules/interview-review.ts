/**
 * The "Review from interviews" module: the bank questions a candidate struggled with in a mock
 * interview become its flash cards, scheduled by FSRS like any card, so a weak answer comes back
 * until it is learned.
 *
 * The rule: a question joins the module when the interview's feedback report lists it under
 * `questionsStruggled` and it came from the question bank (it has a bank id). The offline coach
 * lists a question there when its score is below STRUGGLED_BELOW (6 out of 10, core/coach/report.ts);
 * a model's report is read the same way. The report names a question by its text, matched to the
 * asked questions ignoring case and spacing.
 *
 * A card of this module that was never reviewed is due at once (core/modules/card-due.ts): the
 * weak answer comes back in the next study session, ahead of the cards FSRS brings back; its first
 * rating starts its FSRS schedule like any card's.
 *
 * The module's id is derived from the user's id (SHA-256, as a version-8 UUID), so the browser
 * (offline) and the server create the same module and reviews taken offline sync to it.
 */
import type { FeedbackReport } from '../contract/interview';
import type { ModuleSelections } from '../contract/modules';

/** modules.default_key of the module; never renamed. */
export const INTERVIEW_REVIEW_KEY = 'interview-review';
export const INTERVIEW_REVIEW_NAME = 'Review from interviews';
/** The selections stored with the module: none (its questions come from interviews). */
export const INTERVIEW_REVIEW_SELECTIONS: ModuleSelections = { questionTypes: [], firms: [], officeLocations: [], industryGroups: [] };

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The bank ids of the questions `struggled` names, in report order without repeats, looked up
 * among `asked` (the interview's questions and transcript entries: text and bank id when it has one).
 */
export function struggledQuestionIds(
  struggled: FeedbackReport['questionsStruggled'],
  asked: readonly { question: string; id?: string }[],
): string[] {
  const idByText = new Map<string, string>();
  for (const { question, id } of asked) if (id) idByText.set(normalized(question), id);
  const ids = Object.values(struggled).flatMap(({ question }) => idByText.get(normalized(question)) ?? []);
  return [...new Set(ids)];
}

/** The later of two struggle times (ISO 8601; either may be missing): a card keeps its latest struggle. */
export function laterStruggle(a: string | null | undefined, b: string | null | undefined): string | null | undefined {
  if (!a || !b) return a || b;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/** The module's id for `userId`: the same on every device and on the server. */
export async function interviewReviewModuleId(userId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${INTERVIEW_REVIEW_KEY}:${userId}`)));
  const bytes = digest.slice(0, 16); // 16 of SHA-256's 32 bytes: indices 6 and 8 exist
  bytes[6] = (bytes[6]! & 0x0f) | 0x80; // version 8 (custom)
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
