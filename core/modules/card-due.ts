/**
 * Which cards of a module are due today: the one rule behind the server's module list
 * (`due_today`), the practice room, the study session's due cards and its deck line.
 * - A rated card is due when FSRS brings it back by the end of the day (decision 0008).
 * - A card never rated is new and waits to be studied (decision 0008), except in the "Review from
 *   interviews" module, where it is a weak interview answer and due at once (decision 0023); its
 *   first rating starts its FSRS schedule like any card's.
 */
import { dueToday, isDueToday, type CardSchedule } from '../flashcards/schedule';

/** What the rule needs to know of a module. */
export interface DueModule {
  /** True for the user's "Review from interviews" module (core/modules/interview-review.ts). */
  interviewReview: boolean;
}

/**
 * True when `card` (its FSRS schedule; undefined or `due: null` when never rated) of `module` is
 * due by the end of `now`'s day (see endOfLocalDay in core/flashcards/schedule.ts for `tzOffsetMinutes`).
 */
export function cardDue(module: DueModule, card: Pick<CardSchedule, 'due'> | undefined, now: Date = new Date(), tzOffsetMinutes?: number): boolean {
  if (!card || card.due === null) return module.interviewReview;
  return isDueToday(card, now, tzOffsetMinutes);
}

/**
 * The question ids of `module`'s cards due by the end of `now`'s day: first its never-rated cards
 * that are due (interview review module only), in module order, then the rated cards FSRS brings
 * back, most overdue first. `questionIds` are the module's cards in module order; when absent
 * (allowed where never-rated cards are not due), the module's cards are the keys of `schedules`.
 * `schedules` maps question ids to FSRS schedules (scheduleCards); ids outside the module are ignored.
 */
export function dueCards(
  module: DueModule,
  questionIds: readonly string[] | undefined,
  schedules: ReadonlyMap<string, CardSchedule>,
  now: Date = new Date(),
  tzOffsetMinutes?: number,
): string[] {
  const inModule = questionIds ? new Set(questionIds) : schedules;
  const unrated = (questionIds ?? []).filter((id) => {
    const card = schedules.get(id);
    return (card?.due ?? null) === null && cardDue(module, card, now, tzOffsetMinutes);
  });
  return [...unrated, ...dueToday(schedules, now, tzOffsetMinutes).filter((id) => inModule.has(id))];
}
