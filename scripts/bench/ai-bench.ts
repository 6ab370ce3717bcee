/**
 * Benchmark of the time our API adds to AI calls, against the fake OpenAI-compatible server (its
 * own process, tests/fixtures/fake-openai). Our app runs in a third process (this script with
 * `--serve <base URL>`) behind @hono/node-server, with the OpenAI provider, the AI and upload rate
 * limits on (with limits never reached) and PGlite in memory; this process is only the client.
 * - ai.tutor_first_token_overhead_ms: time to the first `delta` event through POST
 *   /api/tutor-response minus time to the first content chunk asked of the fake directly (same
 *   messages), per pair of requests; 200 pairs after 20 warm-up pairs. Target p50 and p99 ≤ 10 ms.
 * - ai.stt_overhead_ms_60s: time to the `complete` event of POST /api/speech-to-text with a
 *   60-second recording (16 kHz mono 16-bit silence, 1.92 MB, labelled audio/webm, larger than a
 *   real webm/opus answer) minus the same upload posted to the fake directly; 30 pairs after 3.
 * Prints lines `ai.<name> <value>`. Run alone with `node --import tsx scripts/bench/ai-bench.ts`,
 * or through `npm run bench`.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createOpenAiProvider } from '../../api/ai/openai/provider';
import { OPENAI_DEFAULTS } from '../../api/ai/openai/config';
import { tutorMessages } from '../../api/ai/openai/tutor';
import { createApp } from '../../api/app';
import { readEnv } from '../../api/config/env';
import { deriveModes } from '../../api/config/modes';
import { createDatabase } from '../../api/db/client';
import { loadQuestionBank } from '../../core/bank/load';
import { createBankIndex } from '../../core/bank/search';
import type { TutorRequest } from '../../core/contract/tutor';
import { retrieveTutorQuestions } from '../../core/coach/tutor';
import { startFakeOpenAi } from '../../tests/fixtures/fake-openai/control';
import { percentiles } from './coach-bench';

const QUESTIONS = [
  'How do I walk through a DCF?',
  'What is the difference between enterprise value and equity value?',
  'Why would a company with a higher P/E buy one with a lower P/E?',
  'How do you calculate terminal value?',
  'What makes a good LBO candidate?',
  'How does depreciation flow through the three statements?',
  'How should I answer why investment banking?',
  'What is WACC and how do you calculate it?',
];
const TUTOR_WARM_UP = 20;
const TUTOR_RUNS = 200;
const STT_WARM_UP = 3;
const STT_RUNS = 30;

/** Milliseconds from `start` until `stream` yields a chunk containing `marker`. Reads the rest too. */
async function timeToMarker(response: Response, start: number, marker: string): Promise<number> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let at = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (at < 0 && seen.includes(marker)) at = performance.now() - start;
  }
  if (at < 0) throw new Error(`stream ended without ${marker}: ${seen.slice(0, 300)}`);
  return at;
}

/** `seconds` of 16 kHz mono 16-bit PCM silence as a WAV file's bytes. */
function silenceWav(seconds: number): Uint8Array<ArrayBuffer> {
  const rate = 16_000;
  const dataBytes = seconds * rate * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(dataBytes, 40);
  return new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
}

const print = (name: string, value: number) => console.log(`ai.${name} ${value.toFixed(2)}`);

const benchConfig = (baseURL: string) => ({ ...OPENAI_DEFAULTS, apiKey: 'sk-bench', baseURL, chatModel: 'bench-model' });

