/**
 * The offline pack's fill (src/lib/offline-pack/pack-cache.ts): every file and the manifest end up
 * in the pack's cache, and no download starts before the pacing hook (`beforeFile`, a quiet moment
 * in the app) lets it, so a reader who keeps typing holds the fetch back until they pause.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_PACK_CACHE, OFFLINE_PACK_MANIFEST_URL } from '@/config/caches';
import { fillPack } from '@/lib/offline-pack/pack-cache';
import type { OfflinePackManifest } from '@/lib/offline-pack/pack-manifest';
import { installFakeCaches } from '../resources/fake-cache-storage';

const MANIFEST: OfflinePackManifest = {
  version: 'v2',
  entry: '/assets/index-new.js',
  files: ['/assets/bank-index-a.js', '/assets/bank-search-b.js', '/assets/bank-topic-c.js', '/assets/interview-d.js', '/assets/practice-e.js'].map((url, i) => ({ url, size: 100 * (i + 1) })),
};

function fetchOk() {
  return vi.fn(async () => new Response('export {}', { status: 200, headers: { 'Content-Type': 'text/javascript' } }));
}

/** A pacing hook held shut until `open(n)` lets n more downloads start. */
function gate() {
  const waiting: (() => void)[] = [];
  let allowance = 0;
  const release = () => {
    while (allowance > 0 && waiting.length > 0) {
      allowance -= 1;
      waiting.shift()!();
    }
  };
  return {
    beforeFile: () => new Promise<void>((resolve) => {
      waiting.push(resolve);
      release();
    }),
    open(n: number) {
      allowance += n;
      release();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fillPack', () => {
  it('keeps every file and the manifest, and drops files of older builds', async () => {
    const storage = installFakeCaches();
    vi.stubGlobal('fetch', fetchOk());
    const old = await storage.open(OFFLINE_PACK_CACHE);
    await old.put('/assets/bank-index-old.js', new Response('old'));
    const progress: [number, number][] = [];

    await fillPack(MANIFEST, true, (done, bytes) => progress.push([done, bytes]));

    expect(storage.paths(OFFLINE_PACK_CACHE)).toEqual([...MANIFEST.files.map((file) => file.url), OFFLINE_PACK_MANIFEST_URL].sort());
    expect(progress.at(-1)).toEqual([5, 1500]);
  });

  it('starts no download until the pacing hook lets it, and finishes once it lets them all', async () => {
    const storage = installFakeCaches();
    const fetch = fetchOk();
    vi.stubGlobal('fetch', fetch);
    const pacing = gate();
    const progress: number[] = [];

    const filling = fillPack(MANIFEST, true, (done) => progress.push(done), pacing.beforeFile);
    await vi.waitFor(() => expect(progress).toEqual([0]));
    expect(fetch).not.toHaveBeenCalled();

    pacing.open(1);
    await vi.waitFor(() => expect(progress).toEqual([0, 1]));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storage.paths(OFFLINE_PACK_CACHE)).not.toContain(OFFLINE_PACK_MANIFEST_URL);

    pacing.open(MANIFEST.files.length - 1);
    await filling;
    expect(fetch).toHaveBeenCalledTimes(MANIFEST.files.length);
    expect(storage.paths(OFFLINE_PACK_CACHE)).toContain(OFFLINE_PACK_MANIFEST_URL);
    expect(progress.at(-1)).toBe(MANIFEST.files.length);
  });
});
