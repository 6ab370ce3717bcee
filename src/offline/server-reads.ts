/**
 * The server reads pages show through useServerRead (decision 0021): one definition per read, used
 * by every page that needs it. Each read's request is one small function.
 */
import { InterviewRecordSchema, ProfileSchema, type InterviewRecord, type Profile } from '@core/contract/saved-interview';
import { callApi } from '@/lib/api-client';
import { authorizedApi } from '@/lib/authorized-api';
import { cacheKeys } from '@/offline/cache-keys';
import { INTERVIEWS_FRESH_MS, PROFILE_FRESH_MS } from '@/offline/constants';
import { db } from '@/offline/db';
import { cachedInterview, fetchInterviewPage, findInterview, parseInterviewList, type InterviewList } from '@/offline/interview-pages';
import type { ServerRead } from '@/offline/use-server-read';

const parseProfile = (body: unknown): Profile => ProfileSchema.parse(body);

/**
 * GET /api/profile: the signed-in user's profile.
 * @throws UnauthorizedError / ApiError as the authorized client does; ZodError on an unexpected body.
 */
function fetchProfile(): Promise<Profile> {
  return callApi(() => authorizedApi().api.profile.$get(), ProfileSchema);
}

/** The profile (/profile, and the study room without an interview). */
export const profileRead: ServerRead<Profile, []> = {
  key: cacheKeys.profile,
  load: () => fetchProfile(),
  parse: parseProfile,
  freshMs: PROFILE_FRESH_MS,
};

/** The first page of the user's interviews (/interviews; later pages are added with `replace`). */
export const interviewListRead: ServerRead<InterviewList, []> = {
  key: cacheKeys.interviews,
  load: (userId) => fetchInterviewPage(userId),
  parse: parseInterviewList,
  freshMs: INTERVIEWS_FRESH_MS,
};

const FoundSchema = InterviewRecordSchema.nullable();

/**
 * One interview of the user by id, null when the user has none such (the study room): read page by
 * page from the server; offline or failing, from the list /interviews cached.
 */
export const interviewRead: ServerRead<InterviewRecord | null, [id: string]> = {
  key: cacheKeys.interview,
  load: async (userId, id) => {
    try {
      return await findInterview(userId, id);
    } catch (error) {
      const cached = await cachedInterview(db, userId, id);
      if (cached) return cached;
      throw error;
    }
  },
  parse: (body) => FoundSchema.parse(body),
  freshMs: INTERVIEWS_FRESH_MS,
};
