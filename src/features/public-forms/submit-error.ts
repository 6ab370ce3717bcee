/**
 * The text to show for a failed public-form submission: the browser's or server's own message for
 * a refusal a person can act on (400 invalid input, 413 too large, 429 too many requests), else
 * `fallback` (the spec's wording of that form).
 */
import { PublicFormError } from '@/offline/public-forms';

const ACTIONABLE_STATUSES = new Set([400, 413, 429]);

export function submitErrorText(error: unknown, fallback: string): string {
  return error instanceof PublicFormError && ACTIONABLE_STATUSES.has(error.status) ? error.message : fallback;
}
