/**
 * Issue 12, item 2: one server per DATA_DIR. A second server on a folder in use exits 1 naming the
 * folder and the running process, before it opens the database; a lock left by kill -9 is
 * recovered without a manual step.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'greenshoe-lock-'));
  dirs.push(dir);
  return dir;
}

async function server(dir: string): Promise<ServerProcess> {
  const process = await startServer(dir);
  started.push(process);
  return process;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop('SIGKILL')));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the data folder lock', () => {
  it('makes a second server on the same DATA_DIR exit 1, naming the folder and the running process', async () => {
    const dir = await dataDir();
    const first = await server(dir);
    await first.healthy();

    const second = await server(dir);
    const code = await Promise.race([second.exited, first.exited.then(() => 'first exited')]);
    expect(code).toBe(1);
    expect(second.output()).toContain(resolve(dir));
    expect(second.output()).toContain(`process ${first.child.pid}`);
    // The first server is untouched.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);
  }, 240_000);

  it('recovers the lock of a server killed with kill -9, without a manual step', async () => {
    const dir = await dataDir();
    const first = await server(dir);
    await first.healthy();
    await first.stop('SIGKILL');

    const second = await server(dir);
    await second.healthy();
    expect((await fetch(`http://127.0.0.1:${second.port}/api/health`)).status).toBe(200);
  }, 240_000);
});
