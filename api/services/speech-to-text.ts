/**
 * The speech-to-text flow as a sequence of SpeechToTextEvents: processing (progress in percent,
 * rising), then complete (transcription and speech metrics) or error. Without a server engine the
 * only event is an error saying so: a transcription is never made up.
 */
import type { SpeechToTextEvent } from '../../core/contract/interview';
import { MESSAGES } from '../../core/contract/errors';
import { computeSpeechMetrics } from '../../core/coach/speech-metrics';
import type { AiProvider } from '../ai/provider';

/** Sends one event to the client; resolves when written. */
export type SendEvent = (event: SpeechToTextEvent) => Promise<void>;

/** The only event without a server engine (api/routes/speech.ts sends it before reading the upload). */
export const NO_ENGINE_EVENT: SpeechToTextEvent = { status: 'error', error: MESSAGES.serverTranscriptionOff };

const TRANSCRIPTION_FAILED = 'Transcription failed. Please try again.';

/** Transcribes `audio` with the provider's engine, reporting every step through `send`. Never throws. */
export async function transcribeToEvents(ai: AiProvider, audio: File, send: SendEvent): Promise<void> {
  if (!ai.transcribe) return send(NO_ENGINE_EVENT);

  await send({ status: 'processing', progress: 0 });
  let reported = 0;
  let progressWritten = Promise.resolve();
  const onProgress = (percent: number) => {
    const progress = Math.min(100, Math.max(0, Math.round(percent)));
    if (progress <= reported) return;
    reported = progress;
    progressWritten = progressWritten.then(() => send({ status: 'processing', progress }));
  };

  try {
    const transcription = await ai.transcribe(audio, onProgress);
    await progressWritten;
    const text = transcription.text.trim();
    if (!text) return send({ status: 'error', error: MESSAGES.noResponse });
    await send({ status: 'complete', transcription: text, speechMetrics: computeSpeechMetrics(text, transcription) });
  } catch (error) {
    console.error('Transcription failed:', error);
    await progressWritten.catch(() => undefined);
    await send({ status: 'error', error: TRANSCRIPTION_FAILED });
  }
}
