/**
 * Server speech: POST /api/text-to-speech (base64 mp3, or 501 when the provider has no voice, so the
 * browser reads aloud) and POST /api/speech-to-text (an uploaded recording answered as an event
 * stream of `data: {json}` lines). Without server transcription the upload is answered at once
 * with the error event, before its body is read.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { streamSSE } from 'hono/streaming';
import { TextToSpeechRequestSchema } from '../../core/contract/interview';
import { MESSAGES } from '../../core/contract/errors';
import type { AiProvider } from '../ai/provider';
import { limitJsonBody } from '../http/body-limit';
import { validate } from '../http/validate';
import { AudioUploadSchema, assertAudioFile, limitAudioBody } from '../services/audio-upload';
import { NO_ENGINE_EVENT, transcribeToEvents } from '../services/speech-to-text';
import { errorBody } from '../../core/contract/wire';

/** Streams the error event and leaves the upload unread when there is no transcription engine. */
const needsEngine =
  (ai: AiProvider): MiddlewareHandler =>
  async (c, next) => {
    if (ai.transcribe) return next();
    return streamSSE(c, (stream) => stream.writeSSE({ data: JSON.stringify(NO_ENGINE_EVENT) }));
  };

export const speechRoutes = (ai: AiProvider) =>
  new Hono()
    .post('/text-to-speech', limitJsonBody, validate('json', TextToSpeechRequestSchema), async (c) => {
      if (!ai.textToSpeech) return c.json(errorBody(MESSAGES.serverSpeechOff), 501);
      const mp3 = await ai.textToSpeech(c.req.valid('json').text);
      return c.json({ audioContent: Buffer.from(mp3).toString('base64') }, 200);
    })
    .post('/speech-to-text', needsEngine(ai), limitAudioBody, validate('form', AudioUploadSchema), (c) => {
      const audio = assertAudioFile(c.req.valid('form').audio);
      return streamSSE(c, (stream) =>
        transcribeToEvents(ai, audio, (event) => stream.writeSSE({ data: JSON.stringify(event) })),
      );
    });
