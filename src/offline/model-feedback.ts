/**
 * "Get model feedback" on a saved interview coached on the device: POST
 * /api/interview-model-feedback, then the returned record (both reports) replaces the one in the
 * /interviews list cached on this device, so the model's report is readable offline afterwards.
 */
import { z } from 'zod';
import { InterviewRecordSchema, type InterviewRecord } from '@core/contract/saved-interview';
import { authorizedJson, type TokenSource } from '@/offline/authorized-json';
import { cacheKeys } from '@/offline/cache-keys';
import type { GreenshoeDb } from '@/offline/db';
import { InterviewListSchema } from '@/offline/interview-pages';

const AnswerSchema = z.object({ interview: InterviewRecordSchema });

/**
 * The record of `userId`'s interview `id` with its model report.
 * @throws UnauthorizedError / ApiError as authorizedJson does (409: no model on the server).
 */
export async function requestModelFeedback(db: GreenshoeDb, userId: string, id: string, tokens?: TokenSource): Promise<InterviewRecord> {
  const { interview } = await authorizedJson(
    '/api/interview-model-feedback',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id }) },
    (body) => AnswerSchema.parse(body),
    tokens,
  );
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
