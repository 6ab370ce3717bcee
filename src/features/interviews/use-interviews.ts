/**
 * The signed-in user's interviews for /interviews: POST /api/get-interviews through the cache
 * (fresh for INTERVIEWS_FRESH_MS, readable offline), merged with the interviews saved on this
 * device that are still waiting to sync.
 */
import { useCallback, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { InterviewRecordSchema, type InterviewRecord } from '@core/contract/saved-interview';
import { useAuth } from '@/lib/auth/auth-store';
import { authorizedJson } from '@/offline/authorized-json';
import { cacheKeys } from '@/offline/cache-keys';
import { INTERVIEWS_FRESH_MS } from '@/offline/constants';
import { db } from '@/offline/db';
import { localInterviewsOf } from '@/offline/saved-interviews';
import { useCachedResource } from '@/offline/use-cached-resource';
import { mergeInterviews, type InterviewListItem } from '@/features/interviews/interview-list';

const RecordsSchema = z.array(InterviewRecordSchema);
const parseRecords = (body: unknown): InterviewRecord[] => RecordsSchema.parse(body);

export interface InterviewsData {
  status: 'loading' | 'ready' | 'error';
  items: InterviewListItem[];
  error: unknown;
  /** When the server list shown was fetched (epoch ms). */
  fetchedAt: number | undefined;
}

export function useInterviews(): InterviewsData {
  const userId = useAuth((state) => state.user?.id ?? null);
  const load = useCallback(
    () =>
      authorizedJson(
        '/api/get-interviews',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ user_id: userId }) },
        parseRecords,
      ),
    [userId],
  );
  const server = useCachedResource(userId ? cacheKeys.interviews(userId) : null, load, parseRecords, INTERVIEWS_FRESH_MS);
  const local = useLiveQuery(() => localInterviewsOf(db, userId), [userId]);
  const items = useMemo(() => mergeInterviews(server.data ?? [], local ?? []), [server.data, local]);
  return { status: server.status, items, error: server.error, fetchedAt: server.fetchedAt };
}
