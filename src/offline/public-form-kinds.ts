/**
 * The outbox kinds of the public forms (waitlist, partnership request, interview survey): each entry
 * is POSTed as it was queued and needs no account. Kept apart from public-forms.ts, which starts the
 * sync engine, so that the sync engine's list of kinds (outbox-kinds.ts) does not import it back.
 */
import type { OutboxKind } from '@/offline/outbox';

/** Outbox kinds of the public forms (no account needed). */
export const WAITLIST_KIND = 'waitlist';
export const PARTNERSHIP_KIND = 'partnership';
export const QUESTION_COLLECTION_KIND = 'question-collection';

const publicKind = (path: string): OutboxKind => ({
  needsAccount: false,
  tables: [],
  request: (entry) => ({ method: 'POST', path, body: entry.payload }),
});

/** The three kinds, for OUTBOX_KINDS (src/offline/outbox-kinds.ts). */
export const PUBLIC_FORM_KINDS: Readonly<Record<string, OutboxKind>> = {
  [WAITLIST_KIND]: publicKind('/api/waitlist'),
  [PARTNERSHIP_KIND]: publicKind('/api/partnerships'),
  [QUESTION_COLLECTION_KIND]: publicKind('/api/question-collection'),
};
