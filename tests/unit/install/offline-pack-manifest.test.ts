/**
 * The install precache and the offline pack (scripts/build/offline-pack-*.ts): from a bundle shaped
 * like the real one, the shell (entry, public pages, interview setup, the stylesheets they import)
 * stays precached, and the bank (whatever its chunks are named), interview, practice and study
 * pages with their libraries go to /offline-pack.json.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { offlinePack } from '../../../scripts/build/offline-pack-plugin';
import { SHELL_MODULES, packFiles, shellFiles, splitPrecache, type ChunkNode } from '../../../scripts/build/offline-pack-split';
import type { OfflinePackManifest } from '@/lib/offline-pack/pack-manifest';

const SRC = '/repo/src';

function chunk(fileName: string, facade: string | null, imports: string[] = [], css: string[] = [], isEntry = false): ChunkNode {
  return { fileName, isEntry, facadeModuleId: facade, imports, importedCss: css };
}

/** A bundle like the built app's: one entry, lazy pages, shared and vendor chunks. */
const CHUNKS: ChunkNode[] = [
  chunk('assets/index-a1.js', `${SRC}/main.tsx`, ['assets/react-b2.js'], ['assets/index-c3.css'], true),
  chunk('assets/react-b2.js', null),
  chunk('assets/landing-page-d4.js', `${SRC}/features/landing/landing-page.tsx`, ['assets/button-e5.js', 'assets/react-b2.js']),
  chunk('assets/button-e5.js', null),
  chunk('assets/privacy-page-f6.js', `${SRC}/features/legal/privacy-page.tsx`, ['assets/button-e5.js']),
  chunk('assets/practice-setup-page-g7.js', `${SRC}/features/interview/setup/practice-setup-page.tsx`, ['assets/setup-fields-h8.js']),
  chunk('assets/setup-fields-h8.js', null, ['assets/button-e5.js']),
  chunk('assets/question-bank-page-i9.js', `${SRC}/features/question-bank/question-bank-page.tsx`, ['assets/bank-index-j0.js', 'assets/button-e5.js'], ['assets/question-bank-k1.css']),
  chunk('assets/bank-index-j0.js', `${SRC}/../core/bank/bank-index.ts`),
  chunk('assets/bank-topic-valuation-l2.js', `${SRC}/../content/bank/valuation.ts`),
  chunk('assets/interview-page-m3.js', `${SRC}/features/interview/session/interview-page.tsx`, ['assets/zod-n4.js', 'assets/setup-fields-h8.js']),
  chunk('assets/zod-n4.js', null),
  chunk('assets/practice-room-page-o5.js', `${SRC}/features/practice/practice-room-page.tsx`, ['assets/dexie-p6.js']),
  chunk('assets/dexie-p6.js', null),
  chunk('assets/study-room-page-q7.js', `${SRC}/features/study-room/study-room-page.tsx`, ['assets/markdown-r8.js']),
  chunk('assets/markdown-r8.js', null),
  chunk('assets/supabase-s9.js', `${SRC}/lib/supabase.ts`),
];

const isShellModule = (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id));

