/**
 * The built PWA's text files are compressed at build time (scripts/build/precompress.ts) and the
 * server picks brotli, then gzip, else the plain file by Accept-Encoding, with the plain file's
 * Content-Type, `Vary: Accept-Encoding`, and immutable caching for hashed assets only; with a
 * prerendered landing (index.html) the other page paths get the plain shell, app.html, but a page
 * the build prerendered (question-bank.html), which its own path gets, with or without a query.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from '../../api/http/static-site';
import { precompressDist } from '../../scripts/build/precompress';

let distDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const page = `<!doctype html><title>Greenshoe</title>${'<p>page</p>'.repeat(200)}`;
const app = () => new Hono().use('*', serveSpa(distDir));
const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'greenshoe-precompressed-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), page);
  await writeFile(join(distDir, 'assets', 'index-a1b2c3.js'), script);
  await writeFile(join(distDir, 'assets', 'tiny-a1b2c3.js'), 'console.log(1);');
  await writeFile(join(distDir, 'sw.js'), script);
  await precompressDist(distDir);
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

describe('precompressing the build', () => {
  it('writes .br and .gz beside text files worth compressing, and none beside tiny ones', () => {
    expect(existsSync(join(distDir, 'assets', 'index-a1b2c3.js.br'))).toBe(true);
    expect(existsSync(join(distDir, 'assets', 'index-a1b2c3.js.gz'))).toBe(true);
    expect(existsSync(join(distDir, 'assets', 'tiny-a1b2c3.js.br'))).toBe(false);
    expect(existsSync(join(distDir, 'assets', 'tiny-a1b2c3.js.gz'))).toBe(false);
  });
});

describe('static files', () => {
  it('sends brotli to a client that accepts br, with the script type, Vary and immutable caching', async () => {
    const res = await app().request('/assets/index-a1b2c3.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await body(res)).toString()).toBe(script);
  });

  it('sends gzip to a client that accepts gzip but not br', async () => {
    const res = await app().request('/assets/index-a1b2c3.js', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gunzipSync(await body(res)).toString()).toBe(script);
  });

  it('sends the plain file to a client without br or gzip, still varying by Accept-Encoding', async () => {
    const res = await app().request('/assets/index-a1b2c3.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(script);
    const tiny = await app().request('/assets/tiny-a1b2c3.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
    expect(await tiny.text()).toBe('console.log(1);');
  });

  it('makes files outside /assets/ revalidate, compressed or not', async () => {
    const res = await app().request('/sw.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends the compressed SPA page as HTML for any page path', async () => {
    const res = await app().request('/waitlist', { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(brotliDecompressSync(await body(res)).toString()).toBe(page);
  });

  it('answers / with the prerendered index.html and other page paths with app.html when the build has one', async () => {
    const withShell = await mkdtemp(join(tmpdir(), 'greenshoe-shell-'));
    await writeFile(join(withShell, 'index.html'), '<div id="root" data-prerendered="/"><h1>Landing</h1></div>');
    await writeFile(join(withShell, 'app.html'), '<div id="root"></div>');
    const site = new Hono().use('*', serveSpa(withShell));
    expect(await (await site.request('/', { headers: { Accept: 'text/html' } })).text()).toContain('Landing');
    expect(await (await site.request('/waitlist', { headers: { Accept: 'text/html' } })).text()).toBe('<div id="root"></div>');
    await rm(withShell, { recursive: true, force: true });
  });

  it('answers /question-bank with the prerendered question-bank.html, and no other path with it', async () => {
    const withBank = await mkdtemp(join(tmpdir(), 'greenshoe-bank-page-'));
    await writeFile(join(withBank, 'index.html'), '<div id="root" data-prerendered="/"><h1>Landing</h1></div>');
    await writeFile(join(withBank, 'app.html'), '<div id="root"></div>');
    await writeFile(join(withBank, 'question-bank.html'), '<div id="root" data-prerendered="/question-bank"><ol aria-label="Questions"></ol></div>');
    const site = new Hono().use('*', serveSpa(withBank));
    const bank = await site.request('/question-bank?q=wacc', { headers: { Accept: 'text/html' } });
    expect(bank.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(bank.headers.get('Cache-Control')).toBe('no-cache');
    expect(await bank.text()).toContain('data-prerendered="/question-bank"');
    expect(await (await site.request('/question-bank/x', { headers: { Accept: 'text/html' } })).text()).toBe('<div id="root"></div>');
    expect(await (await site.request('/profile', { headers: { Accept: 'text/html' } })).text()).toBe('<div id="root"></div>');
    await rm(withBank, { recursive: true, force: true });
  });
});
