/**
 * The study-room tutor: POST /api/tutor-response with a TutorRequest (messages and an optional
 * focus, core/contract/tutor.ts), answered as a text/event-stream of `data: {json}` TutorEvents:
 * `delta` events, then `done` with the whole `response` and its sources, or `error`. A client that
 * disconnects aborts the model request.
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { TutorRequestSchema } from '../../core/contract/tutor';
import type { AiProvider } from '../ai/provider';
import { streamTutorEvents } from '../ai/tutor';
import { limitJsonBody } from '../http/body-limit';
import { validate } from '../http/validate';

export const tutorRoutes = (ai: AiProvider) =>
  new Hono().post('/tutor-response', limitJsonBody, validate('json', TutorRequestSchema), (c) => {
    const request = c.req.valid('json');
    return streamSSE(c, async (stream) => {
      const controller = new AbortController();
      stream.onAbort(() => controller.abort());
      await streamTutorEvents(ai, request, (event) => stream.writeSSE({ data: JSON.stringify(event) }), controller.signal);
    });
  });
