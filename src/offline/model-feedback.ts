/**
 * "Get model feedback" on a saved interview coached on the device: POST
 * /api/interview-model-feedback, then the returned record (both reports) replaces the one in the
 * /interviews list cached on this device, so the model's report is readable offline afterwards.
 */
import { z } from 'zod';
import { InterviewRecordSchema, type InterviewRecord } from '@core/contract/saved-interview';
import { callApi } from '@/lib/api-client';
import { authorizedApi } from '@/lib/authorized-api';
import { type TokenSource } from '@/lib/bearer-fetch';
import { cacheKeys } from '@/offline/cache-keys';
import type { GreenshoeDb } from '@/offline/db';
import { InterviewListSchema } from '@/offline/interview-pages';

const AnswerSchema = z.object({ interview: InterviewRecordSchema });

/**
 * The record of `userId`'s interview `id` with its model report.
 * @throws UnauthorizedError / ApiError as the authorized client does (409: no model on the server).
 */
export async function requestModelFeedback(db: GreenshoeDb, userId: string, id: string, tokens?: TokenSource): Promise<InterviewRecord> {
  const { interview } = await callApi(() => authorizedApi(tokens).api['interview-model-feedback'].$post({ json: { id } }), AnswerSchema);
  await db.cache
    .where('key')
    .equals(cacheKeys.interviews(userId))
    .modify((entry) => {
      const list = InterviewListSchema.safeParse(entry.data);
      if (!list.success) return;
      entry.data = { ...list.data, records: list.data.records.map((record) => (record.id === id ? interview : record)) };
    })
    .catch((error: unknown) => console.warn('Caching failed', error));
  return interview;
}
