/** Health, capabilities, unknown routes, and the built PWA served beside the API. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOfflineProvider } from '../../api/ai/offline-provider';
import { createApp } from '../../api/app';
import { deriveModes } from '../../api/config/modes';
import { readEnv } from '../../api/config/env';
import { CapabilitiesSchema, HealthSchema } from '../../core/contract/interview';
import { createTestApp, openTestDatabase, testDatabaseKind, type TestApp } from './support/test-app';
import { testVerifier } from './support/tokens';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'greenshoe-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Greenshoe</title>');
  await writeFile(join(distDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(join(distDir, 'manifest.webmanifest'), '{"name":"Greenshoe"}');
  await writeFile(join(distDir, 'assets', 'index-a1b2c3.js'), 'console.log("app");');
  await writeFile(join(distDir, 'assets', 'index-a1b2c3.css'), 'body{margin:0}');
  t = await createTestApp({ staticDir: distDir });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports status ok and the mode of every concern', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(HealthSchema.parse(await res.json())).toEqual({
      status: 'ok',
      modes: { database: testDatabaseKind, auth: 'embedded', ai: 'offline-coach', speech: 'browser', email: 'mailbox' },
    });
  });

  it('answers 503 with an error when the database does not answer', async () => {
    const database = await openTestDatabase();
    await database.close();
    const app = createApp({ db: database.db, ai: createOfflineProvider(), modes: deriveModes(readEnv({})).modes, verifier: testVerifier });
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'The database is unavailable.' });
  });
});

describe('GET /api/capabilities', () => {
  it('says the offline coach has no server speech, so the browser speaks and listens', async () => {
    const res = await t.app.request('/api/capabilities');
    expect(res.status).toBe(200);
    expect(CapabilitiesSchema.parse(await res.json())).toMatchObject({ speechToText: false, textToSpeech: false });
  });
});

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/generate-scripts'],
    ['GET', '/api/generate-script'],
    ['GET', '/api'],
  ])('%s %s answers a JSON 404, never the app shell', async (method, path) => {
    const res = await t.app.request(path, { method, headers: { Accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: `Not found: ${method} ${path}` });
  });
});

describe('the built PWA', () => {
  it.each([
    ['/', 'text/html', 'no-cache'],
    ['/index.html', 'text/html', 'no-cache'],
    ['/sw.js', 'text/javascript', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
    ['/assets/index-a1b2c3.js', 'text/javascript', 'public, max-age=31536000, immutable'],
    ['/assets/index-a1b2c3.css', 'text/css', 'public, max-age=31536000, immutable'],
  ])('serves %s as %s with Cache-Control %s', async (path, type, cache) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(type);
    expect(res.headers.get('cache-control')).toBe(cache);
  });

  it('answers client-side routes with index.html (SPA fallback)', async () => {
    for (const path of ['/interview', '/study-session/m-42', '/practice-setup?from=landing']) {
      const res = await t.app.request(path, { headers: { Accept: 'text/html,application/xhtml+xml' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Greenshoe</title>');
    }
  });

  it('answers 404 for a missing asset instead of the app shell', async () => {
    const res = await t.app.request('/assets/index-gone.js');
    expect(res.status).toBe(404);
  });
});
