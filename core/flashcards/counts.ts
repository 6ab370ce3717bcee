/**
 * A deck's study counts as Anki shows them ("12 new · 2 learning · 3 due"), and the words for when a
 * card comes back. Pure; runs in the browser and on the server.
 */
import { isDueToday, type CardSchedule } from './schedule';

/** Cards never rated; cards in (re)learning due today; learnt cards due for review today. */
export interface DeckCounts {
  new: number;
  learning: number;
  due: number;
}

/**
 * The counts of the cards `questionIds` given their schedules (question id → schedule; a card
 * without one is new), as of `now` (default: the current time, in this device's day).
 */
export function deckCounts(questionIds: readonly string[], schedules: ReadonlyMap<string, CardSchedule>, now: Date = new Date()): DeckCounts {
  const counts: DeckCounts = { new: 0, learning: 0, due: 0 };
  for (const id of questionIds) {
    const card = schedules.get(id);
    if (!card || card.due === null) counts.new += 1;
    else if (!isDueToday(card, now)) continue;
    else if (card.state === 'Learning' || card.state === 'Relearning') counts.learning += 1;
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
