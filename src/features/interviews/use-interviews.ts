/**
 * The signed-in user's interviews for /interviews: the first page of POST /api/get-interviews
 * through the cache (interviewListRead, readable offline), the pages loaded since with loadMore
 * (kept in the cache too), merged with the interviews saved on this device that are still
 * waiting to sync.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '@/lib/auth/auth-store';
import { db } from '@/offline/db';
import { loadNextPage } from '@/offline/interview-pages';
import { localInterviewsOf } from '@/offline/saved-interviews';
import { interviewListRead } from '@/offline/server-reads';
import { useServerRead } from '@/offline/use-server-read';
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

export function useInterviews(): InterviewsData {
  const userId = useAuth((state) => state.user?.id ?? null);
  const server = useServerRead(interviewListRead, []);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>();

  const { data: current, fetchedAt, replace } = server;
  const loadMore = useCallback(() => {
    if (!userId || !current?.nextCursor || fetchedAt === undefined || loadingMore) return;
    setLoadingMore(true);
    loadNextPage(userId, current)
      .then((list) => {
        replace(list, fetchedAt);
        setMoreError(undefined);
      })
      .catch((error: unknown) => setMoreError(error))
      .finally(() => setLoadingMore(false));
  }, [userId, current, fetchedAt, loadingMore, replace]);

  const local = useLiveQuery(() => localInterviewsOf(db, userId), [userId]);
  const items = useMemo(() => mergeInterviews(current?.records ?? [], local ?? []), [current, local]);
  return {
    status: server.status,
    items,
    error: server.error,
    fetchedAt,
    hasMore: Boolean(current?.nextCursor),
    loadingMore,
    moreError,
    loadMore,
  };
}
