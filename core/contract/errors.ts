/**
 * User-facing messages from the spec's error catalogue (section 8) used by more than one screen.
 */
export const MESSAGES = {
  noResponse: 'No response detected make sure your microphone is on and working',
  noResponseCard: 'No response detected. Make sure your microphone is on and working.',
  microphoneDenied: 'Unable to access microphone. Please check permissions.',
  noAudio: 'No audio content received from server',
  noData: 'No data found',
  serverTranscriptionOff: 'Server transcription is not configured: type or correct your answer in the text box.',
  serverSpeechOff: 'Server text-to-speech is not configured: the browser reads questions aloud.',
} as const;
