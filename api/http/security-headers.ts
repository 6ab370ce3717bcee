/**
 * Security headers on every response (hono/secure-headers). The Content-Security-Policy lets the
 * PWA do what it really does and nothing more: scripts only from its own origin plus, by SHA-256
 * hash, the inline scripts of the built pages (the dark-theme script in index.html); the service
 * worker from its origin; fetches to its origin and to SUPABASE_URL when set; images and the
 * spoken questions (data: mp3) from its origin or data:; no plugins, no framing, no <base>.
 * Styles allow 'unsafe-inline': Radix and sonner position their popovers and toasts with inline
 * style attributes, and sonner injects its stylesheet at run time; inline styles cannot run code.
 * Also: nosniff, Referrer-Policy, Permissions-Policy (microphone for the app itself only), and
 * HSTS when SITE_URL is https. A header a route set itself (e.g. the verify link's no-referrer)
 * is kept.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export interface SecurityHeaderOptions {
  /** The Supabase project the browser signs in with (SUPABASE_URL), when set. */
  supabaseUrl?: string;
  /** The public origin (SITE_URL): HSTS is sent when it is https. */
  siteUrl?: string;
  /** The built PWA, whose pages' inline scripts are allowed by hash. */
  staticDir?: string;
}

/** One year, in seconds: the HSTS lifetime browsers' preload lists expect. */
const HSTS_MAX_AGE_S = 31_536_000;

/** The middleware for `options`; the static folder is read once, here. */
export function securityHeaders({ supabaseUrl, siteUrl, staticDir }: SecurityHeaderOptions = {}): MiddlewareHandler {
  const self = "'self'";
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [self],
      scriptSrc: [self, ...(staticDir ? inlineScriptHashes(staticDir) : [])],
      workerSrc: [self],
      connectSrc: [self, ...(supabaseUrl ? [new URL(supabaseUrl).origin] : [])],
      imgSrc: [self, 'data:'],
      mediaSrc: [self, 'data:', 'blob:'],
      fontSrc: [self, 'data:'],
      styleSrc: [self, "'unsafe-inline'"],
      manifestSrc: [self],
      objectSrc: ["'none'"],
      baseUri: [self],
      formAction: [self],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: siteUrl?.startsWith('https://') ? `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` : false,
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [], payment: [], usb: [] },
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    originAgentCluster: true,
    xXssProtection: false,
    overwrite: false,
  });
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)(?![^>]*\btype\s*=\s*["']?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for every inline script of the .html files under `dir` (none when unreadable). */
export function inlineScriptHashes(dir: string): string[] {
  let pages: string[];
  try {
    pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
  } catch {
    return [];
  }
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const [, body] of readFileSync(join(dir, page), 'utf8').matchAll(INLINE_SCRIPT)) {
      if (body?.trim()) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}
