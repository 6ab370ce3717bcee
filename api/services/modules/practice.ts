/**
 * Single-question practice responses (spec: Practice response), keyed by a client-generated id:
 * the first write wins and a replay changes nothing.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practiceResponses } from '../../db/schema';

export interface PracticeInput {
  id: string;
  question: string;
  questionId?: string | undefined;
  response: string;
}

/** Stores a practice response; 'foreign' when the id is another user's (nothing written). */
export async function storePracticeResponse(db: Db, userId: string, input: PracticeInput): Promise<'created' | 'replayed' | 'foreign'> {
  const [inserted] = await db
    .insert(practiceResponses)
    .values({ id: input.id, userId, question: input.question, questionId: input.questionId ?? null, response: input.response })
    .onConflictDoNothing({ target: practiceResponses.id })
    .returning({ id: practiceResponses.id });
  if (inserted) return 'created';
  const [existing] = await db.select({ userId: practiceResponses.userId }).from(practiceResponses).where(eq(practiceResponses.id, input.id));
  return existing?.userId === userId ? 'replayed' : 'foreign';
}
