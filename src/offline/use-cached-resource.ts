/**
 * A server answer read through the `cache` table: the cached copy shows at once (also offline),
 * and it is fetched again when missing or older than `maxAgeMs`. A failed fetch keeps the cached
 * copy and reports the error beside it; `refresh` fetches now.
 */
import { useCallback, useEffect, useState } from 'react';
import { db } from '@/offline/db';

export interface CachedResource<T> {
  /** 'loading' before any data or error; 'error' when the fetch failed and nothing is cached. */
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  /** When `data` was fetched (epoch ms). */
  fetchedAt: number | undefined;
  error: unknown;
  refresh: () => void;
}

interface State<T> {
  /** The key the rest belongs to (a copy for another key is never shown). */
  key: string | null;
  data?: T;
  fetchedAt?: number;
  error?: unknown;
}

/**
 * Reads `key` (null: nothing to read yet) from the cache, then through `load` when stale.
 * `parse` checks cached data (a copy of an older shape is dropped); `load` must be stable for a key.
 */
export function useCachedResource<T>(
  key: string | null,
  load: () => Promise<T>,
  parse: (data: unknown) => T,
  maxAgeMs: number,
): CachedResource<T> {
  const [state, setState] = useState<State<T>>({ key: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key) return;
    let live = true;
    void (async () => {
      const cached = await db.cache.get(key).catch(() => undefined);
      let data: T | undefined;
      try {
        data = cached ? parse(cached.data) : undefined;
      } catch {
        data = undefined;
      }
      if (!live) return;
      if (data !== undefined) setState({ key, data, fetchedAt: cached!.fetchedAt });
      if (data !== undefined && attempt === 0 && Date.now() - cached!.fetchedAt < maxAgeMs) return;
      try {
        const fresh = await load();
        const fetchedAt = Date.now();
        await db.cache.put({ key, fetchedAt, data: fresh }).catch((error: unknown) => console.warn('Caching failed', error));
        if (live) setState({ key, data: fresh, fetchedAt });
      } catch (error) {
        if (live) setState((previous) => (previous.key === key ? { ...previous, error } : { key, error }));
      }
    })();
    return () => {
      live = false;
    };
  }, [key, load, parse, maxAgeMs, attempt]);

  const refresh = useCallback(() => {
    setState((previous) => ({ ...previous, error: undefined }));
    setAttempt((n) => n + 1);
  }, []);

  const current: State<T> = state.key === key ? state : { key };
  const status = current.data !== undefined ? 'ready' : current.error !== undefined ? 'error' : 'loading';
  return { status, data: current.data, fetchedAt: current.fetchedAt, error: current.error, refresh };
}
