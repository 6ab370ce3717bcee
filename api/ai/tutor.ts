/**
 * The tutor flow as a sequence of TutorEvents, whatever the provider: `delta` events carrying the
 * reply's text as it is produced, then one `done` event with the whole `response` and its sources,
 * or an `error` event (a clear message; the details are logged by the provider) and nothing more.
 */
import { TUTOR_FAILED, type TutorEvent, type TutorRequest } from '../../core/contract/tutor';
import { AiProviderError } from './provider-error';
import type { AiProvider } from './provider';

/** Sends one event to the client; resolves when written. */
export type SendTutorEvent = (event: TutorEvent) => Promise<void>;

/** Streams the provider's reply to `request` through `send`; `signal` aborts it. Never throws. */
export async function streamTutorEvents(ai: AiProvider, request: TutorRequest, send: SendTutorEvent, signal?: AbortSignal): Promise<void> {
  let response = '';
  try {
    const reply = await ai.tutorReply(request, signal);
    for await (const text of reply.deltas) {
      if (signal?.aborted) return;
      response += text;
      await send({ type: 'delta', text });
    }
    await send({ type: 'done', response, sources: reply.sources });
  } catch (error) {
    if (signal?.aborted) return;
    if (!(error instanceof AiProviderError)) console.error('Tutor reply failed:', error instanceof Error ? error.name : 'unknown error');
    await send({ type: 'error', error: error instanceof AiProviderError ? error.message : TUTOR_FAILED }).catch(() => undefined);
  }
}
