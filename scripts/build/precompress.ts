/**
 * Build step after `vite build`: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip,
 * level 9) beside each text file of the built PWA (DIST_DIR, else dist/) of at least MIN_BYTES, so
 * the server (api/http/static-site.ts) sends compressed files without compressing per request.
 * A variant that would not be smaller than the plain file is not written. Prints the totals.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Smallest file worth compressing, in bytes (below this the headers outweigh the saving). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every file under `dir`, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `.br` and `.gz` beside `path` when each is smaller; returns the bytes written per encoding. */
export async function precompressFile(path: string): Promise<{ plain: number; br: number; gz: number }> {
  const plain = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzipAsync(plain, { level: 9 }),
  ]);
  const write = async (suffix: string, data: Buffer) => {
    if (data.length < plain.length) await writeFile(path + suffix, data);
    else await rm(path + suffix, { force: true });
    return Math.min(data.length, plain.length);
  };
  return { plain: plain.length, br: await write('.br', br), gz: await write('.gz', gz) };
}

/** Precompresses every compressible file of `distDir` of at least MIN_BYTES; returns the totals. */
export async function precompressDist(distDir: string): Promise<{ files: number; plain: number; br: number; gz: number }> {
  const totals = { files: 0, plain: 0, br: 0, gz: 0 };
  for (const path of await filesUnder(distDir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const sizes = await precompressFile(path);
    totals.files += 1;
    totals.plain += sizes.plain;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
  return totals;
}

const isEntry = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  const totals = await precompressDist(distDir);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`precompressed ${totals.files} files in ${distDir}: ${kib(totals.plain)} plain, ${kib(totals.br)} br, ${kib(totals.gz)} gzip`);
}
