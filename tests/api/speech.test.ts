/**
 * Server speech routes. The offline coach has no speech engine (501 / an error event); a stand-in
 * engine checks the streaming contract that a real engine (a later issue) plugs into.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOfflineProvider } from '../../api/ai/offline-provider';
import type { AiProvider, Transcription } from '../../api/ai/provider';
import { MAX_AUDIO_BYTES } from '../../core/contract/constants';
import { MESSAGES } from '../../core/contract/errors';
import { audioForm, readSpeechEvents } from './support/event-stream';
import { createTestApp, postJson, type TestApp } from './support/test-app';

/** The offline coach plus a speech engine that answers `result` after reporting 40% and 100%. */
function withEngine(result: () => Promise<Transcription>): AiProvider & { received: File[] } {
  const received: File[] = [];
  return {
    ...createOfflineProvider(),
    received,
    textToSpeech: async (text) => new TextEncoder().encode(`mp3:${text}`),
    transcribe: async (audio, onProgress) => {
      received.push(audio);
      onProgress(40);
      onProgress(100);
      return result();
    },
  };
}

const upload = (app: ReturnType<TestApp['withAi']>, form: FormData, headers?: Record<string, string>) =>
  app.request('/api/speech-to-text', { method: 'POST', body: form, headers });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/text-to-speech', () => {
  it('answers 501 with a clear message when the server has no voice', async () => {
    const res = await postJson(t.app, '/api/text-to-speech', { text: 'Walk me through a DCF.' });
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({ error: MESSAGES.serverSpeechOff });
  });

  it('answers the engine audio as base64', async () => {
    const spoken = t.withAi(withEngine(async () => ({ text: '' })));
    const res = await postJson(spoken, '/api/text-to-speech', { text: 'Hello' });
    expect(res.status).toBe(200);
    const { audioContent } = (await res.json()) as { audioContent: string };
    expect(Buffer.from(audioContent, 'base64').toString()).toBe('mp3:Hello');
  });

  it.each([
    [{}, 'text is required'],
    [{ text: '  ' }, 'text must not be empty'],
    [{ text: ['a'] }, 'text must be a string'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await postJson(t.app, '/api/text-to-speech', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });
});

describe('POST /api/speech-to-text without a server engine', () => {
  it('streams one error event saying server transcription is not configured, never a made-up text', async () => {
    const res = await upload(t.app, audioForm(2048));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await readSpeechEvents(res)).toEqual([{ status: 'error', error: MESSAGES.serverTranscriptionOff }]);
  });
});

describe('POST /api/speech-to-text upload checks (with an engine: without one nothing is read)', () => {
  /** An app whose engine is never reached by these invalid uploads. */
  const checking = () => t.withAi(withEngine(() => Promise.reject(new Error('not reached'))));

  it('answers 400 when the audio field is missing', async () => {
    const form = new FormData();
    form.append('recording', new File([new Uint8Array(10)], 'a.webm', { type: 'audio/webm' }));
    const res = await upload(checking(), form);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringContaining('audio is required') });
  });

  it('answers 400 when audio is text rather than a file', async () => {
    const form = new FormData();
    form.append('audio', 'um, my answer');
    const res = await upload(checking(), form);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringContaining('audio is required') });
  });

  it('answers 400 for an empty recording', async () => {
    const res = await upload(checking(), audioForm(0));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'audio is empty: nothing was recorded' });
  });

  it('answers 413 for a recording over 25 MiB', async () => {
    const res = await upload(checking(), audioForm(MAX_AUDIO_BYTES + 1024 * 1024));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The recording is larger than 25 MiB.' });
  });

  it('answers 413 from the declared length alone, before reading the body', async () => {
    const res = await upload(checking(), audioForm(16), { 'Content-Length': String(MAX_AUDIO_BYTES * 2) });
    expect(res.status).toBe(413);
  });

  it.each([
    ['text/plain', 'notes.txt'],
    ['application/pdf', 'cv.pdf'],
    ['video/webm', 'clip.webm'],
  ])('answers 415 for a %s file', async (type, name) => {
    const res = await upload(checking(), audioForm(512, type, name));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: expect.stringContaining(`not ${type}`) });
  });

  it('answers 400 for a malformed multipart body', async () => {
    const res = await checking().request('/api/speech-to-text', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nbroken',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/malformed/i) });
  });
});

describe('POST /api/speech-to-text with an engine', () => {
  it('streams rising progress, then the transcription with speech metrics computed from it', async () => {
    const engine = withEngine(async () => ({
      text: ' Um, so enterprise value is, like, equity value plus net debt. ',
      durationSeconds: 6,
      words: [
        { word: 'um', start: 0, end: 0.3 },
        { word: 'so', start: 3, end: 3.2 },
      ],
    }));
    const res = await upload(t.withAi(engine), audioForm(4096, 'audio/mp4', 'answer.mp4'));
    const events = await readSpeechEvents(res);
    expect(events.slice(0, 3)).toEqual([
      { status: 'processing', progress: 0 },
      { status: 'processing', progress: 40 },
      { status: 'processing', progress: 100 },
    ]);
    expect(events).toHaveLength(4);
    expect(events[3]).toMatchObject({
      status: 'complete',
      transcription: 'Um, so enterprise value is, like, equity value plus net debt.',
      speechMetrics: { wordCount: 11, durationSeconds: 6, wordsPerMinute: 110, longPauses: 1 },
    });
    const last = events[3];
    if (last?.status === 'complete') expect(last.speechMetrics.fillerWords).toMatchObject({ um: 1, like: 1 });
    expect(engine.received[0]).toMatchObject({ size: 4096, type: 'audio/mp4' });
  });

  it('treats an empty transcription as a failure', async () => {
    const app = t.withAi(withEngine(async () => ({ text: '   ' })));
    const events = await readSpeechEvents(await upload(app, audioForm(1024)));
    expect(events.at(-1)).toEqual({ status: 'error', error: MESSAGES.noResponse });
  });

  it('ends with an error event when the engine fails', async () => {
    const app = t.withAi(withEngine(() => Promise.reject(new Error('engine down'))));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const events = await readSpeechEvents(await upload(app, audioForm(1024)));
      expect(events.at(-1)).toEqual({ status: 'error', error: 'Transcription failed. Please try again.' });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
