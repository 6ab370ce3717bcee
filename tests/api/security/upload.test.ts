/**
 * Issue 12, item 7: without server transcription, POST /api/speech-to-text answers at once, before
 * reading the upload (a 25 MiB body is never buffered for nothing); and uploads are rate-limited in
 * every mode, the offline coach's included. Issue 15, item 6: the AI and upload limits are the same
 * fixed-window limiter as the others, on the app's counters, so several servers count together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../../api/ai/offline-provider';
import { createApp } from '../../../api/app';
import { readEnv } from '../../../api/config/env';
import { deriveModes } from '../../../api/config/modes';
import { createPostgresCounters } from '../../../api/db/postgres-counters';
import { MESSAGES } from '../../../core/contract/errors';
import { audioForm, readSpeechEvents } from '../support/event-stream';
import { createTestApp, postJson, type TestApp } from '../support/test-app';
import { createTestUser, testVerifier } from '../support/tokens';

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

describe('the AI and upload limits on shared counters', () => {
  it('count together in two apps sharing the database’s counters (several servers)', async () => {
    const counters = createPostgresCounters(t.database.db);
    const limit = { max: 2, windowSeconds: 60 };
    const serverApp = () =>
      createApp({ db: t.database.db, ai: createOfflineProvider(), modes: deriveModes(readEnv({})).modes, verifier: testVerifier, counters, aiRateLimit: limit, uploadRateLimit: limit });
    const [first, second] = [serverApp(), serverApp()];
    const user = await createTestUser();
    const upload = (app: typeof first) => app.request('/api/speech-to-text', { method: 'POST', body: audioForm(1024), headers: user.headers });
    const script = (app: typeof first) => postJson(app, '/api/generate-script', {}, user.headers);
    for (const app of [first, second]) expect((await upload(app)).status).not.toBe(429);
    expect((await upload(first)).status).toBe(429);
    for (const app of [second, first]) expect((await script(app)).status).not.toBe(429);
    expect((await script(second)).status).toBe(429);
  });
});
