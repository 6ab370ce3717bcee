/**
 * Seeds the question bank into the `questions` table: insert, or update on id conflict. Idempotent:
 * a row whose content already matches is left alone, so `updated_at` marks real content changes.
 * Questions that left the bank are kept (their ids are never reused and other rows may cite them).
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { Question } from '../../core/contract/question';
import type { Db } from './client';
import { questions } from './schema';

/** Rows per INSERT statement (11 parameters each, well under PostgreSQL's 65,535 limit). */
const BATCH_SIZE = 500;

/** Every column but the key and the timestamp, as [drizzle key, SQL name]. */
const contentColumns = Object.entries(getTableColumns(questions))
  .filter(([key]) => key !== 'id' && key !== 'updatedAt')
  .map(([key, column]) => [key, column.name] as const);

/** On conflict, take the incoming values and stamp the change. */
const updateFromIncoming = {
  ...Object.fromEntries(contentColumns.map(([key, name]) => [key, sql.raw(`excluded."${name}"`)])),
  updatedAt: sql`now()`,
};

/** Update only when some content column differs from the incoming row. */
const contentChanged = sql.raw(
  contentColumns.map(([, name]) => `"questions"."${name}" is distinct from excluded."${name}"`).join(' or '),
);

/**
 * Upserts every question. Returns `total` (questions given) and `changed` (rows inserted or updated).
 */
export async function seedQuestionBank(db: Db, bank: readonly Question[]): Promise<{ total: number; changed: number }> {
  let changed = 0;
  for (let start = 0; start < bank.length; start += BATCH_SIZE) {
    const rows = bank.slice(start, start + BATCH_SIZE).map(toRow);
    const written = await db
      .insert(questions)
      .values(rows)
      .onConflictDoUpdate({
        target: questions.id,
        set: updateFromIncoming,
        setWhere: contentChanged,
      })
      .returning({ id: questions.id });
    changed += written.length;
  }
  return { total: bank.length, changed };
}

function toRow(question: Question): typeof questions.$inferInsert {
  return {
    id: question.id,
    type: question.type,
    category: question.category,
    subcategory: question.subcategory ?? null,
    difficulty: question.difficulty,
    question: question.question,
    variants: question.variants,
    industryGroups: question.industryGroups,
    firms: question.firms,
    keyPoints: question.keyPoints,
    answer: question.answer,
  };
}
