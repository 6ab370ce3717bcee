/**
 * The tutor call of the study room: POST /api/tutor-response (core/contract/tutor.ts), read as it
 * streams. Each `delta` event's text goes to `onDelta` as it arrives; the final `done` event gives
 * the whole reply and its question-bank sources. An `error` event, a failed request, a malformed
 * event or a stream that ends without `done` rejects with TutorReplyError (a user-facing message).
 */
import { TUTOR_FAILED, TutorEventSchema, type TutorRequest, type TutorSource } from '@core/contract/tutor';
import { readErrorMessage } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import { readEventStream } from '@/lib/event-stream';

/** A tutor reply that failed; `message` is short and fit to show (never a stack or a prompt). */
export class TutorReplyError extends Error {
  constructor(
    message: string,
    /** HTTP status of a refused request (0: no connection or a broken stream). */
    readonly status = 0,
  ) {
    super(message);
    this.name = 'TutorReplyError';
  }
}

export interface TutorReply {
  /** The whole reply (markdown). */
  response: string;
  sources: TutorSource[];
}

export interface StreamTutorOptions {
  /** Called with each piece of text, in order. */
  onDelta: (text: string) => void;
  /** The session's access token, so the AI rate limit counts per user; none for a visitor. */
  accessToken?: string | null;
  signal?: AbortSignal;
}

/**
 * Sends `request` and streams the reply. Resolves with the `done` event's reply.
 * @throws TutorReplyError on any failure; the abort error when `signal` aborts.
 */
export async function streamTutorReply(request: TutorRequest, { onDelta, accessToken, signal }: StreamTutorOptions): Promise<TutorReply> {
  let response: Response;
  try {
    response = await fetch(apiRoutes.api['tutor-response'].$path(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new TutorReplyError(TUTOR_FAILED);
  }
  if (!response.ok) {
    // 429 (the AI rate limit) carries a message worth showing; other refusals get the plain one.
    const message = response.status === 429 ? ((await readErrorMessage(response)) ?? TUTOR_FAILED) : TUTOR_FAILED;
    throw new TutorReplyError(message, response.status);
  }
  if (!response.body) throw new TutorReplyError(TUTOR_FAILED);
  try {
    for await (const raw of readEventStream(response.body)) {
      const event = TutorEventSchema.safeParse(raw);
      if (!event.success) throw new TutorReplyError(TUTOR_FAILED);
      if (event.data.type === 'delta') onDelta(event.data.text);
      else if (event.data.type === 'done') return { response: event.data.response, sources: event.data.sources };
      else throw new TutorReplyError(event.data.error || TUTOR_FAILED);
    }
  } catch (error) {
    if (error instanceof TutorReplyError || signal?.aborted) throw error;
    throw new TutorReplyError(TUTOR_FAILED);
  }
  throw new TutorReplyError(TUTOR_FAILED);
}
