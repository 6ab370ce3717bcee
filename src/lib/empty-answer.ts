/**
 * Why a submitted answer came out empty, told apart so the message blames the right thing, and the
 * message with its next step for each:
 * - 'silent': the recording's loudest moment stayed below SILENCE_LEVEL (the microphone captured
 *   silence): the spec's "No response detected" message;
 * - 'no-live-transcription': sound was recorded but this browser turned none of it into text (no
 *   live transcription here, and no server transcription);
 * - 'offline': sound was recorded offline and this browser turned none of it into text (voice
 *   needs a connection here);
 * - 'unrecognised': sound was recorded and transcribed, but no words came out;
 * - 'transcription-failed': the server could not transcribe the recording;
 * - 'denied': nothing was recorded because the microphone permission was refused;
 * - 'nothing': nothing was recorded or typed.
 */
import { MESSAGES } from '@core/contract/errors';

export type EmptyAnswer = 'silent' | 'no-live-transcription' | 'offline' | 'unrecognised' | 'transcription-failed' | 'denied' | 'nothing';

export const EMPTY_ANSWER_MESSAGES: Record<EmptyAnswer, string> = {
  silent: MESSAGES.noResponse,
  'no-live-transcription':
    'Your voice was recorded, but this browser cannot turn speech into text. Type your answer in the text box and submit it.',
  offline: 'You are offline and this browser cannot turn speech into text without a connection. Type your answer in the text box and submit it.',
  unrecognised: 'We heard sound but no words. Speak closer to the microphone and try again, or type your answer.',
  'transcription-failed': 'The server could not transcribe your recording. Type your answer in the text box, or record it again.',
  denied: MESSAGES.microphoneDenied,
  nothing: 'There is no answer yet: record it or type it in the text box, then submit.',
};
