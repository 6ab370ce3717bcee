/** Names of the Cache Storage caches the app and its service worker share. */

/** The PDF guides saved for offline (the app's cache.add and the service worker's CacheFirst route). */
export const GUIDES_CACHE = 'greenshoe-guides';
