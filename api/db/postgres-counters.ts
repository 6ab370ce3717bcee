/**
 * Rate-limit counters in PostgreSQL (table rate_limit_counters), for several API processes on one
 * DATABASE_URL: each hit is one atomic upsert, so concurrent processes never lose a count. Expired
 * windows are deleted now and then by the process that notices them.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { CounterStore } from '../http/fixed-window';
import type { Db } from './client';
import { rateLimitCounters } from './schema';

/** One hit in this many sweeps the expired windows. */
const SWEEP_EVERY = 500;

/** Counters shared through `db`; `now` (milliseconds) is for tests. */
export function createPostgresCounters(db: Db, now: () => number = Date.now): CounterStore {
  let hits = 0;
  const t = rateLimitCounters;
  return {
    async add(key, windowSeconds, by = 1) {
      const at = now();
      const atSql = sql`${new Date(at).toISOString()}::timestamptz`;
      const expired = sql`${t.resetAt} <= ${atSql}`;
      const [row] = await db
        .insert(t)
        .values({ key, count: by, resetAt: new Date(at + windowSeconds * 1000) })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${expired} then ${by} else ${t.count} + ${by} end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${t.resetAt} end`,
          },
        })
        .returning({ count: t.count, resetAt: t.resetAt });
      hits += 1;
      if (hits % SWEEP_EVERY === 0) await db.delete(t).where(lt(t.resetAt, new Date(at)));
      return { count: row!.count, resetInSeconds: Math.max(1, Math.ceil((row!.resetAt.getTime() - at) / 1000)) };
    },
    async clear(key) {
      await db.delete(t).where(eq(t.key, key));
    },
  };
}
