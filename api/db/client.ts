/**
 * Opens the database: PGlite (Postgres in WASM, persisted under a directory or in memory) by
 * default, PostgreSQL through postgres-js when a connection URL is given. Both return the same
 * drizzle handle type, and both apply the same generated migrations.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import { markMigratedSql, migrationsFingerprint } from './start-markers';

/** The drizzle handle every service uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: its handle, its kind, and its lifecycle. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations from api/db/migrations, then records the journal's fingerprint as
   * applied (./start-markers.ts); safe to call from several processes at once.
   */
  migrate(): Promise<void>;
  /** migrationsFingerprint of the migrations migrate() applies, read from their journal now. */
  migrationsFingerprint(): string;
  /** Closes connections (PostgreSQL) or the embedded instance (PGlite, releasing its folder's lock). */
  close(): Promise<void>;
}

/**
 * Where to connect: a PostgreSQL URL, a data directory for PGlite, or PGlite in memory; and where
 * the migrations are (default: api/db/migrations, or beside the compiled server).
 */
export type DatabaseOptions = ({ databaseUrl: string } | { dataDir: string } | { inMemory: true }) & { migrationsFolder?: string };

/**
 * Embedded Postgres settings: 16 MB of shared buffers instead of the default 128 MB. The embedded
 * database (the bank and a few users' data) fits in it, and PGlite's WebAssembly memory, which never
 * shrinks, stays about 110 MiB smaller (resident memory after open: 169 MiB instead of 283 MiB).
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'wal_buffers = 1MB', 'temp_buffers = 2MB'];

/** The generated SQL migrations (beside the compiled server too: scripts/build/build-server.ts copies them). */
const defaultMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens a database. With `dataDir`, PGlite lives in `<dataDir>/pglite` (the directories are created)
 * and the folder is locked first, so only one process ever opens it (./data-dir-lock.ts).
 * PostgreSQL is not contacted yet: connection errors surface at migrate() or the first query.
 * @throws DataDirInUseError when another live process holds `dataDir`.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  // postgres-js loads only with DATABASE_URL, so the embedded default never pays for it.
  if ('databaseUrl' in options) return (await import('./postgres-database')).openPostgres(options.databaseUrl, migrationsFolder);
  if ('inMemory' in options) return openPglite(undefined, migrationsFolder, async () => {});
  await mkdir(options.dataDir, { recursive: true });
  const release = await lockDataDir(options.dataDir);
  try {
    return await openPglite(join(options.dataDir, 'pglite'), migrationsFolder, release);
  } catch (error) {
    await release();
    throw error;
  }
}

async function openPglite(dataDir: string | undefined, migrationsFolder: string, release: () => Promise<void>): Promise<Database> {
  const client = await PGlite.create(dataDir, { postgresqlconf: PGLITE_SETTINGS });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      const fingerprint = migrationsFingerprint(migrationsFolder);
      await migratePglite(db, { migrationsFolder });
      await db.execute(sql.raw(markMigratedSql(fingerprint)));
    },
    migrationsFingerprint: () => migrationsFingerprint(migrationsFolder),
    close: () => client.close().finally(release),
  };
}
