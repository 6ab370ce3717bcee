/**
 * One server per data folder. Before PGlite opens `DATA_DIR`, the process takes an exclusive lock
 * on it with proper-lockfile (an atomic `DATA_DIR/server.lock` directory whose mtime the holder
 * refreshes every LOCK_STALE_MS / 2) and records itself in `DATA_DIR/server.owner.json`
 * ({ pid, hostname, startedAt }), so a second process can name the one that holds the folder.
 *
 * A lock whose mtime is older than LOCK_STALE_MS is stale (its holder died, e.g. kill -9) and is
 * taken over. A fresh lock held by a live process refuses at once; a fresh lock whose recorded
 * holder is gone is waited for until it turns stale, so a restart after a crash needs no manual step.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/** Age after which an unrefreshed lock counts as left behind, in milliseconds. */
export const LOCK_STALE_MS = 10_000;

/** Thrown when another live process holds the folder; the message names the folder and the process. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: LockOwner | undefined) {
    const who = owner ? `process ${owner.pid} on ${owner.hostname}, started ${owner.startedAt}` : 'another process';
    super(`the data folder ${dataDir} is in use by another Greenshoe server (${who}). Stop it, or set DATA_DIR to another folder.`);
    this.name = 'DataDirInUseError';
  }
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** Releases the lock (and removes the owner record). */
export type ReleaseLock = () => Promise<void>;

/**
 * Takes the lock on `dataDir` (an existing folder). `onCompromised` runs if the lock is lost while
 * held (the folder was touched by someone else, or the event loop stalled past LOCK_STALE_MS): the
 * default logs and exits 1, as going on could lose writes.
 * @throws DataDirInUseError when another live process holds it.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void = exitOnCompromise(dataDir)): Promise<ReleaseLock> {
  const folder = resolve(dataDir);
  const lockfilePath = join(folder, 'server.lock');
  const ownerPath = join(folder, 'server.owner.json');
  const options = { lockfilePath, realpath: false, stale: LOCK_STALE_MS, onCompromised };

  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = await readOwner(ownerPath);
    if (!owner || isAlive(owner)) throw new DataDirInUseError(folder, owner);
    // The recorded holder is gone but refreshed the lock moments ago: wait for it to turn stale.
    const waits = Math.ceil(LOCK_STALE_MS / 1000) + 2;
    try {
      release = await lockfile.lock(folder, { ...options, retries: { retries: waits, factor: 1, minTimeout: 1000, maxTimeout: 1000 } });
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code !== 'ELOCKED') throw retryError;
      throw new DataDirInUseError(folder, await readOwner(ownerPath));
    }
  }
  const owner: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  await writeFile(ownerPath, JSON.stringify(owner));
  return async () => {
    await rm(ownerPath, { force: true });
    await release();
  };
}

async function readOwner(path: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string' ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the recorded holder still runs. On another host it cannot be told, so it counts as alive. */
function isAlive(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return true;
  // A restarted container can reuse the dead holder's pid for this very process.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function exitOnCompromise(dataDir: string) {
  return (error: Error) => {
    console.error(`Greenshoe stopped: the lock on the data folder ${resolve(dataDir)} was lost (${error.message}).`);
    process.exit(1);
  };
}
