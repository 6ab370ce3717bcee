/**
 * Which built files the service worker precaches at install (the shell and the public routes) and
 * which go into the offline pack the app fetches later (src/lib/offline-pack/). Pure functions over
 * the bundle's chunk graph, so any chunk naming (a bank split into `bank-index-*` and `bank-topic-*`
 * chunks, new vendor chunks) lands on the right side without a list of file names:
 * - the shell is the static-import closure of the entry chunk and of every chunk whose own module
 *   (facadeModuleId) is a shell module (SHELL_MODULES), with the stylesheets they import;
 * - every other JavaScript chunk, and stylesheets only pack chunks import, form the pack;
 * - files outside assets/ (HTML, icons, the web manifest) always stay in the precache.
 */
import { OFFLINE_PACK_MANIFEST_URL } from '../../src/config/caches.ts';
import type { PackFile } from '../../src/lib/offline-pack/pack-manifest.ts';

/** The part of a built chunk the split reads (rolldown's OutputChunk and Vite's viteMetadata). */
export interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  importedCss: readonly string[];
}

/** File name of the pack's manifest at the root of the built site. */
export const OFFLINE_PACK_FILE = OFFLINE_PACK_MANIFEST_URL.slice(1);

/**
 * Source modules whose pages are part of the install precache: the public site (landing, about,
 * privacy, forms, not-found), the app's boot (router and layouts), the interview setup every landing link leads to,
 * the toast the shell shows offline and workbox-window (the service worker's registration, which
 * runs on every page). Everything else loads from the network or the pack.
 */
export const SHELL_MODULES: readonly RegExp[] = [
  /\/node_modules\/workbox-window\//,
  // sonner: the toaster the shell loads lazily (src/app/lazy-toaster.tsx); a toaster that cannot
  // load offline fails every page.
  /\/node_modules\/sonner\//,
  /\/src\/features\/(landing|about|legal|public-forms)\//,
  /\/src\/features\/interview\/setup\/practice-setup-page\.tsx$/,
  // boot-app: the static landing loads the app (React Router and the layouts) lazily, so the shell
  // names it, or no route but `/` would open offline.
  /\/src\/app\/(boot-app|site-layout|public-layout|not-found-page|lazy-toaster)\.tsx$/,
  /\/src\/lib\/toast\.ts$/,
];

/** File names (relative to the build folder) of the shell: see the module comment. */
export function shellFiles(chunks: readonly ChunkNode[], isShellModule: (id: string) => boolean): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const shell = new Set<string>();
  const visit = (chunk: ChunkNode) => {
    if (shell.has(chunk.fileName)) return;
    shell.add(chunk.fileName);
    for (const css of chunk.importedCss) shell.add(css);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || (chunk.facadeModuleId !== null && isShellModule(chunk.facadeModuleId))) visit(chunk);
  }
  return shell;
}

/** File names of the offline pack: the chunks outside the shell and the stylesheets only they import. */
export function packFiles(chunks: readonly ChunkNode[], shell: ReadonlySet<string>): Set<string> {
  const pack = new Set<string>();
  for (const chunk of chunks) {
    if (shell.has(chunk.fileName)) continue;
    pack.add(chunk.fileName);
    for (const css of chunk.importedCss) if (!shell.has(css)) pack.add(css);
  }
  return pack;
}

/**
 * Splits Workbox's precache manifest (URLs relative to the build folder, sizes in bytes): entries
 * named in `pack` leave the precache and become the pack's files, with root-relative URLs.
 */
export function splitPrecache<E extends { url: string; size: number }>(
  entries: readonly E[],
  pack: ReadonlySet<string>,
): { precache: E[]; pack: PackFile[] } {
  const precache: E[] = [];
  const packed: PackFile[] = [];
  for (const entry of entries) {
    if (pack.has(entry.url)) packed.push({ url: `/${entry.url}`, size: entry.size });
    else precache.push(entry);
  }
  packed.sort((a, b) => a.url.localeCompare(b.url));
  return { precache, pack: packed };
}
