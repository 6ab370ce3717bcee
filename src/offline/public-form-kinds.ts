/**
 * The outbox kinds of the public forms (waitlist, partnership request, interview survey): each entry
 * carries the form's body (there is no local row) and is POSTed as it was queued, with no account.
 * Kept apart from public-forms.ts, which starts the sync engine, so that the sync engine's list of
 * kinds (outbox-kinds.ts) does not import it back.
 */
import { apiRoutes } from '@/lib/api-routes';
import type { OutboxKinds } from '@/offline/outbox';
import type { OutboxKindName } from '@/offline/outbox-entry';
import { jsonPost } from '@/offline/outbox-request';

/** Outbox kinds of the public forms (no account needed). */
export const WAITLIST_KIND = 'waitlist' satisfies OutboxKindName;
export const PARTNERSHIP_KIND = 'partnership' satisfies OutboxKindName;
export const QUESTION_COLLECTION_KIND = 'question-collection' satisfies OutboxKindName;

/** The names of the public forms' kinds. */
export type PublicFormKind = typeof WAITLIST_KIND | typeof PARTNERSHIP_KIND | typeof QUESTION_COLLECTION_KIND;

/** The three kinds, for OUTBOX_KINDS (src/offline/outbox-kinds.ts). */
export const PUBLIC_FORM_KINDS: Pick<OutboxKinds, PublicFormKind> = {
  [WAITLIST_KIND]: { needsAccount: false, tables: [], request: async (_db, entry) => jsonPost(apiRoutes.api.waitlist, entry.payload) },
  [PARTNERSHIP_KIND]: { needsAccount: false, tables: [], request: async (_db, entry) => jsonPost(apiRoutes.api.partnerships, entry.payload) },
  [QUESTION_COLLECTION_KIND]: {
    needsAccount: false,
    tables: [],
    request: async (_db, entry) => jsonPost(apiRoutes.api['question-collection'], entry.payload),
  },
};
