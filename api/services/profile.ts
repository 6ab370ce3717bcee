/**
 * The signed-in user's profile (GET /api/profile, spec section 3 "Profile (derived)"), aggregated
 * by the database: Node receives the totals and the already deduplicated weaknesses and study topics,
 * never the user's interview rows (a user may keep MAX_INTERVIEWS_PER_USER of them).
 * - `averageScore`: mean score out of 10, 0 without interviews;
 * - `interviewsCompleted`: the number of interviews;
 * - `studyHours`: the sum of durations (minutes, numeric text such as '45', '22.5' or '1e+3';
 *   anything else counts 0) divided by 60;
 * - `weaknesses`: every interview's weaknesses, newest interview first (ties by id, an interview's
 *   own items in natural key order: weakness2 before weakness10), deduplicated by title (whitespace
 *   collapsed, trimmed, lower-cased), the newest kept; blank titles skipped;
 * - `conceptsToStudy`: the same for concepts, keyed by concept text, each as { concept, description }.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Profile } from '../../core/contract/saved-interview';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { findAppUserEmail } from './app-users';

/**
 * Minutes of one interview's `duration` text, as numeric; 0 when it is not a plain number. At most
 * 200 characters and a two-digit exponent keep each value below 1e300, so no sum overflows float8.
 */
const minutes = sql`case when length(duration) <= 200 and btrim(duration) ~ '^[0-9]+(\\.[0-9]+)?([eE]\\+?[0-9]{1,2})?$'
  then btrim(duration)::numeric else 0 end`;

/** Count, mean score and study hours of a user's interviews. */
async function totals(db: Db, userId: string) {
  const [row] = await db
    .select({
      interviewsCompleted: sql<number>`count(*)::int`,
      averageScore: sql<number>`coalesce(avg(score::numeric), 0)::float8`,
      studyHours: sql<number>`(coalesce(sum(${minutes}), 0) / 60)::float8`,
    })
    .from(sql`interviews`)
    .where(sql`user_id = ${userId}`);
  return { interviewsCompleted: Number(row?.interviewsCompleted ?? 0), averageScore: Number(row?.averageScore ?? 0), studyHours: Number(row?.studyHours ?? 0) };
}

/**
 * The distinct items of one keyed jsonb column (`weaknesses` or `concepts_to_study`), deduplicated
 * by the item's `field` (title or concept), newest interview first: each as { name, description }.
 */
async function distinctItems(db: Db, userId: string, column: 'weaknesses' | 'concepts_to_study', field: 'title' | 'concept') {
  // Literal (not a parameter), so DISTINCT ON and ORDER BY hold the same expression.
  const name: SQL = sql.raw(`item.value ->> '${field}'`);
  const key: SQL = sql`lower(btrim(regexp_replace(${name}, '\\s+', ' ', 'g')))`;
  // Natural key order: the key's text, then its trailing number by length and digits.
  const keyOrder: SQL = sql`regexp_replace(item.key, '[0-9]+$', ''), length(substring(item.key from '[0-9]+$')), item.key`;
  const firsts = sql`(
    select distinct on (${key}) ${name} as name, coalesce(item.value ->> 'description', '') as description,
      interviews.date_taken, interviews.id, item.key
    from interviews cross join lateral jsonb_each(interviews.${sql.raw(column)}) as item
    where interviews.user_id = ${userId} and jsonb_typeof(item.value) = 'object' and ${key} <> ''
    order by ${key}, interviews.date_taken desc, interviews.id desc, ${keyOrder}
  ) as item`;
  return db
    .select({ name: sql<string>`item.name`, description: sql<string>`item.description` })
    .from(firsts)
    .orderBy(sql`item.date_taken desc, item.id desc, ${keyOrder}`);
}

/**
 * The profile of `user`. `email` is the token's, else the app user row's, else empty text; a user
 * without interviews gets zeros and empty lists.
 */
export async function getProfile(db: Db, user: AuthUser): Promise<Profile> {
  const [summary, weaknesses, concepts, storedEmail] = await Promise.all([
    totals(db, user.id),
    distinctItems(db, user.id, 'weaknesses', 'title'),
    distinctItems(db, user.id, 'concepts_to_study', 'concept'),
    findAppUserEmail(db, user.id),
  ]);
  return {
    user_id: user.id,
    email: user.email ?? storedEmail ?? '',
    ...summary,
    weaknesses: weaknesses.map(({ name, description }) => ({ title: name, description })),
    conceptsToStudy: Object.fromEntries(concepts.map(({ name, description }) => [name, { concept: name, description }])),
  };
}
