/**
 * The outbox's data model: what an entry of each kind carries (OutboxPayloads) and the entry itself
 * (OutboxEntry<K>). An action with a local row (a saved interview, a review, a studied question, a
 * practice answer) is stored once, in its table: its entry holds only that row's key, and the
 * request is built from the row when the entry is sent. A public form has no local row, so its
 * entry holds the form's body. See docs/decisions (the typed outbox).
 */
import type { PartnershipRequest, SurveyRequest, WaitlistRequest } from '@core/contract/public-forms';

/** The key of a `moduleProgress` row ([userId+moduleId+questionId]). */
export interface StudiedKey {
  userId: string;
  moduleId: string;
  questionId: string;
}

/** The payload of each outbox kind, by kind name. */
export interface OutboxPayloads {
  /** The saved interview's `interviews` row (POST /api/save-interview). */
  'save-interview': { interviewId: string };
  /** The studied question's `moduleProgress` row (POST /api/update-module-progress). */
  'update-module-progress': StudiedKey;
  /** The review's `cardReviews` row (POST /api/card-reviews). */
  'card-review': { reviewId: string };
  /** An undone review, whose local row is gone already (DELETE /api/card-reviews/:id). */
  'card-review-undo': { reviewId: string };
  /** The answer's `practiceResponses` row (POST /api/store-practice-question). */
  'store-practice-question': { responseId: string };
  /** Public forms: the body as submitted (POST /api/waitlist, /api/partnerships, /api/question-collection). */
  waitlist: WaitlistRequest;
  partnership: PartnershipRequest;
  'question-collection': SurveyRequest;
}

/** The name of an outbox kind. */
export type OutboxKindName = keyof OutboxPayloads;

/**
 * A new entry of kind K for the payload map M (OutboxPayloads, or an older version's). `id` is a
 * client UUID and the idempotency key; `userId` is the account it belongs to (null: unclaimed, or a
 * kind that needs no account).
 */
export type EntryOf<M, K extends keyof M> = {
  [P in K]: {
    id: string;
    kind: P;
    userId: string | null;
    payload: M[P];
    /** A short description shown to the user (e.g. "Interview: Evercore, superday"). */
    label?: string;
    /** Created signed out or offline, so uploaded later than it happened. */
    deferred?: boolean;
  };
}[K];

/** What a new entry of kind K needs; the rest (attempts, times, state) starts fresh. */
export type NewOutboxEntry<K extends OutboxKindName = OutboxKindName> = EntryOf<OutboxPayloads, K>;

/** How far an entry got; times are epoch ms. */
export interface OutboxProgress {
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: 'pending' | 'rejected';
  lastError?: string;
  /** 5xx answers so far (see MAX_SERVER_ERRORS); absent on entries older than this field. */
  serverErrors?: number;
}

/** One action waiting for the server: of kind K, or (without K) of any kind, told apart by `kind`. */
export type OutboxEntry<K extends OutboxKindName = OutboxKindName> = NewOutboxEntry<K> & OutboxProgress;
