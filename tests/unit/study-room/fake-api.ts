/**
 * A stubbed fetch for the study room: GET /api/profile and POST /api/get-interviews answer JSON
 * given by the test; each POST /api/tutor-response answers a stream the test feeds event by event.
 */
import { vi } from 'vitest';
import type { TutorEvent, TutorRequest } from '@core/contract/tutor';
import type { InterviewRecord, Profile } from '@core/contract/saved-interview';

export interface TutorCall {
  request: TutorRequest;
  headers: Headers;
  /** Sends one `data: {json}` event. */
  push(event: TutorEvent): void;
  /** Ends the stream. */
  close(): void;
}

export function fakeApi({ profile, interviews = [] }: { profile?: Profile; interviews?: InterviewRecord[] } = {}) {
  const tutorCalls: TutorCall[] = [];
  const calls: string[] = [];
  const encoder = new TextEncoder();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/tutor-response') {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      tutorCalls.push({
        request: JSON.parse(String(init?.body)) as TutorRequest,
        headers: new Headers(init?.headers),
        push: (event) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
        close: () => controller.close(),
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url === '/api/profile') return profile ? json(profile) : json({ error: 'boom' }, 500);
    if (url === '/api/get-interviews') return json(interviews);
    return json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, tutorCalls, calls };
}
