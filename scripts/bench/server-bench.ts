/**
 * Benchmark of the production server (`dist-server/server.js`, compiled by `npm run build`; the PWA
 * from DIST_DIR or dist/) on the embedded defaults (PGlite): the time from spawning it to the first
 * 200 from GET /api/health (polled every 50 ms) on a fresh DATA_DIR (the first start creates the
 * database) and again on that DATA_DIR (what `npm start` adds after the build), and its resident
 * memory (VmRSS from /proc) after light use (the landing page, the app shell, every script and
 * stylesheet they load, the health and configuration endpoints, a sign-up and a sign-in) and
 * IDLE_SECONDS of idle. Targets: start ≤ 3 000 ms, idle resident memory ≤ 250 MiB. Prints
 * `server.first_start_to_health_ms`, `server.start_to_health_ms` and `server.idle_rss_mib`.
 * BENCH_SERVER_PORT picks the port (8798 by default).
 * Run alone with `node --import tsx scripts/bench/server-bench.ts`, or through `npm run bench`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from './start-server';

const PORT = Number(process.env.BENCH_SERVER_PORT ?? 8798);
/** Seconds left idle after the light use, before memory is read. */
const IDLE_SECONDS = 5;

/** Resident memory of process `pid`, in MiB. */
function residentMiB(pid: number): number {
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kib / 1024;
}

/** What a first visit and a sign-up ask of the server. */
async function lightUse(url: string): Promise<void> {
  const pages = await Promise.all(['/', '/question-bank'].map(async (path) => (await fetch(url + path, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' } })).text()));
  const assets = new Set(pages.flatMap((html) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!)));
  for (const asset of assets) await (await fetch(url + asset, { headers: { 'Accept-Encoding': 'br, gzip' } })).arrayBuffer();
  for (const path of ['/api/health', '/api/config', '/api/capabilities']) await (await fetch(url + path)).text();
  const account = JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'a long bench passphrase 42' });
  const json = { 'Content-Type': 'application/json' };
  await (await fetch(`${url}/auth/v1/signup`, { method: 'POST', headers: json, body: account })).text();
  await (await fetch(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: json, body: account })).text();
}

/** Milliseconds from spawning the server to its first healthy answer, and the running server. */
async function timedStart(dataDir?: string) {
  const started = performance.now();
  const server = await startServer(PORT, 180_000, { keepDataDir: dataDir });
  return { server, ms: Math.round(performance.now() - started) };
}

export async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenshoe-bench-'));
  try {
    const created = await timedStart(dataDir);
    await created.server.stop();
    const { server, ms } = await timedStart(dataDir);
    try {
      await lightUse(server.url);
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      console.log(`server.first_start_to_health_ms ${created.ms}`);
      console.log(`server.start_to_health_ms ${ms}`);
      console.log(`server.idle_rss_mib ${Math.round(residentMiB(server.pid))}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
