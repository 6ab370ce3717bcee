/**
 * The Undo offer after a flash-card rating: a toast "Rated Good: <question>" with an Undo action
 * for RATING_UNDO_MS. Undo takes the review back on this device (and on the server through the
 * outbox, see src/offline/card-reviews.ts), then calls `reopen` so the card can be rated again.
 */
import { RATING_NAMES } from '@core/flashcards/ratings';
import { MODULE_MESSAGES } from '@core/contract/modules';
import { toast } from '@/lib/toast';
import type { LocalCardReview } from '@/offline/db';
import { undoReview } from '@/offline/study';
import { RATING_UNDO_MS } from '@/features/practice/constants';

/** Longest question text in the toast, in characters (a phone shows about two lines). */
const QUESTION_CHARS = 60;

/** Said once a rating was taken back. */
export const RATING_UNDONE = 'Rating undone: rate the card again when you are ready.';

function shortened(text: string): string {
  return text.length <= QUESTION_CHARS ? text : `${text.slice(0, QUESTION_CHARS - 1).trimEnd()}…`;
}

/** Shows the Undo toast for `review` of the card asking `question`; `reopen` re-enables its rating. */
export function offerRatingUndo(review: LocalCardReview, question: string, reopen?: () => void): void {
  toast(`Rated ${RATING_NAMES[review.rating]}: ${shortened(question)}`, {
    duration: RATING_UNDO_MS,
    actionButtonStyle: { minHeight: 44, minWidth: 44 },
    action: {
      label: 'Undo',
      onClick: () => {
        undoReview(review.userId, review.id)
          .then(() => {
            reopen?.();
            toast(RATING_UNDONE);
          })
          .catch((error: unknown) => {
            console.error('undo card-review failed', error);
            toast.error(MODULE_MESSAGES.updateProgress);
          });
      },
    },
  });
}
