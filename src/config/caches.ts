/** Names of the Cache Storage caches the app and its service worker share. */

/** The PDF guides saved for offline (the app's cache.add and the service worker's CacheFirst route). */
export const GUIDES_CACHE = 'greenshoe-guides';

/**
 * The offline pack: the app's chunks outside the install precache (bank, interview, practice and
 * study pages), filled by the app at idle (src/lib/offline-pack/) and by the service worker's
 * cache-first route for /assets/, with the pack's manifest itself.
 */
export const OFFLINE_PACK_CACHE = 'greenshoe-offline-pack';

/** Where the built site serves the offline pack's manifest (scripts/build/offline-pack-split.ts). */
export const OFFLINE_PACK_MANIFEST_URL = '/offline-pack.json';
