/**
 * The real server (`node --import tsx api/server.ts`) as a child process, for tests that need what
 * app.request() cannot show: process exit codes, the data-folder lock, sockets, the listen address.
 * It serves the API only (DIST_DIR points at a folder without a build) on PGlite under `dataDir`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once GET /api/health answers 200; rejects if the process exits first. */
  healthy(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A TCP port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the server with DATA_DIR=`dataDir` on a free port; `env` adds or overrides variables. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), AUTH_RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));

  const healthy = async () => {
    for (;;) {
      if (done) throw new Error(`server exited before it was healthy:\n${text}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (done) return;
    child.kill(signal);
    await exited;
  };
  return { child, port, output: () => text, exited, healthy, stop };
}

/**
 * One healthy server for the whole test file, on a fresh data folder (`greenshoe-<name>-*` in the
 * temporary directory): started before the file's tests, stopped and its folder removed after.
 * Answers a getter, as the server exists only once beforeAll has run.
 */
export function serverForFile(name: string, env: Record<string, string> = {}): () => ServerProcess {
  let dir: string | undefined;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `greenshoe-${name}-`));
    server = await startServer(dir, env);
    await server.healthy();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('the server starts in beforeAll');
    return server;
  };
}
