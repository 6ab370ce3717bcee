/**
 * Server speech through the OpenAI audio API.
 * - Text to speech: `audio.speech.create` (model, voice, `response_format: 'mp3'`), the mp3 bytes
 *   (https://platform.openai.com/docs/api-reference/audio/createSpeech).
 * - Speech to text: `audio.transcriptions.create` with `response_format: 'verbose_json'` and
 *   `timestamp_granularities: ['word']` (https://platform.openai.com/docs/api-reference/audio/createTranscription),
 *   giving the text, the audio duration (seconds) and word timings where the model provides them.
 *   The API reports no progress, so progress is estimated while waiting (rising towards 90%, then 100%).
 */
import type { Transcription } from '../provider';
import type { OpenAiContext } from './client';
import { toAiError } from './errors';

/** File extensions the transcription API recognises, by MIME subtype (it reads the format from the name). */
const EXTENSIONS: Readonly<Record<string, string>> = {
  webm: 'webm', mp4: 'mp4', 'x-m4a': 'm4a', m4a: 'm4a', mpeg: 'mp3', mp3: 'mp3', ogg: 'ogg', wav: 'wav', 'x-wav': 'wav', flac: 'flac',
};

/** `audio` renamed `answer.<ext>` after its MIME type (MediaRecorder blobs are often named "blob"). */
export function namedForUpload(audio: File): File {
  const subtype = audio.type.toLowerCase().split(';')[0]!.split('/')[1] ?? '';
  const extension = EXTENSIONS[subtype] ?? 'webm';
  return new File([audio], `answer.${extension}`, { type: audio.type || `audio/${extension}` });
}

/** mp3 bytes of `text` read aloud. @throws AiProviderError. */
export async function modelSpeech(ctx: OpenAiContext, text: string): Promise<Uint8Array> {
  try {
    const response = await ctx.client.audio.speech.create({
      model: ctx.config.speechModel,
      voice: ctx.config.voice,
      input: text,
      response_format: 'mp3',
    });
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw toAiError('text-to-speech', error);
  }
}

/** Milliseconds between progress estimates, and the estimate's half-life while waiting. */
const PROGRESS_TICK_MS = 400;
const PROGRESS_HALF_LIFE_MS = 3000;

/**
 * Transcribes `audio`, calling `onProgress` with estimated percents (5, rising towards 90, then 100).
 * Words are trimmed and kept only with finite, ordered times. @throws AiProviderError.
 */
export async function modelTranscription(ctx: OpenAiContext, audio: File, onProgress: (percent: number) => void): Promise<Transcription> {
  const started = Date.now();
  onProgress(5);
  const ticker = setInterval(() => {
    const waited = Date.now() - started;
    onProgress(5 + 85 * (1 - 0.5 ** (waited / PROGRESS_HALF_LIFE_MS)));
  }, PROGRESS_TICK_MS);
  try {
    const result = await ctx.client.audio.transcriptions.create({
      file: namedForUpload(audio),
      model: ctx.config.transcribeModel,
      response_format: 'verbose_json',
      timestamp_granularities: ['word'],
    });
    onProgress(100);
    const words = (result.words ?? [])
      .map((w) => ({ word: w.word.trim(), start: w.start, end: w.end }))
      .filter((w) => w.word && Number.isFinite(w.start) && Number.isFinite(w.end) && w.start >= 0 && w.end >= w.start);
    const durationSeconds = Number.isFinite(result.duration) && result.duration > 0 ? result.duration : undefined;
    return { text: result.text ?? '', durationSeconds, words: words.length > 0 ? words : undefined };
  } catch (error) {
    throw toAiError('speech-to-text', error);
  } finally {
    clearInterval(ticker);
  }
}
