/**
 * Saved interviews: the idempotent save (an upsert keyed by the client-generated id, first write
 * wins) and the user's list, newest first, as the spec's interview records.
 * See docs/decisions/0005-idempotent-interview-upsert.md.
 */
import { desc, eq } from 'drizzle-orm';
import type { InterviewRecord, SavedInterview } from '../../core/contract/saved-interview';
import type { Db } from '../db/client';
import { interviews } from '../db/schema';

type InterviewRow = typeof interviews.$inferSelect;

/**
 * Outcome of a save: `created` (a new row), `replayed` (the id was already saved by this user: the
 * stored row is returned unchanged, whatever the new payload says), or `foreign` (the id belongs to
 * another user: nothing is written and nothing of theirs is returned).
 */
export type SaveOutcome =
  | { outcome: 'created'; interview: InterviewRecord }
  | { outcome: 'replayed'; interview: InterviewRecord }
  | { outcome: 'foreign' };

export interface SaveOptions {
  /** Marks a row uploaded later by the browser's outbox (taken offline or signed out). */
  fromOutbox?: boolean;
}

/**
 * Saves `input` for `userId`: INSERT ... ON CONFLICT (id) DO NOTHING, then, when nothing was
 * inserted, reads the existing row to tell a replay from another user's id. Safe under concurrent
 * replays of the same id (exactly one row results).
 */
export async function saveInterview(db: Db, userId: string, input: SavedInterview, options: SaveOptions = {}): Promise<SaveOutcome> {
  const [inserted] = await db
    .insert(interviews)
    .values({
      id: input.id,
      userId,
      questionBank: input.question_bank,
      transcript: input.transcript,
      company: input.company,
      industry: input.industry,
      stage: input.stage,
      location: input.location,
      duration: input.duration,
      interviewType: input.interviewType,
      feedback: input.feedback,
      strengths: input.strengths,
      questionsStruggled: input.questionsStruggled,
      conceptsToStudy: input.conceptsToStudy,
      weaknesses: input.weaknesses,
      score: input.score,
      ...(input.date_taken ? { dateTaken: new Date(input.date_taken) } : {}),
      fromOutbox: options.fromOutbox ?? false,
    })
    .onConflictDoNothing({ target: interviews.id })
    .returning();
  if (inserted) return { outcome: 'created', interview: toInterviewRecord(inserted) };

  const [existing] = await db.select().from(interviews).where(eq(interviews.id, input.id));
  // Only a conflict can skip the insert and there is no delete, so the row exists here.
  if (!existing || existing.userId !== userId) return { outcome: 'foreign' };
  return { outcome: 'replayed', interview: toInterviewRecord(existing) };
}

/** The user's interviews as records, newest first (ties broken by id, so the order is stable). */
export async function listInterviews(db: Db, userId: string): Promise<InterviewRecord[]> {
  const rows = await db
    .select()
    .from(interviews)
    .where(eq(interviews.userId, userId))
    .orderBy(desc(interviews.dateTaken), desc(interviews.id));
  return rows.map(toInterviewRecord);
}

/** A stored row in the spec's record shape: `date_taken` ISO 8601 (UTC), `duration` numeric text in minutes. */
export function toInterviewRecord(row: InterviewRow): InterviewRecord {
  return {
    id: row.id,
    user_id: row.userId,
    question_bank: row.questionBank,
    transcript: row.transcript,
    company: row.company,
    industry: row.industry,
    stage: row.stage,
    location: row.location,
    duration: row.duration,
    interviewType: row.interviewType,
    feedback: row.feedback,
    strengths: row.strengths,
    questionsStruggled: row.questionsStruggled,
    conceptsToStudy: row.conceptsToStudy,
    weaknesses: row.weaknesses,
    score: row.score,
    date_taken: row.dateTaken.toISOString(),
  };
}
