/**
 * Vite plugin and Workbox manifest transform that keep the install precache small: the plugin reads
 * the chunk graph when the bundle is written (offline-pack-split.ts decides shell or pack), and the
 * transform, which vite-plugin-pwa runs afterwards, drops the pack's files from the precache and
 * writes them to `<outDir>/offline-pack.json` ({ version, entry, files: [{ url, size }] }) for the
 * app to fetch at idle (src/lib/offline-pack/). Throws at build when the bundle has no entry chunk.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  OFFLINE_PACK_FILE,
  packFiles,
  SHELL_MODULES,
  shellFiles,
  splitPrecache,
  type ChunkNode,
} from './offline-pack-split.ts';
import type { OfflinePackManifest } from '../../src/lib/offline-pack/pack-manifest.ts';

/** A Workbox precache entry as manifestTransforms receive it: URL relative to the build folder, size in bytes. */
interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Workbox's manifestTransform shape (workbox-build), for VitePWA's `workbox.manifestTransforms`. */
type ManifestTransform = (entries: PrecacheEntry[]) => Promise<{ manifest: PrecacheEntry[] }>;

/** The plugin and the transform to pass to VitePWA's `workbox.manifestTransforms`; `outDir` is the build folder. */
export function offlinePack(outDir: string): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let pack = new Set<string>();
  let entry = '';
  const plugin: Plugin = {
    name: 'greenshoe-offline-pack',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkNode[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          imports: output.imports,
          importedCss: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      const entryChunk = chunks.find((chunk) => chunk.isEntry);
      if (!entryChunk) throw new Error('offline pack: the bundle has no entry chunk');
      entry = `/${entryChunk.fileName}`;
      const isShellModule = (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id));
      pack = packFiles(chunks, shellFiles(chunks, isShellModule));
    },
  };
  const manifestTransform: ManifestTransform = async (entries) => {
    const split = splitPrecache(entries, pack);
    const version = createHash('sha256').update(split.pack.map((file) => file.url).join('\n')).digest('hex').slice(0, 16);
    const manifest: OfflinePackManifest = { version, entry, files: split.pack };
    await writeFile(join(outDir, OFFLINE_PACK_FILE), JSON.stringify(manifest));
    return { manifest: split.precache };
  };
  return { plugin, manifestTransform };
}
