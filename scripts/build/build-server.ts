/**
 * `npm run build:server`: compiles the Node entry (api/server.ts) and everything it imports from
 * api/, core/ and content/ (the question bank's data included) into one ES module,
 * dist-server/server.js, with esbuild (the toolchain Vite and tsx use), so production starts plain
 * JavaScript instead of transpiling TypeScript at every start. Packages from node_modules stay
 * external (PGlite's wasm and data files and @node-rs/argon2's native binary load from their own
 * folders). The drizzle migrations are copied to dist-server/migrations, where the compiled
 * database client looks for them (beside the module).
 */
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const outDir = root('dist-server');

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: [root('api/server.ts')],
  outfile: `${outDir}/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: root('tsconfig.json'),
  logLevel: 'warning',
});
await cp(root('api/db/migrations'), `${outDir}/migrations`, { recursive: true });
console.log(`built ${outDir}/server.js`);
