/**
 * The PDF guides kept for offline reading, in Cache Storage (GUIDES_CACHE, the cache the service
 * worker answers /resources/*.pdf from, cache-first): which guides are saved, saving one whole file
 * with cache.add, and the plain message for a save that failed.
 */
import { GUIDES_CACHE } from '@/config/caches';
import { hasCacheStorage } from '@/lib/cache-storage';

/** What the page says when a guide could not be saved. */
export const SAVE_MESSAGES = {
  unavailable: 'This browser cannot keep guides for offline reading. They open while you are online.',
  offline: 'You are offline. Connect to the internet to save guides for offline reading.',
  quota: 'There is not enough storage space on this device to save the guides. Free up some space and try again.',
  download: (titles: readonly string[]) => `Could not download ${titles.join(', ')}. Check your connection and try again.`,
} as const;

/** Why a save failed: no Cache Storage, no connection, no space, or the download itself failed. */
export type SaveFailure = 'unavailable' | 'offline' | 'quota' | 'download';

/** The subset of `urls` saved in GUIDES_CACHE; rejects when Cache Storage is missing or refused. */
export async function savedGuideUrls(urls: readonly string[]): Promise<Set<string>> {
  if (!hasCacheStorage()) throw new Error('Cache Storage is not available');
  const hits = await Promise.all(urls.map((url) => caches.match(url, { cacheName: GUIDES_CACHE })));
  return new Set(urls.filter((_, index) => hits[index] !== undefined));
}

/** Downloads the whole guide at `url` into GUIDES_CACHE (cache.add: stored only on a 200 answer). */
export async function saveGuide(url: string): Promise<void> {
  if (!hasCacheStorage()) throw new Error('Cache Storage is not available');
  await (await caches.open(GUIDES_CACHE)).add(url);
}

/** Classifies a failed saveGuide(): `online` is the browser's navigator.onLine at the time. */
export function saveFailure(error: unknown, online: boolean): SaveFailure {
  if (!hasCacheStorage()) return 'unavailable';
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return 'quota';
  return online ? 'download' : 'offline';
}
