import { describe, expect, it } from 'vitest';
import { readEventStream } from '@/lib/event-stream';

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('readEventStream', () => {
  it('yields each data line, across chunk boundaries', async () => {
    const events: unknown[] = [];
    const body = streamOf('data: {"status":"processing","prog', 'ress":40}\n\n: comment\n', 'data: {"status":"complete"}');
    for await (const event of readEventStream(body)) events.push(event);
    expect(events).toEqual([{ status: 'processing', progress: 40 }, { status: 'complete' }]);
  });
});
