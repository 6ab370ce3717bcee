/**
 * Server speech: POST /api/text-to-speech (base64 mp3, or 501 when the provider has no voice, so the
 * browser reads aloud) and POST /api/speech-to-text (an uploaded recording answered as an event
 * stream of `data: {json}` lines).
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { TextToSpeechRequestSchema } from '../../core/contract/interview';
import { MESSAGES } from '../../core/contract/errors';
import type { AiProvider } from '../ai/provider';
import { limitJsonBody } from '../http/body-limit';
import { validate } from '../http/validate';
import { AudioUploadSchema, assertAudioFile, limitAudioBody } from '../services/audio-upload';
import { transcribeToEvents } from '../services/speech-to-text';

export const speechRoutes = (ai: AiProvider) =>
  new Hono()
    .post('/text-to-speech', limitJsonBody, validate('json', TextToSpeechRequestSchema), async (c) => {
      if (!ai.textToSpeech) return c.json({ error: MESSAGES.serverSpeechOff }, 501);
      const mp3 = await ai.textToSpeech(c.req.valid('json').text);
      return c.json({ audioContent: Buffer.from(mp3).toString('base64') }, 200);
    })
    .post('/speech-to-text', limitAudioBody, validate('form', AudioUploadSchema), (c) => {
      const audio = assertAudioFile(c.req.valid('form').audio);
      return streamSSE(c, (stream) =>
        transcribeToEvents(ai, audio, (event) => stream.writeSSE({ data: JSON.stringify(event) })),
      );
    });
