/**
 * `loadOnce(load)`: a function that runs `load()` on its first call and hands every later call the
 * same promise, so a chunk or module is fetched and set up once per page. A failed load is
 * forgotten (the promise rejects with `load`'s error), so the next call tries again: after a
 * network error the page can retry without a reload. Its `peek()` gives the loaded value at once
 * (undefined until a load has finished), so a component can render it without waiting a tick.
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** The value of the finished load; undefined while none has finished. */
  peek: () => T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let loaded: { value: T } | undefined;
  const start = () =>
    (loading ??= load().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(start, { peek: () => loaded?.value });
}
