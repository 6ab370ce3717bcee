/**
 * What the study room's tabs list (spec section 2). With an interview id (Study on /interviews):
 * that interview's concepts to study and weaknesses, from this device's saved copy or the cached
 * server's list (POST /api/get-interviews, read page by page until found; cached, readable offline).
 * Without one, or when that interview is not found: the profile's combined weaknesses and topics
 * (GET /api/profile through the cache).
 */
import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { InterviewRecordSchema, ProfileSchema, type InterviewRecord, type Profile } from '@core/contract/saved-interview';
import { useAuth } from '@/lib/auth/auth-store';
import { callApi } from '@/lib/api-client';
import { authorizedApi } from '@/lib/authorized-api';
import { cacheKeys } from '@/offline/cache-keys';
import { INTERVIEWS_FRESH_MS, PROFILE_FRESH_MS } from '@/offline/constants';
import { db, type LocalInterview } from '@/offline/db';
import { cachedInterview, findInterview } from '@/offline/interview-pages';
import { useCachedResource } from '@/offline/use-cached-resource';
import type { StudyTopic, StudyWeakness } from '@/features/study-room/study-tabs';

const FoundSchema = InterviewRecordSchema.nullable();
const parseFound = (body: unknown): InterviewRecord | null => FoundSchema.parse(body);
const parseProfile = (body: unknown): Profile => ProfileSchema.parse(body);

export interface StudyItems {
  status: 'loading' | 'ready' | 'error';
  topics: StudyTopic[];
  weaknesses: StudyWeakness[];
  /** The interview the items come from; undefined for the profile's items. */
  interview?: { company: string; stage: string; dateTaken: string };
  /** True when an interview id was given but no such interview of this user was found. */
  interviewMissing: boolean;
  error: unknown;
  retry: () => void;
}

type InterviewFields = Pick<InterviewRecord, 'company' | 'stage' | 'date_taken' | 'conceptsToStudy' | 'weaknesses'>;

function fromInterview(record: InterviewFields) {
  return {
    topics: Object.values(record.conceptsToStudy).map(({ concept, description }) => ({ concept, description })),
    weaknesses: Object.values(record.weaknesses).map(({ title, description }) => ({ title, description })),
    interview: { company: record.company, stage: record.stage, dateTaken: record.date_taken },
  };
}

function fromProfile(profile: Profile) {
  return {
    topics: Object.values(profile.conceptsToStudy).map(({ concept, description }) => ({ concept, description })),
    weaknesses: profile.weaknesses.map(({ title, description }) => ({ title, description })),
  };
}

/** This user's copy of interview `id` on the device: the row, null when absent, 'loading' before the read. */
function useLocalInterview(id: string | undefined, userId: string | null): LocalInterview | null | 'loading' {
  return useLiveQuery(
    async () => {
      if (!id || !userId) return null;
      const row = await db.interviews.get(id).catch(() => undefined);
      return row && row.userId === userId ? row : null;
    },
    [id, userId],
    'loading',
  );
}

export function useStudyItems(interviewId: string | undefined): StudyItems {
  const userId = useAuth((state) => state.user?.id ?? null);
  const local = useLocalInterview(interviewId, userId);

  const loadInterview = useCallback(async () => {
    try {
      return await findInterview(userId!, interviewId!);
    } catch (error) {
      // Offline or failing: the list /interviews cached may hold it.
      const cached = await cachedInterview(db, userId!, interviewId!);
      if (cached) return cached;
      throw error;
    }
  }, [userId, interviewId]);
  const needsServerList = Boolean(interviewId && userId && local === null);
  const interviews = useCachedResource(needsServerList ? cacheKeys.interview(userId!, interviewId!) : null, loadInterview, parseFound, INTERVIEWS_FRESH_MS);

  let record: InterviewFields | undefined;
  if (local && local !== 'loading') record = { ...local.request, date_taken: local.request.date_taken ?? local.createdAt };
  else if (needsServerList) record = interviews.data ?? undefined;
  const interviewMissing = Boolean(interviewId) && !record && local !== 'loading' && (!needsServerList || interviews.status !== 'loading');
  const interviewError = needsServerList && interviews.status === 'error';

  const useProfileItems = !interviewId || (interviewMissing && !interviewError);
  const loadProfile = useCallback(() => callApi(() => authorizedApi().api.profile.$get(), ProfileSchema), []);
  const profile = useCachedResource(useProfileItems && userId ? cacheKeys.profile(userId) : null, loadProfile, parseProfile, PROFILE_FRESH_MS);

  const { refresh: refreshInterviews } = interviews;
  const { refresh: refreshProfile } = profile;
  const retry = useCallback(() => {
    refreshInterviews();
    refreshProfile();
  }, [refreshInterviews, refreshProfile]);

  if (record) return { status: 'ready', ...fromInterview(record), interviewMissing: false, error: undefined, retry };
  if (interviewError) return { status: 'error', topics: [], weaknesses: [], interviewMissing: false, error: interviews.error, retry };
  if (!useProfileItems || !userId) return { status: 'loading', topics: [], weaknesses: [], interviewMissing, error: undefined, retry };
  const items = profile.data ? fromProfile(profile.data) : { topics: [], weaknesses: [] };
  return { status: profile.status, ...items, interviewMissing, error: profile.error, retry };
}
