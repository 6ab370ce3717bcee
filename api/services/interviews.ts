/**
 * Saved interviews: the idempotent save (an upsert keyed by the client-generated id, first write
 * wins) and the user's list, newest first, as the spec's interview records.
 * See docs/decisions/0005-idempotent-interview-upsert.md.
 */
import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import { INTERVIEWS_PAGE_DEFAULT, MAX_INTERVIEWS_PER_USER } from '../../core/contract/constants';
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
  | { outcome: 'foreign' }
  | { outcome: 'full' };

/** The answer to a save past MAX_INTERVIEWS_PER_USER. */
export const INTERVIEWS_FULL = `This account already keeps ${MAX_INTERVIEWS_PER_USER.toLocaleString('en-US')} interviews, the most it can store.`;

export interface SaveOptions {
  /** Marks a row uploaded later by the browser's outbox (taken offline or signed out). */
  fromOutbox?: boolean;
}

/**
 * Saves `input` for `userId`: INSERT ... ON CONFLICT (id) DO NOTHING, then, when nothing was
 * inserted, reads the existing row to tell a replay from another user's id. Safe under concurrent
 * replays of the same id (exactly one row results). A user who keeps MAX_INTERVIEWS_PER_USER gets
 * `full` for a new id (a replay still answers as before).
 */
export async function saveInterview(db: Db, userId: string, input: SavedInterview, options: SaveOptions = {}): Promise<SaveOutcome> {
  const [kept] = await db.select({ n: count() }).from(interviews).where(eq(interviews.userId, userId));
  if ((kept?.n ?? 0) >= MAX_INTERVIEWS_PER_USER) return (await existingOutcome(db, userId, input.id)) ?? { outcome: 'full' };
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
      questionScores: input.questionScores ?? null,
      ...(input.date_taken ? { dateTaken: new Date(input.date_taken) } : {}),
      fromOutbox: options.fromOutbox ?? false,
      coachedOnDevice: input.coached_on_device ?? false,
    })
    .onConflictDoNothing({ target: interviews.id })
    .returning();
  if (inserted) return { outcome: 'created', interview: toInterviewRecord(inserted) };
  // Only a conflict can skip the insert, so the row exists here (unless its user was just deleted).
  return (await existingOutcome(db, userId, input.id)) ?? { outcome: 'foreign' };
}

/** A replay (the id is the user's) or `foreign` (another user's); undefined when the id is new. */
async function existingOutcome(db: Db, userId: string, id: string): Promise<SaveOutcome | undefined> {
  const [existing] = await db.select().from(interviews).where(eq(interviews.id, id));
  if (!existing) return undefined;
  return existing.userId === userId ? { outcome: 'replayed', interview: toInterviewRecord(existing) } : { outcome: 'foreign' };
}

/** One page of a user's interviews and the cursor of the next (null on the last page). */
export interface InterviewPage {
  records: InterviewRecord[];
  nextCursor: string | null;
}

/** The cursor after `row`: its date and id, base64url. */
const cursorAfter = (row: InterviewRow) => Buffer.from(`${row.dateTaken.toISOString()}|${row.id}`).toString('base64url');

/** The date and id a cursor names; undefined when it is not one this service wrote. */
export function readCursor(cursor: string): { dateTaken: Date; id: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? { dateTaken: new Date(match[1]!), id: match[2]! } : undefined;
}

/**
 * A page of the user's interviews, newest first (ties broken by id), after `cursor` when given:
 * at most `limit` records (default INTERVIEWS_PAGE_DEFAULT). Keyset paging on (date_taken, id), so
 * a page costs the same however far down it is. The cursor must come from readCursor.
 */
export async function listInterviewPage(db: Db, userId: string, options: { limit?: number; after?: { dateTaken: Date; id: string } } = {}): Promise<InterviewPage> {
  const limit = options.limit ?? INTERVIEWS_PAGE_DEFAULT;
  const after = options.after;
  const rows = await db
    .select()
    .from(interviews)
    .where(
      and(
        eq(interviews.userId, userId),
        after ? or(lt(interviews.dateTaken, after.dateTaken), and(eq(interviews.dateTaken, after.dateTaken), lt(interviews.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(interviews.dateTaken), desc(interviews.id))
    .limit(limit + 1);
  const records = rows.slice(0, limit);
  return { records: records.map(toInterviewRecord), nextCursor: rows.length > limit ? cursorAfter(records.at(-1)!) : null };
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
    questionScores: row.questionScores,
    date_taken: row.dateTaken.toISOString(),
    coached_on_device: row.coachedOnDevice,
    model_report: row.modelReport ?? null,
  };
}
