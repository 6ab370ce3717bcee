/** Migrations and the question-bank seed, on PGlite or on TEST_DATABASE_URL. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/client';
import { questions } from '../../api/db/schema';
import { seedQuestionBank } from '../../api/db/seed';
import { loadQuestionBank } from '../../core/bank/load';
import { openTestDatabase } from './support/test-app';

const bank = loadQuestionBank();
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await seedQuestionBank(database.db, bank);
  await database.close();
});

describe('migrations', () => {
  it('apply again without error once applied', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});

describe('seedQuestionBank', () => {
  it('stores every question of the bank, with its JSON fields intact', async () => {
    await seedQuestionBank(database.db, bank);
    const [{ rows }] = (await database.db.select({ rows: count() }).from(questions)) as [{ rows: number }];
    expect(rows).toBeGreaterThanOrEqual(bank.length);
    const sample = bank[0]!;
    const [stored] = await database.db.select().from(questions).where(eq(questions.id, sample.id));
    expect(stored).toMatchObject({
      question: sample.question,
      keyPoints: sample.keyPoints,
      industryGroups: sample.industryGroups,
      answer: sample.answer,
    });
  });

  it('is idempotent: a second run changes nothing', async () => {
    await seedQuestionBank(database.db, bank);
    expect(await seedQuestionBank(database.db, bank)).toEqual({ total: bank.length, changed: 0 });
  });

  it('updates a question whose content changed, and stamps updated_at', async () => {
    const original = bank[0]!;
    const before = await updatedAt(original.id);
    const edited = { ...original, answer: `${original.answer}\n\nEdited for the test.` };
    expect(await seedQuestionBank(database.db, [edited])).toEqual({ total: 1, changed: 1 });
    const [stored] = await database.db.select().from(questions).where(eq(questions.id, original.id));
    expect(stored?.answer).toBe(edited.answer);
    expect(stored?.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(await seedQuestionBank(database.db, [original])).toEqual({ total: 1, changed: 1 });
  });
});

async function updatedAt(id: string): Promise<Date> {
  const [row] = await database.db.select({ updatedAt: questions.updatedAt }).from(questions).where(eq(questions.id, id));
  return row!.updatedAt;
}
