/**
 * Single-question practice responses (spec: Practice response), keyed by a client-generated id:
 * the first write wins and a replay changes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { MAX_PRACTICE_RESPONSES_PER_USER } from '../../../core/contract/constants';
import type { Db } from '../../db/client';
import { practiceResponses } from '../../db/schema';

export interface PracticeInput {
  id: string;
  question: string;
  questionId?: string | undefined;
  response: string;
}

/** The answer to a store past MAX_PRACTICE_RESPONSES_PER_USER. */
export const PRACTICE_FULL = `This account already keeps ${MAX_PRACTICE_RESPONSES_PER_USER.toLocaleString('en-US')} practice answers, the most it can store.`;

/**
 * Stores a practice response; 'foreign' when the id is another user's (nothing written), 'full'
 * when the user keeps MAX_PRACTICE_RESPONSES_PER_USER and the id is new.
 */
export async function storePracticeResponse(db: Db, userId: string, input: PracticeInput): Promise<'created' | 'replayed' | 'foreign' | 'full'> {
  const [kept] = await db.select({ n: count() }).from(practiceResponses).where(eq(practiceResponses.userId, userId));
  if ((kept?.n ?? 0) >= MAX_PRACTICE_RESPONSES_PER_USER) return (await ownerOf(db, userId, input.id)) ?? 'full';
  const [inserted] = await db
    .insert(practiceResponses)
    .values({ id: input.id, userId, question: input.question, questionId: input.questionId ?? null, response: input.response })
    .onConflictDoNothing({ target: practiceResponses.id })
    .returning({ id: practiceResponses.id });
  if (inserted) return 'created';
  return (await ownerOf(db, userId, input.id)) ?? 'foreign';
}

/** 'replayed' when the stored response `id` is the user's, 'foreign' when another's, undefined when new. */
async function ownerOf(db: Db, userId: string, id: string): Promise<'replayed' | 'foreign' | undefined> {
  const [existing] = await db.select({ userId: practiceResponses.userId }).from(practiceResponses).where(eq(practiceResponses.id, id));
  if (!existing) return undefined;
  return existing.userId === userId ? 'replayed' : 'foreign';
}
