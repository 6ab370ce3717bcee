/**
 * Benchmark of the production server (`dist-server/server.js`, compiled by `npm run build`; the PWA
 * from DIST_DIR or dist/) on the embedded defaults (PGlite). Figures, each printed as soon as it is
 * measured (so a later failure keeps the earlier ones):
 * - `server.first_start_to_health_ms` / `server.first_start_cpu_ms`: from spawning it on a fresh
 *   DATA_DIR (the first start creates the database) to the first 200 from GET /api/health (polled
 *   every 50 ms): wall time, and the process's CPU time (user + system, every thread) at that moment.
 * - `server.start_to_health_ms` / `server.start_cpu_ms`: the same for a start on that DATA_DIR, which
 *   is what `npm start` adds after the build. Target: ≤ 3 000 ms.
 * - `server.idle_rss_mib`: its resident memory (VmRSS) after light use (the landing page, the app
 *   shell, every script and stylesheet they load, the health and configuration endpoints, a sign-up
 *   and a sign-in) and IDLE_SECONDS of idle. Target: ≤ 250 MiB.
 * - `server.load_1min`: the machine's 1-minute load average at the start and at the end. Wall times
 *   grow with it on this shared machine; CPU times much less, so compare those across loads.
 * BENCH_SERVER_PORT picks the port (8798 by default). Each start may take START_LIMIT_MS.
 * Run alone with `node --import tsx scripts/bench/server-bench.ts`, or through `npm run bench`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from './start-server';

const PORT = Number(process.env.BENCH_SERVER_PORT ?? 8798);
/** Seconds left idle after the light use, before memory is read. */
const IDLE_SECONDS = 5;
/**
 * How long a start may take, in ms. A first start runs initdb (about 14 s of CPU); at a load of 30 on
 * 2 cores a process gets about a fifteenth of a core, so that alone can take minutes.
 */
const START_LIMIT_MS = 600_000;
/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Resident memory of process `pid`, in MiB. */
function residentMiB(pid: number): number {
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kib / 1024;
}

/** CPU time process `pid` has used so far (user + system, all threads), in milliseconds. */
function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
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

/** Starts the server on `dataDir`, prints `<name>_to_health_ms` and `<name>_cpu_ms`, and returns it running. */
async function timedStart(name: string, dataDir: string) {
  const started = performance.now();
  const server = await startServer(PORT, START_LIMIT_MS, { keepDataDir: dataDir });
  const cpu = cpuMs(server.pid);
  console.log(`server.${name}_to_health_ms ${Math.round(performance.now() - started)}`);
  console.log(`server.${name}_cpu_ms ${Math.round(cpu)}`);
  return server;
}

const load = () => loadavg()[0]!.toFixed(1);

export async function main(): Promise<void> {
  const loadAtStart = load();
  const dataDir = mkdtempSync(join(tmpdir(), 'greenshoe-bench-'));
  try {
    await (await timedStart('first_start', dataDir)).stop();
    const server = await timedStart('start', dataDir);
    try {
      await lightUse(server.url);
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      console.log(`server.idle_rss_mib ${Math.round(residentMiB(server.pid))}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`server.load_1min ${loadAtStart} ${load()}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
