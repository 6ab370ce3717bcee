/**
 * Serves the built PWA from dist/: files with their content types, a page the build prerendered
 * (`<name>.html` beside index.html, e.g. question-bank.html) for its path `/<name>`, and the app
 * shell for any other page path so client-side routes load (SPA fallback): app.html when the build
 * has one (index.html then holds the prerendered landing page, for `/` only), else index.html. Hashed files under /assets/ are cached for a
 * year as immutable; everything else (index.html, sw.js, the manifest, icons) must revalidate, so an
 * update reaches users at their next load. Text files are compressed at build time
 * (scripts/build/precompress.ts writes `.br` and `.gz` beside them): a client gets the brotli file
 * when it accepts br, else the gzip file when it accepts gzip, else the plain file, always with the
 * plain file's Content-Type and `Vary: Accept-Encoding`. Nothing is compressed per request.
 * /api paths are never touched.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Middleware serving `distDir`; passes /api requests and misses that are not page loads to `next`. */
export function serveSpa(distDir: string): MiddlewareHandler {
  const files = serveStatic({ root: distDir, precompressed: true });
  const shell = existsSync(join(distDir, 'app.html')) ? 'app.html' : 'index.html';
  const indexPage = serveStatic({ root: distDir, path: shell, precompressed: true });
  const prerendered = prerenderedPages(distDir, shell);
  const none = async () => {};
  return async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    const file = await files(c, none);
    if (file) return withCaching(file, c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    if (!isPageLoad(c)) return next();
    const page = await (prerendered.get(c.req.path) ?? indexPage)(c, none);
    return page ? withCaching(page, REVALIDATE) : next();
  };
}

/** A handler serving each prerendered page of `distDir` by its path: `/question-bank` → question-bank.html. */
function prerenderedPages(distDir: string, shell: string): Map<string, MiddlewareHandler> {
  const files = existsSync(distDir) ? readdirSync(distDir).filter((name) => name.endsWith('.html') && name !== shell && name !== 'index.html') : [];
  return new Map(files.map((name) => [`/${name.slice(0, -'.html'.length)}`, serveStatic({ root: distDir, path: name, precompressed: true })]));
}

/** `response` with `cacheControl`, varying by Accept-Encoding (a compressed copy may be chosen). */
function withCaching(response: Response, cacheControl: string): Response {
  response.headers.set('Cache-Control', cacheControl);
  response.headers.set('Vary', 'Accept-Encoding');
  return response;
}

/** A GET/HEAD for a page: HTML accepted, or a path without a file extension, never under /assets/. */
function isPageLoad(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (c.req.path.startsWith('/assets/')) return false;
  const lastSegment = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
  return (c.req.header('Accept') ?? '').includes('text/html') || !lastSegment.includes('.');
}
