/**
 * The openai project's fake OpenAI server (playwright.config.ts starts it; its control origin is in
 * GREENSHOE_E2E_FAKE_OPENAI): clear its records, queue scripted steps, read what it received.
 */
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import type { FakeStep, RecordedRequest } from '../../fixtures/fake-openai/protocol';

function origin(): string {
  const value = process.env.GREENSHOE_E2E_FAKE_OPENAI;
  if (!value) throw new Error('GREENSHOE_E2E_FAKE_OPENAI is not set: run through playwright.config.ts (project openai)');
  return value;
}

export const fakeOpenAi = {
  /** Clears the records and any queued steps. */
  async reset(request: APIRequestContext): Promise<void> {
    expect((await request.delete(`${origin()}/__requests`)).status()).toBe(204);
  },
  /** Queues steps for the next requests (see FakeStep). */
  async scenario(request: APIRequestContext, ...steps: FakeStep[]): Promise<void> {
    expect((await request.post(`${origin()}/__scenario`, { data: { steps } })).ok()).toBe(true);
  },
  /** Resumes the streams a `holdAfter` step paused. */
  async release(request: APIRequestContext): Promise<void> {
    expect((await request.post(`${origin()}/__release`)).status()).toBe(204);
  },
  /** Every request received since the last reset. */
  async requests(request: APIRequestContext): Promise<RecordedRequest[]> {
    const response = await request.get(`${origin()}/__requests`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as RecordedRequest[];
  },
};

/** Length in seconds of a PCM WAV file (its data chunk over its byte rate). */
export function wavSeconds(path: string): number {
  const bytes = readFileSync(path);
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${path} is not a WAV file`);
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') byteRate = bytes.readUInt32LE(at + 16);
    if (id === 'data') {
      if (!byteRate) throw new Error(`${path}: data before fmt`);
      return Math.min(size, bytes.length - at - 8) / byteRate;
    }
    at += 8 + size + (size % 2);
  }
  throw new Error(`${path} has no data chunk`);
}
