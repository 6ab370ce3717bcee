/**
 * Dedicated worker that fills the offline pack (pack-cache.ts's fillPack) off the page's main
 * thread: the downloads and Cache Storage writes of about a hundred files then never land in the
 * frames of someone typing. Started by fill-pack-in-worker.ts. Messages:
 * - in: `{ type: 'fill', manifest, ownBuild }` once, then `{ type: 'go' }` for each file the page
 *   lets start (it waits for a quiet moment first);
 * - out: `{ type: 'ready' }` before each file, `{ type: 'progress', done, bytes }` after each,
 *   then `{ type: 'done' }` or `{ type: 'failed', message }`.
 */
import { fillPack } from '@/lib/offline-pack/pack-cache';
import type { PackWorkerReply, PackWorkerRequest } from '@/lib/offline-pack/pack-worker-messages';

const reply = (message: PackWorkerReply) => postMessage(message);
/** Downloads waiting for the page's `go`, first come first served. */
const waiting: (() => void)[] = [];

addEventListener('message', (event: MessageEvent<PackWorkerRequest>) => {
  const request = event.data;
  if (request.type === 'go') return waiting.shift()?.();
  const beforeFile = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      reply({ type: 'ready' });
    });
  fillPack(request.manifest, request.ownBuild, (done, bytes) => reply({ type: 'progress', done, bytes }), beforeFile).then(
    () => reply({ type: 'done' }),
    (error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
