/**
 * The offline pack's manifest, written by the build (scripts/build/offline-pack-plugin.ts) to
 * /offline-pack.json and read by the app (pack-cache.ts). URLs are root-relative, sizes in bytes.
 */

/** One file of the offline pack. */
export interface PackFile {
  url: string;
  size: number;
}

/** The whole pack: never precached, fetched by the app when it fills or refreshes the pack. */
export interface OfflinePackManifest {
  /** Changes whenever a pack file changes (hashed names): the app refreshes its copy when it differs. */
  version: string;
  /** The build's entry script (root-relative): a running app of another build keeps its old files. */
  entry: string;
  files: PackFile[];
}
