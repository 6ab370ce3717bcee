/** Whether this browser has Cache Storage (it needs a secure context: https or localhost). */
export function hasCacheStorage(): boolean {
  return typeof caches !== 'undefined';
}
