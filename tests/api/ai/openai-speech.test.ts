/**
 * Server speech with the OpenAI-compatible provider against the fake server: text-to-speech (mp3 as
 * base64 audioContent) and speech-to-text (verbose_json with word timings → the route's complete
 * event carries words per minute, fillers and long pauses computed from the timings).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_FAILURE_MESSAGES } from '../../../api/ai/provider-error';
import { namedForUpload } from '../../../api/ai/openai/speech';
import { MP3_BYTES, TRANSCRIPTION } from '../../fixtures/fake-openai/fixtures';
import { startFakeOpenAi, type FakeOpenAi } from '../../fixtures/fake-openai/control';
import { audioForm, readSpeechEvents } from '../support/event-stream';
import { captureLogs, createAiTestApps, fakeProvider, post, type AiTestApps, type App } from './support';

let fake: FakeOpenAi;
let apps: AiTestApps;
let app: App;
beforeAll(async () => {
  [fake, apps] = await Promise.all([startFakeOpenAi(), createAiTestApps()]);
  app = apps.appWith(fakeProvider(fake));
});
afterAll(async () => {
  await Promise.all([fake.stop(), apps.close()]);
});
beforeEach(() => fake.reset());

const upload = (form: FormData) => app.request('/api/speech-to-text', { method: 'POST', body: form });

describe('POST /api/text-to-speech through audio.speech', () => {
  it('answers the mp3 bytes as base64, with the configured model and voice', async () => {
    const res = await post(app, '/api/text-to-speech', { text: 'Walk me through a DCF.' });
    expect(res.status).toBe(200);
    const { audioContent } = (await res.json()) as { audioContent: string };
    expect(new Uint8Array(Buffer.from(audioContent, 'base64'))).toEqual(MP3_BYTES);
    expect(await fake.requests()).toMatchObject([{ route: 'speech', model: 'fake-tts', voice: 'verse', input: 'Walk me through a DCF.' }]);
  });

  it('answers 502 with a clear message when the server fails', async () => {
    await fake.scenario({ kind: 'error', status: 401 });
    const { result: res } = await captureLogs(() => post(app, '/api/text-to-speech', { text: 'Hello' }));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: AI_FAILURE_MESSAGES.auth });
  });
});

describe('POST /api/speech-to-text through audio.transcriptions', () => {
  it('uploads the webm with verbose_json word timestamps and streams metrics computed from the timings', async () => {
    const size = 48_000;
    const res = await upload(audioForm(size, 'audio/webm;codecs=opus', 'blob'));
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readSpeechEvents(res);
    const progress = events.filter((e) => e.status === 'processing').map((e) => (e.status === 'processing' ? e.progress : -1));
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);

    const complete = events.at(-1)!;
    if (complete.status !== 'complete') throw new Error(`expected complete, got ${JSON.stringify(complete)}`);
    expect(complete.transcription).toBe(TRANSCRIPTION.text);
    expect(complete.speechMetrics).toMatchObject({ wordCount: 25, durationSeconds: 12, wordsPerMinute: 125, longPauses: 1 });
    expect(complete.speechMetrics.fillerWords).toMatchObject({ um: 1, like: 1 });

    const [sent] = await fake.requests();
    expect(sent).toMatchObject({
      route: 'transcriptions',
      model: 'fake-whisper',
      file: { name: 'answer.webm', type: 'audio/webm;codecs=opus', size },
      fields: { response_format: 'verbose_json', 'timestamp_granularities[]': ['word'] },
    });
  });

  it('names a Safari mp4 recording answer.mp4, and the fake accepts it', async () => {
    expect((namedForUpload(new File([new Uint8Array(4)], 'blob', { type: 'audio/mp4' }))).name).toBe('answer.mp4');
    const events = await readSpeechEvents(await upload(audioForm(2048, 'audio/mp4', 'recording')));
    expect(events.at(-1)?.status).toBe('complete');
  });

  it('streams an error event when the server refuses the upload (the fake accepts only webm and mp4)', async () => {
    const { result: events } = await captureLogs(async () => readSpeechEvents(await upload(audioForm(2048, 'audio/ogg', 'answer.ogg'))));
    expect(events.at(-1)).toEqual({ status: 'error', error: 'Transcription failed. Please try again.' });
    expect((await fake.requests())[0]).toMatchObject({ rejected: 'unsupported type audio/ogg' });
  });

  it('accepts a transcription without word timings: no long-pause count, duration from the server', async () => {
    await fake.scenario({ kind: 'transcription', body: { text: 'EBITDA is a proxy for cash flow.', duration: 6, language: 'english' } });
    const complete = (await readSpeechEvents(await upload(audioForm(4096)))).at(-1)!;
    expect(complete).toMatchObject({ status: 'complete', speechMetrics: { wordCount: 7, durationSeconds: 6, wordsPerMinute: 70, longPauses: null } });
  });
});
