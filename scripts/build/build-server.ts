/**
 * `npm run build:server`: compiles the Node entry (api/server.ts) and everything it imports from
 * api/, core/ and content/ (the question bank's data included) into one ES module,
 * dist-server/server.js, with esbuild (the toolchain Vite and tsx use), so production starts plain
 * JavaScript instead of transpiling TypeScript at every start (with chunks beside it for code loaded
 * on demand). Packages from node_modules stay
 * external (PGlite's wasm and data files and @node-rs/argon2's native binary load from their own
 * folders). The drizzle migrations are copied to dist-server/migrations, where the compiled
 * database client looks for them (beside the module). The question bank's fingerprint is computed
 * here and compiled in (api/db/bank-fingerprint.ts), so a start does not hash the bank.
 */
import { cp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bankFingerprint } from '../../api/db/seed-once';
import { RAW_QUESTION_BANK } from '../../content/question-bank';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Compiles the server into `outDir` (emptied first): `server.js` and `migrations/`. */
export async function buildServer(outDir: string): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [root('api/server.ts')],
    outdir: outDir,
    entryNames: '[name]',
    bundle: true,
    // Code reached only through import() (PostgreSQL's driver side) goes to its own chunk, loaded when used.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: root('tsconfig.json'),
    define: { __BANK_FINGERPRINT__: JSON.stringify(bankFingerprint(RAW_QUESTION_BANK)) },
    logLevel: 'warning',
  });
  await cp(root('api/db/migrations'), `${outDir}/migrations`, { recursive: true });
}

const isEntry = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  const outDir = root('dist-server');
  await buildServer(outDir);
  console.log(`built ${outDir}/server.js`);
}
