/**
 * The taken interview (core/contract/taken-interview.ts) as /interview hands it to
 * /interview-complete. Kept in sessionStorage under STORAGE_KEY_LAST_REPORT so a reload keeps the report.
 */
import { STORAGE_KEY_LAST_REPORT } from '@core/contract/constants';
import { TakenInterviewSchema, type TakenInterview } from '@core/contract/taken-interview';

/** Navigation state of /interview-complete. */
export interface InterviewCompleteState {
  interview: TakenInterview;
}

/** Remembers `interview` for this tab; storage failures are ignored (the state still carries it). */
export function rememberCompletedInterview(interview: TakenInterview): void {
  try {
    sessionStorage.setItem(STORAGE_KEY_LAST_REPORT, JSON.stringify(interview));
  } catch {
    // Storage full or disabled: navigation state still carries the report.
  }
}

/** The interview from navigation state, else from sessionStorage, else null. */
export function loadCompletedInterview(state: unknown): TakenInterview | null {
  const fromState = TakenInterviewSchema.safeParse((state as Partial<InterviewCompleteState> | null)?.interview);
  if (fromState.success) return fromState.data;
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY_LAST_REPORT);
    if (!stored) return null;
    const parsed = TakenInterviewSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
