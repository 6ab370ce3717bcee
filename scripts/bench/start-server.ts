/**
 * Starts the real server as production runs it (`dist-server/server.js`, compiled by
 * `npm run build`; built PWA from DIST_DIR or dist/) as a child process on `port` with a fresh
 * temporary DATA_DIR, for benchmarks that need a browser or HTTP load.
 * `options.keepDataDir` starts it on an existing DATA_DIR instead, which stop() then keeps.
 * Resolves once GET /api/health answers; `stop()` ends the process and removes the data folder.
 * Throws when the server does not answer within `timeoutMs` (default 60 000 ms).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A wait long enough for a first start on a fresh DATA_DIR (PGlite creates the database) on a
 * loaded machine, in milliseconds: about 110 s at a load of 24 on 2 cores.
 */
export const START_TIMEOUT_MS = 240_000;

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR (its mailbox.jsonl holds the e-mails it sent). */
  dataDir: string;
  /** The server's process id (its resident memory is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(port: number, timeoutMs = 60_000, options: { keepDataDir?: string } = {}): Promise<RunningServer> {
  const dataDir = options.keepDataDir ?? mkdtempSync(join(tmpdir(), 'greenshoe-bench-'));
  const child = spawn(process.execPath, ['dist-server/server.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, dataDir, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`server did not answer on ${url} within ${timeoutMs} ms`);
}
