/**
 * Benchmark figures of the built service worker: what it precaches at install (the URLs in sw.js's
 * precache manifest) and what the offline pack adds later (offline-pack.json), as file counts and
 * gzip level 9 sizes in KiB (the pack also in MB as stored, uncompressed). Reads a build folder;
 * throws when it has no sw.js or no offline-pack.json. Target: precache at most 300 KiB gzip.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OfflinePackManifest } from '../../src/lib/offline-pack/pack-manifest';

/** File counts and sizes in bytes. */
export interface InstallSize {
  precache: { files: number; gzipBytes: number };
  pack: { files: number; bytes: number; gzipBytes: number };
}

async function gzipBytes(distDir: string, urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of urls) total += gzipSync(await readFile(join(distDir, url)), { level: 9 }).length;
  return total;
}

/** The precache's and the offline pack's sizes in the build at `distDir`. */
export async function installSize(distDir: string): Promise<InstallSize> {
  const worker = await readFile(join(distDir, 'sw.js'), 'utf8');
  const precached = [...worker.matchAll(/\{url:"([^"]+)"/g)].map((match) => match[1]!);
  const pack = JSON.parse(await readFile(join(distDir, 'offline-pack.json'), 'utf8')) as OfflinePackManifest;
  const packUrls = pack.files.map((file) => file.url);
  return {
    precache: { files: precached.length, gzipBytes: await gzipBytes(distDir, precached) },
    pack: {
      files: packUrls.length,
      bytes: pack.files.reduce((sum, file) => sum + file.size, 0),
      gzipBytes: await gzipBytes(distDir, packUrls),
    },
  };
}

/** Prints `precache.*` and `offline_pack.*` lines for the build at `distDir`. */
export async function printInstallSize(distDir: string): Promise<void> {
  const { precache, pack } = await installSize(distDir);
  console.log(`precache.files ${precache.files}`);
  console.log(`precache.gzip_kib ${(precache.gzipBytes / 1024).toFixed(1)}`);
  console.log(`offline_pack.files ${pack.files}`);
  console.log(`offline_pack.mb ${(pack.bytes / 1024 / 1024).toFixed(2)}`);
  console.log(`offline_pack.gzip_kib ${(pack.gzipBytes / 1024).toFixed(1)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await printInstallSize(process.env.DIST_DIR ?? 'dist');
