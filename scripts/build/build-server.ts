/**
 * `npm run build:server`: compiles the Node entry (api/server.ts) and everything it imports into
 * one ES module, dist-server/server.js, with esbuild (the toolchain Vite and tsx use), so production
 * starts plain JavaScript instead of transpiling TypeScript at every start (with chunks beside it for
 * code loaded on demand).
 * - Packages are bundled too: loading one file costs a start far less than resolving and compiling
 *   hundreds of files from node_modules. Those that cannot be bundled or are loaded only on demand
 *   stay external (SERVER_EXTERNAL_PACKAGES).
 * - The question bank is not compiled in: the build validates it once and writes it to
 *   dist-server/question-bank.json, and api/bank/question-bank.compiled.ts (put in place of
 *   api/bank/question-bank.ts) reads it at first use, with the bank's size and fingerprint compiled
 *   in as constants (and the file's size and SHA-256, which a start checks), so a start neither
 *   parses 5 MB of bank source nor validates the bank, yet fails at once when the file is missing
 *   or not the one the build wrote.
 * - The drizzle migrations are copied to dist-server/migrations, where the compiled database client
 *   looks for them (beside the module).
 */
import { createHash } from 'node:crypto';
import { cp, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { bankFingerprint } from '../../api/db/seed-once';
import { RAW_QUESTION_BANK } from '../../content/question-bank';
import { loadQuestionBank } from '../../core/bank/load';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The validated bank's file, beside server.js. */
export const BANK_FILE = 'question-bank.json';

/**
 * Packages left to Node's loader: PGlite (finds its WebAssembly and data files beside its own
 * module), @node-rs/argon2 (a native binary), proper-lockfile (CommonJS requiring Node's modules),
 * and the packages only some configurations load, through import(): PostgreSQL's driver, Supabase,
 * ws, nodemailer, and zxcvbn's dictionaries (loaded at the first sign-up).
 */
export const SERVER_EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'proper-lockfile',
  'postgres',
  '@supabase/supabase-js',
  'ws',
  'nodemailer',
  '@zxcvbn-ts/*',
];

/** Resolves imports of api/bank/question-bank.ts to its compiled variant. */
const compiledBank: Plugin = {
  name: 'compiled-question-bank',
  setup(builder) {
    const source = root('api/bank/question-bank.ts');
    builder.onResolve({ filter: /\/question-bank$/ }, (args) =>
      `${resolve(args.resolveDir, args.path)}.ts` === source ? { path: root('api/bank/question-bank.compiled.ts') } : undefined,
    );
  },
};

/** Compiles the server into `outDir` (emptied first): `server.js`, its chunks, `question-bank.json` and `migrations/`. */
export async function buildServer(outDir: string): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  // Throws (failing the build) when the bank is invalid.
  const bankJson = JSON.stringify(loadQuestionBank());
  const builtBank = {
    size: RAW_QUESTION_BANK.length,
    fingerprint: bankFingerprint(RAW_QUESTION_BANK),
    file: `./${BANK_FILE}`,
    bytes: Buffer.byteLength(bankJson),
    sha256: createHash('sha256').update(bankJson).digest('hex'),
  };
  await build({
    entryPoints: [root('api/server.ts')],
    outdir: outDir,
    entryNames: '[name]',
    bundle: true,
    // Code reached only through import() (PostgreSQL's driver side, the OpenAI provider with the
    // `openai` SDK) goes to chunks of its own, loaded when used.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: SERVER_EXTERNAL_PACKAGES,
    tsconfig: root('tsconfig.json'),
    define: { __BUILT_BANK__: JSON.stringify(builtBank) },
    plugins: [compiledBank],
    logLevel: 'warning',
  });
  await writeFile(`${outDir}/${BANK_FILE}`, bankJson);
  await cp(root('api/db/migrations'), `${outDir}/migrations`, { recursive: true });
}

const isEntry = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  const outDir = root('dist-server');
  await buildServer(outDir);
  console.log(`built ${outDir}/server.js`);
}
