/**
 * Said before the candidate starts a question while the device is offline: typed answers work and
 * are graded on this device; voice answers need a connection (the server's speech-to-text, and in
 * most browsers the live transcription too), unless this browser recognises speech on the device.
 * Renders nothing online.
 */
import { useOfflineSpeech } from '@/lib/use-offline-speech';
import { useOnline } from '@/lib/use-online';

export const OFFLINE_ANSWER_NOTE =
  'You are offline: type your answers, they are graded on this device. Voice answers need a connection.';

export const OFFLINE_VOICE_ON_DEVICE_NOTE =
  'You are offline: speak or type your answers, they are transcribed and graded on this device.';

export function OfflineAnswerNote() {
  const online = useOnline();
  const offlineSpeech = useOfflineSpeech();
  if (online) return null;
  return <p className="rounded-md bg-muted p-3 text-sm">{offlineSpeech ? OFFLINE_VOICE_ON_DEVICE_NOTE : OFFLINE_ANSWER_NOTE}</p>;
}
