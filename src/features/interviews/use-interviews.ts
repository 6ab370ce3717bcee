/**
 * The signed-in user's interviews for /interviews: the first page of POST /api/get-interviews
 * through the cache (fresh for INTERVIEWS_FRESH_MS, readable offline), the pages loaded since with
 * loadMore (kept in the cache too), merged with the interviews saved on this device that are still
 * waiting to sync.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '@/lib/auth/auth-store';
import { cacheKeys } from '@/offline/cache-keys';
import { INTERVIEWS_FRESH_MS } from '@/offline/constants';
import { db } from '@/offline/db';
import { fetchInterviewPage, loadNextPage, parseInterviewList, type InterviewList } from '@/offline/interview-pages';
import { localInterviewsOf } from '@/offline/saved-interviews';
import { useCachedResource } from '@/offline/use-cached-resource';
import { mergeInterviews, type InterviewListItem } from '@/features/interviews/interview-list';

export interface InterviewsData {
  status: 'loading' | 'ready' | 'error';
  items: InterviewListItem[];
  error: unknown;
  /** When the server list shown was fetched (epoch ms). */
  fetchedAt: number | undefined;
  /** True while the server has interviews not loaded yet. */
  hasMore: boolean;
  /** True while a loadMore is under way. */
  loadingMore: boolean;
  /** The error of the last loadMore, undefined when it succeeded. */
  moreError: unknown;
  /** Loads the next page (does nothing while one is loading or when all are loaded). */
  loadMore: () => void;
}

/** Pages loaded by loadMore on top of the cached list fetched at `fetchedAt`. */
interface Extended {
  key: string;
  fetchedAt: number | undefined;
  list: InterviewList;
}

export function useInterviews(): InterviewsData {
  const userId = useAuth((state) => state.user?.id ?? null);
  const key = userId ? cacheKeys.interviews(userId) : null;
  const load = useCallback(() => fetchInterviewPage(userId!), [userId]);
  const server = useCachedResource(key, load, parseInterviewList, INTERVIEWS_FRESH_MS);
  const [extended, setExtended] = useState<Extended>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>();

  const current = extended && extended.key === key && extended.fetchedAt === server.fetchedAt ? extended.list : server.data;
  const loadMore = useCallback(() => {
    if (!userId || !key || !current?.nextCursor || loadingMore) return;
    setLoadingMore(true);
    loadNextPage(userId, current)
      .then(async (list) => {
        setExtended({ key, fetchedAt: server.fetchedAt, list });
        setMoreError(undefined);
        await db.cache.update(key, { data: list }).catch((error: unknown) => console.warn('Caching failed', error));
      })
      .catch((error: unknown) => setMoreError(error))
      .finally(() => setLoadingMore(false));
  }, [userId, key, current, loadingMore, server.fetchedAt]);

  const local = useLiveQuery(() => localInterviewsOf(db, userId), [userId]);
  const items = useMemo(() => mergeInterviews(current?.records ?? [], local ?? []), [current, local]);
  return {
    status: server.status,
    items,
    error: server.error,
    fetchedAt: server.fetchedAt,
    hasMore: Boolean(current?.nextCursor),
    loadingMore,
    moreError,
    loadMore,
  };
}
