/**
 * `loadOnce(load)`: a function that runs `load()` on its first call and hands every later call the
 * same promise, so a chunk or module is fetched and set up once per page. A failed load is
 * forgotten (the promise rejects with `load`'s error), so the next call tries again: after a
 * network error the page can retry without a reload.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
