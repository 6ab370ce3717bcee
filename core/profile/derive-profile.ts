/**
 * The profile derived from a user's saved interviews (spec section 3, "Profile (derived)"): a pure
 * function, so the server answers GET /api/profile with it and the browser could derive the same
 * profile from cached interviews.
 */
import type { InterviewRecord, Profile } from '../contract/saved-interview';

/** The parts of an interview record the profile reads. */
export type ProfileInterview = Pick<InterviewRecord, 'score' | 'duration' | 'weaknesses' | 'conceptsToStudy' | 'date_taken'>;

/**
 * Derives the profile of `user` from `interviews` (any order):
 * - `averageScore`: mean score out of 10, 0 without interviews;
 * - `interviewsCompleted`: the number of interviews;
 * - `studyHours`: the sum of durations (minutes, numeric text; anything else counts 0) divided by 60;
 * - `weaknesses`: every interview's weaknesses, newest interview first (an interview's own items in
 *   key order: weakness1, weakness2, ..., weakness10), deduplicated by title (trimmed,
 *   case-insensitive), the first (newest) kept; the page shows the first 4;
 * - `conceptsToStudy`: keyed by concept text, the first (newest) occurrence of a concept kept
 *   (matched trimmed and case-insensitively), each as { concept, description }.
 */
export function deriveProfile(user: { user_id: string; email: string }, interviews: readonly ProfileInterview[]): Profile {
  const newestFirst = [...interviews].sort((a, b) => timeOf(b.date_taken) - timeOf(a.date_taken));
  const scoreSum = newestFirst.reduce((sum, interview) => sum + interview.score, 0);
  const minutes = newestFirst.reduce((sum, interview) => sum + minutesOf(interview.duration), 0);

  const weaknesses: Profile['weaknesses'] = [];
  const seenTitles = new Set<string>();
  const conceptsToStudy: Profile['conceptsToStudy'] = {};
  const seenConcepts = new Set<string>();
  for (const interview of newestFirst) {
    for (const { title, description } of inKeyOrder(interview.weaknesses)) {
      const key = normalise(title);
      if (!key || seenTitles.has(key)) continue;
      seenTitles.add(key);
      weaknesses.push({ title, description });
    }
    for (const { concept, description } of inKeyOrder(interview.conceptsToStudy)) {
      const key = normalise(concept);
      if (!key || seenConcepts.has(key)) continue;
      seenConcepts.add(key);
      conceptsToStudy[concept] = { concept, description };
    }
  }

  return {
    user_id: user.user_id,
    email: user.email,
    averageScore: newestFirst.length ? scoreSum / newestFirst.length : 0,
    interviewsCompleted: newestFirst.length,
    studyHours: minutes / 60,
    weaknesses,
    conceptsToStudy,
  };
}

/** Milliseconds since the epoch; an unreadable date sorts as the oldest. */
function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Minutes from numeric text ('45', '30.5'); 0 for anything that is not a finite, non-negative number. */
function minutesOf(duration: string): number {
  const minutes = Number(duration.trim());
  return duration.trim() !== '' && Number.isFinite(minutes) && minutes >= 0 ? minutes : 0;
}

/** The values of a keyed object in natural key order (item2 before item10), whatever the storage order. */
function inKeyOrder<T>(keyed: Record<string, T>): T[] {
  return Object.keys(keyed)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((key) => keyed[key]);
}

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
