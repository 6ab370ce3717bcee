/**
 * Vite plugin: emits the top-level manifest.webmanifest at the site's root under its stable name
 * (`/manifest.webmanifest`), as install sheets and stores expect, instead of a hashed asset path.
 * index.html links it with `vite-ignore`, so Vite leaves the link alone; the dev server serves the
 * same file from the project root.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Name of the manifest, at the project root and at the root of the built site. */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** The plugin; `path` is the manifest's source file. Throws at build when it is not valid JSON. */
export function stableManifest(path: string): Plugin {
  return {
    name: 'greenshoe-stable-manifest',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(path, 'utf8');
      JSON.parse(source);
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source });
    },
  };
}
