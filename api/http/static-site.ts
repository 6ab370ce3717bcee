/**
 * Serves the built PWA from dist/: files with their content types, and the app shell for any other
 * page path so client-side routes load (SPA fallback): app.html when the build has one (index.html
 * then holds the prerendered landing page, for `/` only), else index.html. Hashed files under /assets/ are cached for a
 * year as immutable; everything else (index.html, sw.js, the manifest, icons) must revalidate, so an
 * update reaches users at their next load. Text files (HTML, JS, CSS, SVG, JSON, the manifest) over
 * GZIP_MIN_BYTES are gzipped for clients that accept it. /api paths are never touched.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Smallest file worth gzipping, in bytes. */
const GZIP_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/** Middleware serving `distDir`; passes /api requests and misses that are not page loads to `next`. */
export function serveSpa(distDir: string): MiddlewareHandler {
  const files = serveStatic({ root: distDir });
  const shell = existsSync(join(distDir, 'app.html')) ? 'app.html' : 'index.html';
  const indexPage = serveStatic({ root: distDir, path: shell });
  const none = async () => {};
  return async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    const file = await files(c, none);
    if (file) return gzipped(c, withCaching(file, c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE));
    if (!isPageLoad(c)) return next();
    const page = await indexPage(c, none);
    return page ? gzipped(c, withCaching(page, REVALIDATE)) : next();
  };
}

function withCaching(response: Response, cacheControl: string): Response {
  response.headers.set('Cache-Control', cacheControl);
  return response;
}

/** `response` gzipped when the client accepts gzip and it is a whole text file worth compressing. */
function gzipped(c: Context, response: Response): Response {
  response.headers.append('Vary', 'Accept-Encoding');
  const type = response.headers.get('Content-Type') ?? '';
  const length = Number(response.headers.get('Content-Length') ?? GZIP_MIN_BYTES);
  if (
    response.status !== 200 ||
    !response.body ||
    response.headers.has('Content-Encoding') ||
    !COMPRESSIBLE.test(type) ||
    length < GZIP_MIN_BYTES ||
    !/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')
  ) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: 200, headers });
}

/** A GET/HEAD for a page: HTML accepted, or a path without a file extension, never under /assets/. */
function isPageLoad(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (c.req.path.startsWith('/assets/')) return false;
  const lastSegment = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
  return (c.req.header('Accept') ?? '').includes('text/html') || !lastSegment.includes('.');
}