/** Server mode: our app with the OpenAI provider pointed at `baseURL`; prints `ai-bench api on <origin>`. */
async function serveApi(baseURL: string): Promise<void> {
  const database = await createDatabase({ inMemory: true });
  await database.migrate();
  const { modes } = deriveModes(readEnv({ OPENAI_API_KEY: 'sk-bench' }));
  const verifier = { verify: () => Promise.reject(new Error('no tokens in this benchmark')) };
  const ai = createOpenAiProvider(benchConfig(baseURL));
  // Both limits on, as in production, but never reached: the upload's own limit (30 a minute)
  // would refuse this benchmark's 33 uploads.
  const neverReached = { max: Number.MAX_SAFE_INTEGER, windowSeconds: 60 };
  const app = createApp({ db: database.db, ai, modes, verifier, aiRateLimit: neverReached, uploadRateLimit: neverReached });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  server.once('listening', () => console.log(`ai-bench api on http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  process.once('SIGTERM', () => process.exit(0));
}

/** Starts our API in its own process; resolves with its origin and a stop function. */
async function startApi(baseURL: string): Promise<{ api: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', baseURL], { stdio: ['ignore', 'pipe', 'inherit'] });
  const api = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /ai-bench api on (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`ai-bench api exited with code ${code}`)));
  });
  return { api, stop: () => child.kill('SIGTERM') };
}

/** Runs the benchmark and prints its figures. */
export async function main(): Promise<void> {
  const fake = await startFakeOpenAi();
  const config = benchConfig(fake.baseURL);
  const { api, stop } = await startApi(fake.baseURL);
  const index = createBankIndex(loadQuestionBank());
  const json = { 'content-type': 'application/json', authorization: 'Bearer sk-bench' };

  try {
    const overhead: number[] = [];
    const viaRoute: number[] = [];
    for (let i = 0; i < TUTOR_WARM_UP + TUTOR_RUNS; i += 1) {
      const request: TutorRequest = { messages: [{ role: 'user', content: QUESTIONS[i % QUESTIONS.length]! }] };
      const direct = JSON.stringify({ model: 'bench-model', stream: true, max_tokens: config.maxTokens, messages: tutorMessages(request, retrieveTutorQuestions(index, request)) });
      let start = performance.now();
      const directMs = await timeToMarker(await fetch(`${fake.baseURL}/chat/completions`, { method: 'POST', headers: json, body: direct }), start, '"content"');
      start = performance.now();
      const routeRes = await fetch(`${api}/api/tutor-response`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
      const routeMs = await timeToMarker(routeRes, start, '"type":"delta"');
      if (i >= TUTOR_WARM_UP) {
        overhead.push(routeMs - directMs);
        viaRoute.push(routeMs);
      }
    }
    const tutor = percentiles(overhead);
    print('tutor_first_token_overhead_ms.p50', tutor.p50);
    print('tutor_first_token_overhead_ms.p99', tutor.p99);
    print('tutor_first_token_via_api_ms.p50', percentiles(viaRoute).p50);

    const wav = silenceWav(60);
    const sttOverhead: number[] = [];
    for (let i = 0; i < STT_WARM_UP + STT_RUNS; i += 1) {
      const direct = new FormData();
      direct.append('file', new File([wav], 'answer.webm', { type: 'audio/webm' }));
      direct.append('model', config.transcribeModel);
      direct.append('response_format', 'verbose_json');
      direct.append('timestamp_granularities[]', 'word');
      let start = performance.now();
      const directRes = await fetch(`${fake.baseURL}/audio/transcriptions`, { method: 'POST', headers: { authorization: 'Bearer sk-bench' }, body: direct });
      await directRes.json();
      const directMs = performance.now() - start;
      const form = new FormData();
      form.append('audio', new File([wav], 'blob', { type: 'audio/webm' }));
      start = performance.now();
      const routeMs = await timeToMarker(await fetch(`${api}/api/speech-to-text`, { method: 'POST', body: form }), start, '"status":"complete"');
      if (i >= STT_WARM_UP) sttOverhead.push(routeMs - directMs);
    }
    print('stt_overhead_ms_60s.p50', percentiles(sttOverhead).p50);
    console.log(`ai.stt_upload_bytes_60s ${wav.byteLength}`);
  } finally {
    stop();
    await fake.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const serveAt = process.argv.indexOf('--serve');
  await (serveAt > 0 ? serveApi(process.argv[serveAt + 1]!) : main());
}
