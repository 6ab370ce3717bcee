/** The messages between the page and the offline pack's worker (pack-worker.ts). */
import type { OfflinePackManifest } from '@/lib/offline-pack/pack-manifest';

/** Page → worker: start filling `manifest`, or let one more download start. */
export type PackWorkerRequest = { type: 'fill'; manifest: OfflinePackManifest; ownBuild: boolean } | { type: 'go' };

/** Worker → page: a download waits for `go`; files and bytes done so far; the end. */
export type PackWorkerReply =
  | { type: 'ready' }
  | { type: 'progress'; done: number; bytes: number }
  | { type: 'done' }
  | { type: 'failed'; message: string };
