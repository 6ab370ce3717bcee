/**
 * prepareDatabase, what a start does to its database (on PGlite, or on TEST_DATABASE_URL): a restart
 * with nothing changed runs neither the migrator nor the seed (nor loads the bank); a new migration
 * or a changed bank is still applied.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from '../../api/db/client';
import { prepareDatabase } from '../../api/db/prepare-database';
import { seedQuestionBank } from '../../api/db/seed';
import { bankFingerprint } from '../../api/db/seed-once';
import { loadQuestionBank } from '../../core/bank/load';
import type { Question } from '../../core/contract/question';
import { testDatabaseKind } from './support/test-app';

const bank = loadQuestionBank().slice(0, 3);
/** A bank as the server holds it; a marker unique to this run, so a shared PostgreSQL cannot hold it already. */
const bankOf = (questions: readonly Question[]) => {
  const fingerprint = bankFingerprint([...questions, `run ${crypto.randomUUID()}`]);
  return { fingerprint: () => fingerprint, questions: vi.fn(() => [...questions]) };
};
/** A table the test migration creates, far from the real schema's names. */
const PROBE_TABLE = 'start_markers_probe';

let migrationsFolder: string;
let database: Database;
let probeWhen: number;

/** Adds a migration to the copied folder, as a new build would; it also drops the bank marker, as rebuilding `questions` would. */
async function addMigration(): Promise<void> {
  const journalPath = join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
  const last = journal.entries.at(-1)!;
  probeWhen = last.when + 1;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_probe`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: probeWhen, tag });
  await writeFile(join(migrationsFolder, `${tag}.sql`), `CREATE TABLE IF NOT EXISTS "${PROBE_TABLE}" ("id" integer);\n--> statement-breakpoint\nCOMMENT ON TABLE "questions" IS NULL;`);
  await writeFile(journalPath, JSON.stringify(journal));
}

async function tableExists(name: string): Promise<boolean> {
  const result = await database.db.execute<{ found: string | null }>(sql`select to_regclass(${name})::text as found`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { found: string | null }[];
  return rows[0]?.found != null;
}

beforeAll(async () => {
  migrationsFolder = join(await mkdtemp(join(tmpdir(), 'greenshoe-migrations-')), 'migrations');
  await cp(fileURLToPath(new URL('../../api/db/migrations', import.meta.url)), migrationsFolder, { recursive: true });
  const url = process.env.TEST_DATABASE_URL;
  database = await createDatabase(url ? { databaseUrl: url, migrationsFolder } : { inMemory: true, migrationsFolder });
});
afterAll(async () => {
  // A shared PostgreSQL gets its questions back and loses the probe migration.
  await seedQuestionBank(database.db, bank);
  await database.db.execute(sql.raw(`drop table if exists "${PROBE_TABLE}"`));
  if (probeWhen) await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${probeWhen}`);
  await database.close();
  await rm(join(migrationsFolder, '..'), { recursive: true, force: true });
});

describe('prepareDatabase', () => {
  it('migrates and seeds a new database, then a restart runs neither the migrator nor the seed', async () => {
    const unchanged = bankOf(bank);
    const first = await prepareDatabase(database, unchanged);
    // A shared PostgreSQL was migrated by the other test files already.
    if (testDatabaseKind === 'pglite') expect(first.migrated).toBe(true);
    expect(first.seeded).toMatchObject({ total: 3 });

    const migrate = vi.spyOn(database, 'migrate');
    unchanged.questions.mockClear();
    expect(await prepareDatabase(database, unchanged)).toEqual({ migrated: false, seeded: null });
    expect(migrate).not.toHaveBeenCalled();
    expect(unchanged.questions).not.toHaveBeenCalled();
    migrate.mockRestore();
  });

  it('applies a new migration at the next start, and seeds again when it dropped the bank marker', async () => {
    const unchanged = bankOf(bank);
    await prepareDatabase(database, unchanged);
    await addMigration();
    expect(await tableExists(PROBE_TABLE)).toBe(false);

    expect(await prepareDatabase(database, unchanged)).toMatchObject({ migrated: true, seeded: { total: 3 } });
    expect(await tableExists(PROBE_TABLE)).toBe(true);
    expect(await prepareDatabase(database, unchanged)).toEqual({ migrated: false, seeded: null });
  });

  it('seeds a changed bank without running the migrator', async () => {
    await prepareDatabase(database, bankOf(bank));
    const edited = bankOf([{ ...bank[0]!, question: `${bank[0]!.question} (edited ${crypto.randomUUID()})` }]);
    expect(await prepareDatabase(database, edited)).toEqual({ migrated: false, seeded: { total: 1, changed: 1 } });
  });
});
