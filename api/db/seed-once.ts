/**
 * Seeds the question bank only when its content changed since the last seed of this database, so a
 * restart neither validates the whole bank (zod) nor upserts every question. The fingerprint (a
 * SHA-256 of the raw content and SEED_FORMAT) is kept as the `questions` table's comment, which
 * needs no migration and works alike on PGlite, PostgreSQL and Supabase.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Question } from '../../core/contract/question';
import type { Db } from './client';
import { seedQuestionBank } from './seed';

/** Bump when what a seeded row holds changes without the raw content changing (schema defaults). */
const SEED_FORMAT = 1;

/** The fingerprint of `raw` (the unvalidated bank): `bank-v<format>-<sha256 hex>`. */
export function bankFingerprint(raw: readonly unknown[]): string {
  return `bank-v${SEED_FORMAT}-${createHash('sha256').update(JSON.stringify(raw)).digest('hex')}`;
}

async function seededFingerprint(db: Db): Promise<string | null> {
  const result = await db.execute<{ comment: string | null }>(sql`select obj_description('questions'::regclass, 'pg_class') as comment`);
  // PGlite answers { rows }, postgres-js an array of rows.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { comment: string | null }[];
  return rows[0]?.comment ?? null;
}

/**
 * Seeds `load()` (the validated bank; it throws on invalid content) unless `fingerprint` (the raw
 * bank's bankFingerprint) is what this database was last seeded from. Returns `null` when nothing
 * needed doing, else seedQuestionBank's `{ total, changed }`.
 */
export async function seedQuestionBankOnce(db: Db, fingerprint: string, load: () => readonly Question[]): Promise<{ total: number; changed: number } | null> {
  if ((await seededFingerprint(db)) === fingerprint) return null;
  const seeded = await seedQuestionBank(db, load());
  // The fingerprint is hex and letters only, so it is safe as an SQL literal (COMMENT takes no parameters).
  await db.execute(sql.raw(`comment on table questions is '${fingerprint}'`));
  return seeded;
}
