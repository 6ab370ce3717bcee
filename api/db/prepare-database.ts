/**
 * What a start does to its database before serving: apply the migrations and seed the question bank,
 * each only when it changed since the last start. One query reads both start markers
 * (./start-markers.ts); an unchanged restart runs neither the migrator nor the seed.
 */
import type { ServerQuestionBank } from '../bank/question-bank';
import type { Database } from './client';
import { seedQuestionBankOnce } from './seed-once';
import { readStartMarkers } from './start-markers';

/** What a start did: whether the migrator ran, and what the seed changed (`null`: the bank was unchanged). */
export interface PreparedDatabase {
  migrated: boolean;
  seeded: { total: number; changed: number } | null;
}

/**
 * Migrates `database` when its migrations marker is not the journal's fingerprint (a new database,
 * a new migration), then seeds `bank` when its bank marker is not the bank's fingerprint.
 * @throws what the migrator, the bank's load or the database throws (the start should stop).
 */
export async function prepareDatabase(database: Database, bank: Pick<ServerQuestionBank, 'fingerprint' | 'questions'>): Promise<PreparedDatabase> {
  let markers = await readStartMarkers(database.db);
  const migrated = markers.migrations !== database.migrationsFingerprint();
  if (migrated) {
    await database.migrate();
    // A migration may have rebuilt the questions table, and its comment with it.
    markers = await readStartMarkers(database.db);
  }
  const seeded = await seedQuestionBankOnce(database.db, bank.fingerprint(), bank.questions, markers.bank);
  return { migrated, seeded };
}
