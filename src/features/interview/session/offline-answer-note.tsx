/**
 * Said before the candidate starts a question while the device is offline: typed answers work and
 * are graded on this device; voice answers need a connection (the server's speech-to-text, and in
 * most browsers the live transcription too). Renders nothing online.
 */
import { useOnline } from '@/lib/use-online';

export const OFFLINE_ANSWER_NOTE =
  'You are offline: type your answers, they are graded on this device. Voice answers need a connection.';

export function OfflineAnswerNote() {
  const online = useOnline();
  if (online) return null;
  return <p className="rounded-md bg-muted p-3 text-sm">{OFFLINE_ANSWER_NOTE}</p>;
}
