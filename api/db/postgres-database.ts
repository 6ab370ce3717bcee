/**
 * The PostgreSQL side of api/db/client.ts (DATABASE_URL): a postgres-js pool under drizzle, and a
 * migrator that several starting processes may run at once. Imported only when DATABASE_URL is set.
 */
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Database } from './client';
import * as schema from './schema';
import { markMigratedSql, migrationsFingerprint } from './start-markers';

/** Key of the PostgreSQL advisory lock that serialises concurrent migrators (any stable bigint). */
const MIGRATION_LOCK_KEY = 7_243_001;

/**
 * A postgres-js client for `url`. A libpq-style `?host=/var/run/postgresql` (a Unix socket
 * directory, which postgres-js would send to the server as a setting) becomes its `host` option.
 */
function connect(url: string, max?: number): postgres.Sql {
  const parsed = new URL(url);
  const socketDir = parsed.searchParams.get('host') ?? undefined;
  parsed.searchParams.delete('host');
  return postgres(parsed.toString(), { host: socketDir, max, onnotice: () => {} });
}

/**
 * A database on the PostgreSQL at `url`, migrated from `migrationsFolder`; nothing is contacted
 * before migrate() or the first query.
 */
export function openPostgres(url: string, migrationsFolder: string): Database {
  const sql = connect(url);
  return {
    db: drizzlePostgres({ client: sql, schema }),
    kind: 'postgres',
    migrate: () => migratePostgresLocked(url, migrationsFolder),
    migrationsFingerprint: () => migrationsFingerprint(migrationsFolder),
    close: () => sql.end({ timeout: 5 }),
  };
}

/**
 * Runs the migrator, then records the journal's fingerprint, on one dedicated connection holding an
 * advisory lock, so parallel starts queue.
 */
async function migratePostgresLocked(url: string, migrationsFolder: string): Promise<void> {
  const fingerprint = migrationsFingerprint(migrationsFolder);
  const sql = connect(url, 1);
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres({ client: sql }), { migrationsFolder });
    await sql.unsafe(markMigratedSql(fingerprint));
    await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
