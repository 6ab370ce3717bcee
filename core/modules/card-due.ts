/**
 * Which cards of a module are due today: the one rule behind the server's module list
 * (`due_today`), the practice room, the study session's due cards and its deck line.
 * - A rated card is due when FSRS brings it back by the end of the day (decision 0008).
 * - A card never rated is new and waits to be studied (decision 0008), except in the "Review from
 *   interviews" module, where it is a weak interview answer and due at once (decision 0023); so is
 *   a rated card struggled with again in a later interview (its `struggled_at` after its last
 *   rating). The next rating puts it back on its FSRS schedule.
 */
import type { ModuleQuestion } from '../contract/modules';
import { dueToday, isDueToday, type CardSchedule } from '../flashcards/schedule';

/** What the rule needs to know of a module. */
export interface DueModule {
  /** True for the user's "Review from interviews" module (core/modules/interview-review.ts). */
  interviewReview: boolean;
}

/** A module's card: its question id and, in the review module, when it was last struggled with. */
export type DueCard = Pick<ModuleQuestion, 'id' | 'struggled_at'>;

/** A card's FSRS schedule as the rule reads it (undefined, or `due` and `lastReview` null, when never rated). */
type RatedSchedule = Pick<CardSchedule, 'due' | 'lastReview'>;

/** True when `module` is the review module and `card` was not rated since it was last struggled with. */
function struggledSinceRated(module: DueModule, schedule: RatedSchedule | undefined, struggledAt: string | null | undefined): boolean {
  if (!module.interviewReview) return false;
  const rated = schedule?.lastReview ?? null;
  if (rated === null) return true;
  return struggledAt ? Date.parse(struggledAt) > rated.getTime() : false;
}

/**
 * True when a card of `module` (its FSRS `schedule` and, in the review module, `struggledAt`) is due
 * by the end of `now`'s day (see endOfLocalDay in core/flashcards/schedule.ts for `tzOffsetMinutes`).
 */
export function cardDue(
  module: DueModule,
  card: { schedule?: RatedSchedule; struggledAt?: string | null },
  now: Date = new Date(),
  tzOffsetMinutes?: number,
): boolean {
  if (struggledSinceRated(module, card.schedule, card.struggledAt)) return true;
  return card.schedule !== undefined && isDueToday(card.schedule, now, tzOffsetMinutes);
}

/**
 * The question ids of `module`'s cards due by the end of `now`'s day: first the review module's
 * cards never rated or struggled with since their last rating, in module order, then the cards FSRS
 * brings back, most overdue first. `cards` are the module's cards in module order; when absent
 * (allowed outside the review module), the module's cards are the keys of `schedules`.
 * `schedules` maps question ids to FSRS schedules (scheduleCards); ids outside the module are ignored.
 */
export function dueCards(
  module: DueModule,
  cards: readonly DueCard[] | undefined,
  schedules: ReadonlyMap<string, CardSchedule>,
  now: Date = new Date(),
  tzOffsetMinutes?: number,
): string[] {
  const first = (cards ?? []).filter((card) => struggledSinceRated(module, schedules.get(card.id), card.struggled_at)).map((card) => card.id);
  const inModule = cards ? new Set(cards.map((card) => card.id)) : schedules;
  const listed = new Set(first);
  return [...first, ...dueToday(schedules, now, tzOffsetMinutes).filter((id) => inModule.has(id) && !listed.has(id))];
}
