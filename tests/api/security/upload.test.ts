/**
 * Issue 12, item 7: without server transcription, POST /api/speech-to-text answers at once, before
 * reading the upload (a 25 MiB body is never buffered for nothing); and uploads are rate-limited in
 * every mode, the offline coach's included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../core/contract/errors';
import { audioForm, readSpeechEvents } from '../support/event-stream';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/speech-to-text without server transcription', () => {
  it('answers before reading the body', async () => {
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await t.app.request('/api/speech-to-text', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=greenshoe' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await readSpeechEvents(response)).toEqual([{ status: 'error', error: MESSAGES.serverTranscriptionOff }]);
    expect(pulls).toBeLessThanOrEqual(1);
  });
});

describe('the upload rate limit', () => {
  it('refuses uploads past the limit with 429 and Retry-After, with the offline coach too', async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 40 && !refused; i += 1) {
      const response = await t.app.request('/api/speech-to-text', { method: 'POST', body: audioForm(1024), headers: { 'X-Forwarded-For': '203.0.113.9' } });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.body?.cancel();
    }
    expect(refused, `statuses: ${statuses.join(',')}`).toBeDefined();
    expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused!.json()).toEqual({ error: expect.any(String) });
  });
});
