/**
 * Fills the offline pack in a dedicated worker (pack-worker.ts), so its downloads and cache writes
 * stay off the page's main thread; the page only paces it (`beforeFile`, a quiet moment) and hears
 * its progress. Where the browser has no Worker, fills on the page (pack-cache.ts). Same contract as
 * fillPack: resolves once every file and the manifest are kept, rejects on the first failure.
 */
import { fillPack } from '@/lib/offline-pack/pack-cache';
import type { OfflinePackManifest } from '@/lib/offline-pack/pack-manifest';
import type { PackWorkerReply, PackWorkerRequest } from '@/lib/offline-pack/pack-worker-messages';

/**
 * fillPack's arguments and promise (pack-cache.ts: `ownBuild` deletes other builds' files,
 * `onFile(done, bytes)` gets the files and bytes done so far, each download waits for
 * `beforeFile`), run in the worker. Rejects with the worker's message on the first failed
 * download, or when the worker cannot start.
 */
export function fillPackInWorker(
  manifest: OfflinePackManifest,
  ownBuild: boolean,
  onFile: (done: number, bytes: number) => void,
  beforeFile: () => Promise<void>,
): Promise<void> {
  if (typeof Worker === 'undefined') return fillPack(manifest, ownBuild, onFile, beforeFile);
  const worker = new Worker(new URL('./pack-worker.ts', import.meta.url), { type: 'module', name: 'offline-pack' });
  const send = (message: PackWorkerRequest) => worker.postMessage(message);
  return new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    worker.addEventListener('error', () => finish(new Error("The offline pack's worker failed to start")));
    worker.addEventListener('message', (event: MessageEvent<PackWorkerReply>) => {
      const message = event.data;
      if (message.type === 'ready') void beforeFile().then(() => send({ type: 'go' }));
      else if (message.type === 'progress') onFile(message.done, message.bytes);
      else if (message.type === 'done') finish();
      else finish(new Error(message.message));
    });
    send({ type: 'fill', manifest, ownBuild });
  });
}
