/**
 * What a database was last migrated and seeded from, so a start can skip both when nothing changed:
 * - the migrations marker: the fingerprint of the migrations' journal (meta/_journal.json, which
 *   lists every migration drizzle applies), kept as the comment of drizzle's own
 *   `drizzle.__drizzle_migrations` table and written after each successful migration run;
 * - the bank marker: the question bank's fingerprint (api/db/seed-once.ts), kept as the comment of
 *   the `questions` table.
 * Comments need no migration of their own and work alike on PGlite, PostgreSQL and Supabase.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Both markers as stored; `null` where a table or its comment does not exist yet. */
export interface StartMarkers {
  migrations: string | null;
  bank: string | null;
}

/** `migrations-<sha256 hex>` of `<migrationsFolder>/meta/_journal.json`. @throws Error when the journal is missing. */
export function migrationsFingerprint(migrationsFolder: string): string {
  const journal = readFileSync(join(migrationsFolder, 'meta', '_journal.json'));
  return `migrations-${createHash('sha256').update(journal).digest('hex')}`;
}

/** Reads both markers in one query; a fresh database answers nulls, not an error. */
export async function readStartMarkers(db: Db): Promise<StartMarkers> {
  const result = await db.execute<{ migrations: string | null; bank: string | null }>(
    sql`select obj_description(to_regclass('drizzle.__drizzle_migrations'), 'pg_class') as migrations,
               obj_description(to_regclass('questions'), 'pg_class') as bank`,
  );
  // PGlite answers { rows }, postgres-js an array of rows.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as StartMarkers[];
  return { migrations: rows[0]?.migrations ?? null, bank: rows[0]?.bank ?? null };
}

/** A fingerprint (hex, letters, digits and dashes only) as an SQL literal; COMMENT takes no parameters. */
function literal(fingerprint: string): string {
  if (!/^[a-z0-9-]+$/.test(fingerprint)) throw new Error(`not a fingerprint: ${fingerprint}`);
  return `'${fingerprint}'`;
}

/** The statement that records `fingerprint` (migrationsFingerprint) as applied; run it after the migrator succeeded. */
export const markMigratedSql = (fingerprint: string): string => `comment on table drizzle.__drizzle_migrations is ${literal(fingerprint)}`;

/** The statement that records `fingerprint` (bankFingerprint) as the seeded bank. */
export const markSeededSql = (fingerprint: string): string => `comment on table questions is ${literal(fingerprint)}`;
