/**
 * Benchmark of the outbox: 1,000 saved interviews queued in the browser database (Dexie on
 * fake-indexeddb) are drained by the sync engine through the real API (Hono app.request(), PGlite
 * in memory, a verified ES256 bearer token). Prints `outbox.drain_1000.seconds`, and the counts of
 * interviews lost (queued but not stored, or still queued) and duplicated (stored more than once),
 * counted from the database; both must be 0. Also a second drain of the same batch replayed.
 * Run alone with `node --import tsx scripts/bench/outbox-bench.ts`, or through `npm run bench`.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { SignJWT, generateKeyPair, jwtVerify } from 'jose';
import { createOfflineProvider } from '../../api/ai/offline-provider';
import type { TokenVerifier } from '../../api/auth/auth-user';
import { createApp } from '../../api/app';
import { readEnv } from '../../api/config/env';
import { deriveModes } from '../../api/config/modes';
import { createDatabase } from '../../api/db/client';
import { interviews } from '../../api/db/schema';
import { GreenshoeDb } from '../../src/offline/db';
import { OUTBOX_KINDS } from '../../src/offline/outbox-kinds';
import { saveInterviewLocally } from '../../src/offline/saved-interviews';
import { createSyncEngine } from '../../src/offline/sync-engine';

const ENTRIES = 1000;
const ISSUER = 'http://bench.local/auth/v1';

/** A verifier and a token for one bench user (ES256, checked like the app's verifiers). */
async function benchAuth(userId: string): Promise<{ verifier: TokenVerifier; token: string }> {
  const keys = await generateKeyPair('ES256');
  const token = await new SignJWT({ role: 'authenticated' })
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(keys.privateKey);
  const verifier: TokenVerifier = {
    async verify(bearer) {
      const { payload } = await jwtVerify(bearer, keys.publicKey, { algorithms: ['ES256'], issuer: ISSUER, audience: 'authenticated' });
      return { id: payload.sub!, email: null };
    },
  };
  return { verifier, token };
}

const print = (name: string, value: number, digits = 0) => console.log(`outbox.${name} ${value.toFixed(digits)}`);

/** Runs the benchmark and prints its figures. */
export async function main(): Promise<void> {
  const database = await createDatabase({ inMemory: true });
  await database.migrate();
  const userId = randomUUID();
  const { verifier, token } = await benchAuth(userId);
  const { modes } = deriveModes(readEnv({}));
  const app = createApp({ db: database.db, ai: createOfflineProvider(), modes, verifier });
  const local = new GreenshoeDb(`greenshoe-bench-${randomUUID()}`);

  try {
    const ids: string[] = [];
    for (let i = 0; i < ENTRIES; i += 1) {
      const id = randomUUID();
      ids.push(id);
      await saveInterviewLocally(
        local,
        {
          id,
          setup: { jobCategory: 'InvestmentBanking', company: `Firm ${i}`, stage: 'superday', industry: 'M&A', location: 'New York', duration: 30 },
          questions: [{ question: 'Walk me through a DCF.' }],
          transcript: [{ question: 'Walk me through a DCF.', userResponse: 'Project free cash flows and discount them at the WACC.' }],
          report: {
            OverallAssessment: { score: (i % 10) + 0.5, overallCritique: 'Clear.' },
            strengths: {},
            questionsStruggled: {},
            conceptsToStudy: { concept1: { concept: 'WACC', description: 'Cost of capital.' } },
            weaknesses: { weakness1: { title: 'Terminal value', description: 'Name both methods.' } },
          },
          takenAt: new Date(Date.now() - i * 1000).toISOString(),
        },
        userId,
      );
    }
    const snapshot = await local.outbox.toArray();

    const engine = createSyncEngine({
      db: local,
      kinds: OUTBOX_KINDS,
      auth: { userId: () => userId, getAccessToken: async () => token, refreshAccessToken: async () => token },
      fetch: async (input, init) => app.request(input, init),
    });
    const started = performance.now();
    const result = await engine.drain();
    const seconds = (performance.now() - started) / 1000;

    // The same batch comes back (a stale copy of the queue): the server must change nothing.
    await local.outbox.bulkPut(snapshot);
    const replayStarted = performance.now();
    await engine.drain();
    const replaySeconds = (performance.now() - replayStarted) / 1000;

    const rows = await database.db.select({ id: interviews.id }).from(interviews).where(eq(interviews.userId, userId));
    const stored = new Map<string, number>();
    for (const row of rows) stored.set(row.id, (stored.get(row.id) ?? 0) + 1);
    const stillQueued = await local.outbox.count();
    const lost = ids.filter((id) => !stored.has(id)).length + stillQueued;
    const duplicated = rows.length - stored.size + [...stored.keys()].filter((id) => !ids.includes(id)).length;

    print('entries', ENTRIES);
    print('drain_1000.seconds', seconds, 2);
    print('drain_1000.per_entry_ms', (seconds * 1000) / ENTRIES, 2);
    print('delivered', result.delivered);
    print('replay_1000.seconds', replaySeconds, 2);
    print('lost', lost);
    print('duplicated', duplicated);
  } finally {
    local.close();
    await local.delete();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
