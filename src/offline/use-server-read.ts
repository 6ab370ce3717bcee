/**
 * The one way a page reads a server answer (decision 0021): through the `cache` table, per user.
 * The cached copy shows at once (also offline), and it is fetched again when missing or older than
 * the read's `freshMs`. A failed fetch keeps the cached copy and reports the error beside it;
 * `refresh` fetches now. The reads themselves (key, request, check) are in server-reads.ts.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-store';
import { db } from '@/offline/db';

/**
 * One server read of the signed-in user, with arguments `A` (e.g. an interview id).
 * `key` names its copy in the `cache` table (one per user and arguments, so users never share a
 * copy); `load` is its request; `parse` checks an answer and a cached copy (a copy of an older
 * shape is dropped); a copy younger than `freshMs` (ms) is shown without a request.
 */
export interface ServerRead<T, A extends readonly unknown[]> {
  key: (userId: string, ...args: A) => string;
  load: (userId: string, ...args: A) => Promise<T>;
  parse: (data: unknown) => T;
  freshMs: number;
}

/** What useServerRead gives a page: the copy on screen, its state and time, and how to refresh or extend it. */
export interface CachedResource<T> {
  /** 'loading' before any data or error; 'error' when the fetch failed and nothing is cached. */
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  /** When `data` was fetched (epoch ms). */
  fetchedAt: number | undefined;
  error: unknown;
  refresh: () => void;
  /**
   * Replaces the copy fetched at `fetchedAt` with `data` (e.g. with the pages loaded since), on
   * screen and in the cache; does nothing when another copy is shown by then.
   */
  replace: (data: T, fetchedAt: number) => void;
}

interface State<T> {
  /** The key the rest belongs to (a copy for another key is never shown). */
  key: string | null;
  data?: T;
  fetchedAt?: number;
  error?: unknown;
}

const warnCachingFailed = (error: unknown) => console.warn('Caching failed', error);

/**
 * `read` for the signed-in user with `args`; null args (or no user): nothing to read yet.
 * The copy is identified by its key alone: arguments that give the same key are the same read.
 */
export function useServerRead<T, A extends readonly unknown[]>(read: ServerRead<T, A>, args: A | null): CachedResource<T> {
  const userId = useAuth((state) => state.user?.id ?? null);
  const key = userId !== null && args !== null ? read.key(userId, ...args) : null;
  const [state, setState] = useState<State<T>>({ key: null });
  const [attempt, setAttempt] = useState(0);
  // Called only while `key` is set, that is with a user and arguments.
  const load = useEffectEvent(() => read.load(userId!, ...args!));
  const parse = useEffectEvent((data: unknown) => read.parse(data));
  const { freshMs } = read;

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
      if (data !== undefined && attempt === 0 && Date.now() - cached!.fetchedAt < freshMs) return;
      try {
        const fresh = await load();
        const fetchedAt = Date.now();
        await db.cache.put({ key, fetchedAt, data: fresh }).catch(warnCachingFailed);
        if (live) setState({ key, data: fresh, fetchedAt });
      } catch (error) {
        if (live) setState((previous) => (previous.key === key ? { ...previous, error } : { key, error }));
      }
    })();
    return () => {
      live = false;
    };
  }, [key, freshMs, attempt]);

  const refresh = useCallback(() => {
    setState((previous) => ({ ...previous, error: undefined }));
    setAttempt((n) => n + 1);
  }, []);

  const replace = useCallback(
    (data: T, fetchedAt: number) => {
      if (!key) return;
      setState((previous) => (previous.key === key && previous.fetchedAt === fetchedAt ? { ...previous, data } : previous));
      db.cache
        .where('key')
        .equals(key)
        .and((row) => row.fetchedAt === fetchedAt)
        .modify({ data })
        .catch(warnCachingFailed);
    },
    [key],
  );

  const current: State<T> = state.key === key ? state : { key };
  const status = current.data !== undefined ? 'ready' : current.error !== undefined ? 'error' : 'loading';
  return { status, data: current.data, fetchedAt: current.fetchedAt, error: current.error, refresh, replace };
}
