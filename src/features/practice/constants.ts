/** Names and limits of the practice feature, each with its unit. */

/** performance.mark name set when the first flash card of a page load is on screen (read by the offline benchmark). */
export const FIRST_CARD_MARK = 'greenshoe:first-flash-card';
/** Shortest horizontal swipe that moves to another card, in CSS pixels. */
export const SWIPE_MIN_PX = 50;
/** How long the Undo of a flash-card rating is offered, in milliseconds. */
export const RATING_UNDO_MS = 8_000;
