/**
 * Seeds the question bank only when its content changed since the last seed of this database, so a
 * restart neither validates the whole bank (zod) nor upserts every question. The fingerprint (a
 * SHA-256 of the raw content and SEED_FORMAT) is kept as the `questions` table's comment, the bank
 * marker of ./start-markers.ts.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Question } from '../../core/contract/question';
import type { Db } from './client';
import { seedQuestionBank } from './seed';
import { markSeededSql } from './start-markers';

/** Bump when what a seeded row holds changes without the raw content changing (schema defaults). */
const SEED_FORMAT = 1;

/** The fingerprint of `raw` (the unvalidated bank): `bank-v<format>-<sha256 hex>`. */
export function bankFingerprint(raw: readonly unknown[]): string {
  return `bank-v${SEED_FORMAT}-${createHash('sha256').update(JSON.stringify(raw)).digest('hex')}`;
}

/**
 * Seeds `load()` (the validated bank; it throws on invalid content) and records `fingerprint` (the
 * raw bank's bankFingerprint), unless `seededFrom` (the stored bank marker, readStartMarkers) is
 * already that fingerprint. Returns `null` when nothing needed doing, else seedQuestionBank's
 * `{ total, changed }`.
 */
export async function seedQuestionBankOnce(
  db: Db,
  fingerprint: string,
  load: () => readonly Question[],
  seededFrom: string | null,
): Promise<{ total: number; changed: number } | null> {
  if (seededFrom === fingerprint) return null;
  const seeded = await seedQuestionBank(db, load());
  await db.execute(sql.raw(markSeededSql(fingerprint)));
  return seeded;
}
