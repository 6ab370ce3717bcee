/**
 * A deck's study counts as Anki shows them ("12 new · 2 learning · 3 due"), and the words for when a
 * card comes back. Pure; runs in the browser and on the server.
 */
import { cardDue, type DueCard, type DueModule } from '../modules/card-due';
import type { CardSchedule } from './schedule';

/** Cards never rated and not due; cards in (re)learning due today; other cards due today. */
export interface DeckCounts {
  new: number;
  learning: number;
  due: number;
}

/**
 * The counts of `module`'s `cards` given their schedules (question id → schedule; a card without
 * one was never rated), as of `now` (default: the current time, in this device's day). Due follows
 * the module's rule (core/modules/card-due.ts): in the interview review module a never-rated card
 * is due, not new.
 */
export function deckCounts(
  module: DueModule,
  cards: readonly DueCard[],
  schedules: ReadonlyMap<string, CardSchedule>,
  now: Date = new Date(),
): DeckCounts {
  const counts: DeckCounts = { new: 0, learning: 0, due: 0 };
  for (const { id, struggled_at } of cards) {
    const schedule = schedules.get(id);
    if (!cardDue(module, { schedule, struggledAt: struggled_at }, now)) {
      if (!schedule || schedule.due === null) counts.new += 1;
    } else if (schedule?.state === 'Learning' || schedule?.state === 'Relearning') counts.learning += 1;
    else counts.due += 1;
  }
  return counts;
}

/** "12 new · 2 learning · 3 due" (a zero count is still shown, as in Anki). */
export function deckCountsLabel(counts: DeckCounts): string {
  return `${counts.new} new · ${counts.learning} learning · ${counts.due} due`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a card is next due, relative to `now`, in English: "now" when due, "in 10 minutes",
 * "in 3 hours", "tomorrow", "in 12 days" (whole units, rounded).
 */
export function nextReviewLabel(due: Date, now: Date = new Date()): string {
  const ms = due.getTime() - now.getTime();
  if (ms <= 0) return 'now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (ms < HOUR_MS) return format.format(Math.max(1, Math.round(ms / MINUTE_MS)), 'minute');
  if (ms < DAY_MS) return format.format(Math.round(ms / HOUR_MS), 'hour');
  return format.format(Math.round(ms / DAY_MS), 'day');
}
