/** Every outbox kind the app sends, by name (the compiler checks that each kind has one). */
import type { OutboxKinds } from '@/offline/outbox';
import { CARD_REVIEW_KIND, CARD_REVIEW_UNDO_KIND, cardReviewKind, cardReviewUndoKind } from '@/offline/card-reviews';
import { UPDATE_MODULE_PROGRESS_KIND, updateModuleProgressKind } from '@/offline/module-progress';
import { STORE_PRACTICE_QUESTION_KIND, storePracticeQuestionKind } from '@/offline/practice-responses';
import { PUBLIC_FORM_KINDS } from '@/offline/public-form-kinds';
import { SAVE_INTERVIEW_KIND } from '@/offline/save-request';
import { saveInterviewKind } from '@/offline/saved-interviews';

export const OUTBOX_KINDS: OutboxKinds = {
  [SAVE_INTERVIEW_KIND]: saveInterviewKind,
  [UPDATE_MODULE_PROGRESS_KIND]: updateModuleProgressKind,
  [CARD_REVIEW_KIND]: cardReviewKind,
  [CARD_REVIEW_UNDO_KIND]: cardReviewUndoKind,
  [STORE_PRACTICE_QUESTION_KIND]: storePracticeQuestionKind,
  // waitlist, partnership, question-collection: public forms, no account needed
  ...PUBLIC_FORM_KINDS,
};