describe('the install precache and the offline pack', () => {
  const shell = shellFiles(CHUNKS, isShellModule);
  const pack = packFiles(CHUNKS, shell);

  it('precaches the entry, the public pages, the interview setup and everything they import', () => {
    expect([...shell].sort()).toEqual([
      'assets/button-e5.js',
      'assets/index-a1.js',
      'assets/index-c3.css',
      'assets/landing-page-d4.js',
      'assets/practice-setup-page-g7.js',
      'assets/privacy-page-f6.js',
      'assets/react-b2.js',
      'assets/setup-fields-h8.js',
    ]);
  });

  it('precaches what the static landing loads lazily: the app (router, layouts) and the toaster', () => {
    const chunks = [
      chunk('assets/landing-entry-a1.js', `${SRC}/landing-entry.ts`, [], [], true),
      chunk('assets/boot-app-b2.js', `${SRC}/app/boot-app.tsx`, ['assets/router-c3.js']),
      chunk('assets/router-c3.js', null, ['assets/react-d4.js']),
      chunk('assets/react-d4.js', null),
      chunk('assets/profile-page-e5.js', `${SRC}/features/profile/profile-page.tsx`, ['assets/react-d4.js']),
      chunk('assets/dist-f6.js', '/repo/node_modules/sonner/dist/index.mjs'),
    ];
    const appShell = shellFiles(chunks, isShellModule);
    expect([...appShell].sort()).toEqual([
      'assets/boot-app-b2.js',
      'assets/dist-f6.js',
      'assets/landing-entry-a1.js',
      'assets/react-d4.js',
      'assets/router-c3.js',
    ]);
    expect([...packFiles(chunks, appShell)]).toEqual(['assets/profile-page-e5.js']);
  });

  it('puts the bank chunks (any names), the interview, practice and study pages and their libraries in the pack', () => {
    expect([...pack].sort()).toEqual([
      'assets/bank-index-j0.js',
      'assets/bank-topic-valuation-l2.js',
      'assets/dexie-p6.js',
      'assets/interview-page-m3.js',
      'assets/markdown-r8.js',
      'assets/practice-room-page-o5.js',
      'assets/question-bank-k1.css',
      'assets/question-bank-page-i9.js',
      'assets/study-room-page-q7.js',
      'assets/supabase-s9.js',
      'assets/zod-n4.js',
    ]);
  });

  it('keeps files outside the bundle (HTML, icons, the manifest, fonts) in the precache', () => {
    const entries = ['index.html', 'app.html', 'icons/icon-192.png', 'manifest.webmanifest', 'assets/inter-t0.woff2', 'assets/index-a1.js', 'assets/zod-n4.js'].map(
      (url) => ({ url, revision: null, size: 100 }),
    );
    const split = splitPrecache(entries, pack);
    expect(split.precache.map((entry) => entry.url)).toEqual(['index.html', 'app.html', 'icons/icon-192.png', 'manifest.webmanifest', 'assets/inter-t0.woff2', 'assets/index-a1.js']);
    expect(split.pack).toEqual([{ url: '/assets/zod-n4.js', size: 100 }]);
  });
});

describe('the build step', () => {
  let outDir = '';
  afterEach(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('writes offline-pack.json with the entry, the pack files and a version that follows their names', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'greenshoe-pack-'));
    const build = async (chunks: ChunkNode[]) => {
      const { plugin, manifestTransform } = offlinePack(outDir);
      const bundle = Object.fromEntries(
        chunks.map((c) => [c.fileName, { type: 'chunk', fileName: c.fileName, isEntry: c.isEntry, facadeModuleId: c.facadeModuleId, imports: c.imports, viteMetadata: { importedCss: new Set(c.importedCss) } }]),
      );
      (plugin.generateBundle as unknown as (options: unknown, bundle: unknown) => void).call({}, {}, bundle);
      const entries = chunks.flatMap((c) => [c.fileName, ...c.importedCss]).map((url) => ({ url, revision: null, size: 1000 }));
      const { manifest } = await manifestTransform([...entries, { url: 'app.html', revision: 'x', size: 500 }]);
      const written = JSON.parse(await readFile(join(outDir, 'offline-pack.json'), 'utf8')) as OfflinePackManifest;
      return { precached: manifest.map((entry) => entry.url), written };
    };

    const first = await build(CHUNKS);
    expect(first.written.entry).toBe('/assets/index-a1.js');
    expect(first.written.files).toContainEqual({ url: '/assets/bank-index-j0.js', size: 1000 });
    expect(first.written.files.map((file) => file.url)).not.toContain('/assets/landing-page-d4.js');
    expect(first.precached).toContain('app.html');
    expect(first.precached).toContain('assets/landing-page-d4.js');
    expect(first.precached).not.toContain('assets/bank-index-j0.js');

    const renamed = CHUNKS.map((c) => (c.fileName === 'assets/zod-n4.js' ? { ...c, fileName: 'assets/zod-zz.js' } : c));
    const second = await build(renamed.map((c) => ({ ...c, imports: c.imports.map((name) => (name === 'assets/zod-n4.js' ? 'assets/zod-zz.js' : name)) })));
    expect(second.written.version).not.toBe(first.written.version);
  });
});
