/**
 * Paged reads of POST /api/get-interviews: the server answers at most a page (default 50) of the
 * user's interviews, newest first, and names the next page's cursor in the X-Next-Cursor header
 * (absent on the last page). An InterviewList is the records loaded so far and that cursor.
 */
import { z } from 'zod';
import { InterviewRecordSchema, type InterviewRecord } from '@core/contract/saved-interview';
import { NEXT_CURSOR_HEADER } from '@core/contract/wire';
import { callApiWithResponse } from '@/lib/api-client';
import { authorizedApi } from '@/lib/authorized-api';
import { type TokenSource } from '@/lib/bearer-fetch';
import { cacheKeys } from '@/offline/cache-keys';
import type { GreenshoeDb } from '@/offline/db';

export const InterviewListSchema = z.object({
  records: z.array(InterviewRecordSchema),
  /** Cursor of the next page; null when every interview is loaded. */
  nextCursor: z.string().nullable(),
});
export type InterviewList = z.infer<typeof InterviewListSchema>;

export const parseInterviewList = (body: unknown): InterviewList => InterviewListSchema.parse(body);

const RecordsSchema = z.array(InterviewRecordSchema);

/**
 * One page of `userId`'s interviews, after `cursor` when given (the previous page's nextCursor).
 * @throws UnauthorizedError / ApiError as the authorized client does; ZodError on an unexpected body.
 */
export async function fetchInterviewPage(userId: string, cursor?: string, tokens?: TokenSource): Promise<InterviewList> {
  const json = cursor ? { user_id: userId, cursor } : { user_id: userId };
  const { body, response } = await callApiWithResponse(() => authorizedApi(tokens).api['get-interviews'].$post({ json }), RecordsSchema);
  return { records: body, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

/** `list` followed by its next page (unchanged when it is complete). */
export async function loadNextPage(userId: string, list: InterviewList, tokens?: TokenSource): Promise<InterviewList> {
  if (!list.nextCursor) return list;
  const page = await fetchInterviewPage(userId, list.nextCursor, tokens);
  return { records: [...list.records, ...page.records], nextCursor: page.nextCursor };
}

/**
 * `userId`'s interview `id`, read page by page until found; null when the user has no such interview.
 */
export async function findInterview(userId: string, id: string, tokens?: TokenSource): Promise<InterviewRecord | null> {
  let cursor: string | undefined;
  do {
    const page = await fetchInterviewPage(userId, cursor, tokens);
    const found = page.records.find((record) => record.id === id);
    if (found) return found;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return null;
}

/** Interview `id` from the list /interviews cached for `userId` on this device; undefined when not there. */
export async function cachedInterview(db: GreenshoeDb, userId: string, id: string): Promise<InterviewRecord | undefined> {
  const cached = await db.cache.get(cacheKeys.interviews(userId)).catch(() => undefined);
  const list = InterviewListSchema.safeParse(cached?.data);
  return list.success ? list.data.records.find((record) => record.id === id) : undefined;
}
