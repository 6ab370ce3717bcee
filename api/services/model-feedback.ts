/**
 * "Get model feedback" for a saved interview the on-device coach graded (taken offline): the model
 * writes a second report from the stored transcript and it is kept beside the first
 * (`model_report`); the on-device report is never replaced. Asking again returns the kept re-grade
 * without calling the model.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { TranscriptEntrySchema } from '../../core/contract/interview';
import type { InterviewRecord } from '../../core/contract/saved-interview';
import type { AiProvider } from '../ai/provider';
import type { Db } from '../db/client';
import { interviews } from '../db/schema';
import { toInterviewRecord } from './interviews';

const StoredTranscriptSchema = z.array(TranscriptEntrySchema).min(1);

/**
 * `graded`: the record with its model report; `missing`: no such interview of this user;
 * `unreadable`: its stored transcript is not a list of answers, so there is nothing to grade.
 */
export type ModelFeedbackOutcome = { outcome: 'graded'; interview: InterviewRecord } | { outcome: 'missing' } | { outcome: 'unreadable' };

/** Re-grades `userId`'s interview `id` with `ai` once; rejects with the provider's error when the model fails. */
export async function regradeWithModel(db: Db, ai: AiProvider, userId: string, id: string): Promise<ModelFeedbackOutcome> {
  const [row] = await db.select().from(interviews).where(and(eq(interviews.id, id), eq(interviews.userId, userId)));
  if (!row) return { outcome: 'missing' };
  if (row.modelReport) return { outcome: 'graded', interview: toInterviewRecord(row) };
  let transcript: unknown;
  try {
    transcript = JSON.parse(row.transcript);
  } catch {
    return { outcome: 'unreadable' };
  }
  const parsed = StoredTranscriptSchema.safeParse(transcript);
  if (!parsed.success) return { outcome: 'unreadable' };
  const modelReport = await ai.overallReport(parsed.data);
  const [updated] = await db
    .update(interviews)
    .set({ modelReport })
    .where(and(eq(interviews.id, id), eq(interviews.userId, userId)))
    .returning();
  return updated ? { outcome: 'graded', interview: toInterviewRecord(updated) } : { outcome: 'missing' };
}
