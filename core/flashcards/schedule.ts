/**
 * FSRS scheduling (ts-fsrs, default parameters, no fuzz so every device computes the same dates):
 * a card's schedule is rebuilt by replaying its review events in time order. "Due today" means a
 * reviewed card whose next review falls before the end of the local day; never-reviewed cards are
 * new, not due.
 */
import { createEmptyCard, fsrs, State, type Card } from 'ts-fsrs';
import { isReviewRating } from './ratings';
import { sortReviews, toEpochMs, type ReviewEvent } from './reviews';

/** The FSRS state of a card. */
export type CardState = 'New' | 'Learning' | 'Review' | 'Relearning';

/** A card's schedule after its reviews. `due` and `lastReview` are null for a card never reviewed. */
export interface CardSchedule {
  due: Date | null;
  state: CardState;
  /** Days for which recall stays at the target retention (0 for a new card). */
  stability: number;
  /** 1 (easy) to 10 (hard); 0 for a new card. */
  difficulty: number;
  /** Days from the last review to `due` (0 while learning). */
  scheduledDays: number;
  reps: number;
  /** Times the card was forgotten (rated Again) after it had been learnt. */
  lapses: number;
  lastReview: Date | null;
}

const scheduler = fsrs({ enable_fuzz: false });

const STATE_NAMES: Record<State, CardState> = {
  [State.New]: 'New',
  [State.Learning]: 'Learning',
  [State.Review]: 'Review',
  [State.Relearning]: 'Relearning',
};

function toSchedule(card: Card, reviewed: boolean): CardSchedule {
  return {
    due: reviewed ? card.due : null,
    state: STATE_NAMES[card.state],
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: reviewed ? (card.last_review ?? null) : null,
  };
}

/**
 * The schedule of one card from its review events (any order; duplicates by id count once; events
 * with an invalid rating or time are skipped). Replays them in time order with ts-fsrs.
 */
export function scheduleCard(events: readonly Pick<ReviewEvent, 'id' | 'rating' | 'reviewedAt'>[]): CardSchedule {
  const seen = new Set<string>();
  const replay = sortReviews(events).filter((event) => {
    if (seen.has(event.id) || !isReviewRating(event.rating)) return false;
    seen.add(event.id);
    return true;
  });
  const [first] = replay;
  if (!first) return toSchedule(createEmptyCard(0), false);
  let card = createEmptyCard(new Date(toEpochMs(first.reviewedAt)));
  for (const event of replay) {
    card = scheduler.next(card, new Date(toEpochMs(event.reviewedAt)), event.rating).card;
  }
  return toSchedule(card, true);
}

/** The schedule of every card that has events, by question id. */
export function scheduleCards(events: readonly ReviewEvent[]): Map<string, CardSchedule> {
  const byQuestion = new Map<string, ReviewEvent[]>();
  for (const event of events) {
    const list = byQuestion.get(event.questionId);
    if (list) list.push(event);
    else byQuestion.set(event.questionId, [event]);
  }
  return new Map([...byQuestion].map(([questionId, list]) => [questionId, scheduleCard(list)]));
}

/**
 * The last millisecond of the day containing `now`: in this device's time zone, or, when
 * `tzOffsetMinutes` is given (as from the client's Date.getTimezoneOffset(), e.g. on the server),
 * in that zone.
 */
export function endOfLocalDay(now: Date, tzOffsetMinutes?: number): Date {
  if (tzOffsetMinutes === undefined) {
    const end = new Date(now);
    end.setHours(23, 59, 59, 999);
    return end;
  }
  const local = new Date(now.getTime() - tzOffsetMinutes * 60_000);
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - 1;
  return new Date(end + tzOffsetMinutes * 60_000);
}

/** True when `card` was reviewed and its next review falls by the end of `now`'s day (see endOfLocalDay). */
export function isDueToday(card: Pick<CardSchedule, 'due'>, now: Date = new Date(), tzOffsetMinutes?: number): boolean {
  return card.due !== null && card.due.getTime() <= endOfLocalDay(now, tzOffsetMinutes).getTime();
}

/**
 * The cards due today (see isDueToday), most overdue first. `cards` is a list of schedules or a map
 * from question id to schedule (then the question ids of the due cards are returned in that order).
 */
export function dueToday(cards: readonly CardSchedule[], now?: Date, tzOffsetMinutes?: number): CardSchedule[];
export function dueToday(cards: ReadonlyMap<string, CardSchedule>, now?: Date, tzOffsetMinutes?: number): string[];
export function dueToday(
  cards: readonly CardSchedule[] | ReadonlyMap<string, CardSchedule>,
  now: Date = new Date(),
  tzOffsetMinutes?: number,
): CardSchedule[] | string[] {
  const due = (card: CardSchedule) => isDueToday(card, now, tzOffsetMinutes);
  const byDue = (a: CardSchedule, b: CardSchedule) => (a.due?.getTime() ?? 0) - (b.due?.getTime() ?? 0);
  if (Array.isArray(cards)) return (cards as readonly CardSchedule[]).filter(due).sort(byDue);
  return [...(cards as ReadonlyMap<string, CardSchedule>)]
    .filter(([, card]) => due(card))
    .sort(([, a], [, b]) => byDue(a, b))
    .map(([questionId]) => questionId);
}
