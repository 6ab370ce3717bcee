/**
 * The offline pack in Cache Storage (OFFLINE_PACK_CACHE): the app's chunks outside the install
 * precache, listed by the build in /offline-pack.json (scripts/build/offline-pack-split.ts). The
 * manifest is kept in the same cache, so what is on the device can be told offline too. The service
 * worker answers /assets/ requests from this cache first. Sizes are in bytes (uncompressed files).
 */
import { OFFLINE_PACK_CACHE, OFFLINE_PACK_MANIFEST_URL } from '@/config/caches';
import type { OfflinePackManifest } from '@/lib/offline-pack/pack-manifest';

/** What the device holds: the manifest kept with the pack (null when none), and how much of it is cached. */
export interface PackContents {
  manifest: OfflinePackManifest | null;
  cachedFiles: number;
  cachedBytes: number;
}

/** How many pack files download at once (few, so the page's own requests are not held back). */
const PARALLEL_DOWNLOADS = 2;

/** The pack on this device: its kept manifest and the files of it already cached. */
export async function readPackContents(): Promise<PackContents> {
  const cache = await caches.open(OFFLINE_PACK_CACHE);
  const kept = await cache.match(OFFLINE_PACK_MANIFEST_URL);
  if (!kept) return { manifest: null, cachedFiles: 0, cachedBytes: 0 };
  const manifest = (await kept.json()) as OfflinePackManifest;
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const present = manifest.files.filter((file) => cached.has(file.url));
  return { manifest, cachedFiles: present.length, cachedBytes: present.reduce((sum, file) => sum + file.size, 0) };
}

/** The newest manifest from the server (never from a cache); rejects when it cannot be fetched. */
export async function fetchPackManifest(): Promise<OfflinePackManifest> {
  const response = await fetch(OFFLINE_PACK_MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The offline pack's list answered ${response.status}`);
  return (await response.json()) as OfflinePackManifest;
}

/**
 * Downloads every file of `manifest` not cached yet (cache.add: kept only on a 200 answer), calling
 * `onFile` with the files and bytes done so far, then keeps the manifest. Each download starts only
 * once `beforeFile` has resolved (the background fetch waits there for a quiet moment, so it stays
 * out of the frames of someone typing). When `manifest` is this running build's (`ownBuild`), files
 * of older builds are deleted; otherwise they stay, so a tab of an older version still opens its
 * pages offline. Rejects on the first failed download (the files already cached stay).
 */
export async function fillPack(
  manifest: OfflinePackManifest,
  ownBuild: boolean,
  onFile: (done: number, bytes: number) => void,
  beforeFile: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const cache = await caches.open(OFFLINE_PACK_CACHE);
  const cachedRequests = await cache.keys();
  const cached = new Set(cachedRequests.map((request) => new URL(request.url).pathname));
  if (ownBuild) {
    const wanted = new Set([...manifest.files.map((file) => file.url), OFFLINE_PACK_MANIFEST_URL]);
    await Promise.all(cachedRequests.filter((request) => !wanted.has(new URL(request.url).pathname)).map((request) => cache.delete(request)));
  }
  let done = 0;
  let bytes = 0;
  const missing: typeof manifest.files = [];
  for (const file of manifest.files) {
    if (cached.has(file.url)) {
      done += 1;
      bytes += file.size;
    } else missing.push(file);
  }
  onFile(done, bytes);
  const worker = async () => {
    while (missing.length > 0) {
      await beforeFile();
      const file = missing.shift();
      if (!file) return;
      await cache.add(file.url);
      done += 1;
      bytes += file.size;
      onFile(done, bytes);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
  await cache.put(OFFLINE_PACK_MANIFEST_URL, new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }));
}

/** Deletes the whole pack from this device. */
export async function removePack(): Promise<void> {
  await caches.delete(OFFLINE_PACK_CACHE);
}

/** Whether `manifest` describes the build this page runs (its entry script is on the page). */
export function isOwnBuild(manifest: OfflinePackManifest): boolean {
  return [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].some(
    (script) => new URL(script.src, location.href).pathname === manifest.entry,
  );
}
