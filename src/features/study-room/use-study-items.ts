/**
 * What the study room's tabs list (spec section 2). With an interview id (Study on /interviews):
 * that interview's concepts to study and weaknesses, from this device's saved copy or the server's
 * (interviewRead: found page by page in POST /api/get-interviews; cached, readable offline).
 * Without one, or when that interview is not found: the profile's combined weaknesses and topics
 * (profileRead: GET /api/profile through the cache).
 */
import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { InterviewRecord, Profile } from '@core/contract/saved-interview';
import { useAuth } from '@/lib/auth/auth-store';
import { db, type LocalInterview } from '@/offline/db';
import { interviewRead, profileRead } from '@/offline/server-reads';
import { useServerRead } from '@/offline/use-server-read';
import type { StudyTopic, StudyWeakness } from '@/features/study-room/study-tabs';

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

  const needsServerList = Boolean(interviewId && userId && local === null);
  const interviews = useServerRead(interviewRead, needsServerList ? [interviewId!] : null);

  let record: InterviewFields | undefined;
  if (local && local !== 'loading') record = { ...local.request, date_taken: local.request.date_taken ?? local.createdAt };
  else if (needsServerList) record = interviews.data ?? undefined;
  const interviewMissing = Boolean(interviewId) && !record && local !== 'loading' && (!needsServerList || interviews.status !== 'loading');
  const interviewError = needsServerList && interviews.status === 'error';

  const useProfileItems = !interviewId || (interviewMissing && !interviewError);
  const profile = useServerRead(profileRead, useProfileItems ? [] : null);

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
