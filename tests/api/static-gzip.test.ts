/**
 * The built PWA's text files are gzipped for clients that accept it, small files and others not;
 * with a prerendered landing (index.html) the other page paths get the plain shell, app.html.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from '../../api/http/static-site';

let distDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const app = () => new Hono().use('*', serveSpa(distDir));

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'greenshoe-gzip-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), `<!doctype html><title>Greenshoe</title>${'<p>page</p>'.repeat(200)}`);
  await writeFile(join(distDir, 'assets', 'index-a1b2c3.js'), script);
  await writeFile(join(distDir, 'assets', 'tiny-a1b2c3.js'), 'console.log(1);');
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

describe('static files', () => {
  it('gzips a script for a client that accepts gzip, keeping its caching', async () => {
    const res = await app().request('/assets/index-a1b2c3.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toContain('immutable');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('gzips the SPA page for any page path', async () => {
    const res = await app().request('/waitlist', { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<title>Greenshoe</title>');
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

  it('sends files plain to clients without gzip, and small files plain to everyone', async () => {
    const plain = await app().request('/assets/index-a1b2c3.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    const tiny = await app().request('/assets/tiny-a1b2c3.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
  });
});
