/** Every outbox kind the app sends, by name (flash-card progress, practice responses and public forms join here). */
import type { OutboxKinds } from '@/offline/outbox';
import { SAVE_INTERVIEW_KIND } from '@/offline/save-request';
import { saveInterviewKind } from '@/offline/saved-interviews';

export const OUTBOX_KINDS: OutboxKinds = {
  [SAVE_INTERVIEW_KIND]: saveInterviewKind,
};
