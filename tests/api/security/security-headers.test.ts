/**
 * Issue 12, item 5: every response carries the security headers. The Content-Security-Policy allows
 * scripts from the app's own origin and the built pages' inline scripts by hash only, forbids
 * framing, and lets the browser reach SUPABASE_URL when it is set; HSTS only behind https.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../../api/ai/offline-provider';
import { createApp } from '../../../api/app';
import { readEnv } from '../../../api/config/env';
import { deriveModes } from '../../../api/config/modes';
import type { Database } from '../../../api/db/client';
import { openTestDatabase } from '../support/test-app';
import { testVerifier } from '../support/tokens';

const INLINE = "document.documentElement.classList.add('dark');";
let distDir: string;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  distDir = await mkdtemp(join(tmpdir(), 'greenshoe-csp-'));
  await writeFile(join(distDir, 'index.html'), `<!doctype html><title>Greenshoe</title><script>${INLINE}</script><script type="module" src="/assets/app.js"></script>`);
  await writeFile(join(distDir, 'app.js'), 'console.log(1);');
});
afterAll(async () => {
  await database.close();
  await rm(distDir, { recursive: true, force: true });
});

function app(security: { supabaseUrl?: string; siteUrl?: string } = {}) {
  const { modes } = deriveModes(readEnv({}));
  return createApp({ db: database.db, ai: createOfflineProvider(), modes, verifier: testVerifier, staticDir: distDir, security });
}

/** The CSP as directive → sources. */
function policy(response: Response): Map<string, string[]> {
  const header = response.headers.get('Content-Security-Policy') ?? '';
  return new Map(header.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...sources]) => [name!, sources]));
}

describe('security headers', () => {
  it.each(['/', '/api/health', '/api/nope', '/app.js'])('are sent on %s', async (path) => {
    const response = await app().request(path, { headers: { Accept: 'text/html' } });
    const csp = policy(response);
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Permissions-Policy')).toContain('microphone=(self)');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it("allows the built page's inline script by its hash", async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(policy(await app().request('/')).get('script-src')).toContain(hash);
  });

  it('lets the browser reach SUPABASE_URL when it is set', async () => {
    const csp = policy(await app({ supabaseUrl: 'https://abc.supabase.co' }).request('/api/health'));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://abc.supabase.co']));
    expect(policy(await app().request('/api/health')).get('connect-src')).toEqual(["'self'"]);
  });

  it('sends HSTS when SITE_URL is https', async () => {
    const response = await app({ siteUrl: 'https://greenshoe.example' }).request('/api/health');
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{7,}/);
  });
});
