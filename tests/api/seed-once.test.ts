/**
 * seedQuestionBankOnce: a restart on an unchanged bank neither validates nor upserts it; a changed
 * bank is seeded again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import { createDatabase, type Database } from '../../api/db/client';
import { bankFingerprint, seedQuestionBankOnce } from '../../api/db/seed-once';
import { questions } from '../../api/db/schema';
import { loadQuestionBank } from '../../core/bank/load';

let database: Database;
const bank = loadQuestionBank().slice(0, 3);

beforeEach(async () => {
  database = await createDatabase({ inMemory: true });
  await database.migrate();
});
afterEach(() => database.close());

describe('seedQuestionBankOnce', () => {
  it('seeds a new database, then skips the same bank without loading it', async () => {
    expect(await seedQuestionBankOnce(database.db, bankFingerprint(bank), () => bank)).toEqual({ total: 3, changed: 3 });
    const load = vi.fn(() => bank);
    expect(await seedQuestionBankOnce(database.db, bankFingerprint(bank), load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect((await database.db.select({ n: count() }).from(questions))[0]?.n).toBe(3);
  });

  it('seeds again when the raw bank changed', async () => {
    await seedQuestionBankOnce(database.db, bankFingerprint(bank), () => bank);
    const edited = [{ ...bank[0]!, question: `${bank[0]!.question} (edited)` }];
    expect(await seedQuestionBankOnce(database.db, bankFingerprint(edited), () => edited)).toEqual({ total: 1, changed: 1 });
  });
});
