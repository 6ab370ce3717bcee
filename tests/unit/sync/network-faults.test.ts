// @vitest-environment node
/**
 * Sync faults on the network and the server, driven through the real API on PGlite: offline then
 * online, a reply lost after the commit, a batch replayed 5 times in shuffled order, 503 with
 * Retry-After, one invalid entry among valid ones, and one the server keeps failing (500) until it
 * is parked as rejected. Each ends with nothing lost and nothing
 * duplicated in the server database.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GreenshoeDb } from '@/offline/db';
import { MAX_SERVER_ERRORS, RETRY_AFTER_CAP_MS } from '@/offline/constants';
import { outboxSummary, retryRejected } from '@/offline/outbox';
import {
  createTestUser,
  expectDeliveredExactlyOnce,
  freshLocalDb,
  openSyncWorld,
  queueInterviews,
  serverIds,
  TestSession,
  type SyncWorld,
} from './support/sync-harness';

let world: SyncWorld;
let db: GreenshoeDb;
let session: TestSession;

beforeAll(async () => {
  world = await openSyncWorld();
});
afterAll(() => world.api.close());

async function signedIn() {
  db = freshLocalDb();
  session = new TestSession();
  const user = await createTestUser('student');
  session.signIn(user);
  world.server.setRule(() => 'pass');
  world.clock.offset = 0;
  return user;
}

afterEach(async () => {
  world.server.setRule(() => 'pass');
  await db.delete();
});

describe('sync faults (network and server)', () => {
  it('waits while offline and delivers everything once the connection is back', async () => {
    const user = await signedIn();
    const queued = await queueInterviews(db, user.id, 3);
    let online = false;
    const engine = world.engine(db, session, { isOnline: () => online });

    const offline = await engine.drain();
    expect(offline).toMatchObject({ phase: 'offline', delivered: 0 });
    expect(await serverIds(world, user.id)).toEqual([]);

    // The browser believes it is online, but requests still fail: kept, retried later.
    online = true;
    world.server.setRule(() => 'network');
    const flaky = await engine.drain();
    expect(flaky).toMatchObject({ phase: 'retrying', delivered: 0 });
    expect((await db.outbox.toArray()).some((entry) => entry.attempts === 1)).toBe(true);

    world.server.setRule(() => 'pass');
    const back = await engine.drain({ ignoreBackoff: true });
    expect(back).toMatchObject({ phase: 'idle', delivered: 3 });
    await expectDeliveredExactlyOnce(world, db, user.id, queued.map((i) => i.id));
  });

  it('re-sends after a lost reply; the server treats the replay as a no-op (one row)', async () => {
    const user = await signedIn();
    const [interview] = await queueInterviews(db, user.id, 1);
    const engine = world.engine(db, session);
    world.server.setRule(({ n }) => (n === 0 ? 'lose-reply' : 'pass'));

    expect(await engine.drain()).toMatchObject({ phase: 'retrying', delivered: 0 });
    expect(world.server.savesOf(interview!.id)).toBe(1); // committed, but the client never heard
    expect(await db.outbox.count()).toBe(1);

    world.clock.offset += 60_000;
    expect(await engine.drain()).toMatchObject({ phase: 'idle', delivered: 1 });
    expect(world.server.savesOf(interview!.id)).toBe(2);
    await expectDeliveredExactlyOnce(world, db, user.id, [interview!.id]);
  });

  it('keeps one row per interview when the same batch is replayed 5 times in shuffled order', async () => {
    const user = await signedIn();
    const queued = await queueInterviews(db, user.id, 4);
    const snapshot = await db.outbox.toArray();
    const engine = world.engine(db, session);
    expect(await engine.drain()).toMatchObject({ delivered: 4 });
    const [before] = await world.api.database.db.query.interviews.findMany({ where: (t, { eq }) => eq(t.id, queued[0]!.id) });

    for (let round = 0; round < 5; round += 1) {
      const shuffled = [...snapshot].sort(() => Math.random() - 0.5);
      // A stale copy of the queue comes back, in another order and with edited content: the server keeps the first write.
      await db.outbox.bulkPut(shuffled.map((entry, i) => ({ ...entry, nextAttemptAt: entry.createdAt + i })));
      await db.interviews.toCollection().modify((row) => {
        row.request.company = `Replay ${round}`;
      });
      expect(await engine.drain()).toMatchObject({ delivered: 4, rejected: 0 });
    }
    const [after] = await world.api.database.db.query.interviews.findMany({ where: (t, { eq }) => eq(t.id, queued[0]!.id) });
    expect(after).toEqual(before);
    for (const interview of queued) expect(world.server.savesOf(interview.id)).toBe(6);
    await expectDeliveredExactlyOnce(world, db, user.id, queued.map((i) => i.id));
  });

  it('honours 503 Retry-After: nothing is sent before it ends, then the queue succeeds', async () => {
    const user = await signedIn();
    const queued = await queueInterviews(db, user.id, 2);
    const engine = world.engine(db, session);
    world.server.setRule(({ n }) => (n === 0 ? { status: 503, headers: { 'Retry-After': '30' }, body: { error: 'Maintenance' } } : 'pass'));

    const start = Date.now();
    const paused = await engine.drain();
    expect(paused.phase).toBe('retrying');
    expect(paused.retryAt! - start).toBeGreaterThanOrEqual(30_000);
    const sentBefore = world.server.served.length;

    world.clock.offset = 20_000; // still inside the window, even for a fresh entry or a forced retry
    expect(await engine.drain({ ignoreBackoff: true })).toMatchObject({ phase: 'retrying', delivered: 0 });
    expect(world.server.served.length).toBe(sentBefore);

    world.clock.offset = 31_000;
    expect(await engine.drain()).toMatchObject({ phase: 'idle', delivered: 2 });
    await expectDeliveredExactlyOnce(world, db, user.id, queued.map((i) => i.id));
  });

  it('parks an entry the server keeps answering 500 as rejected after a bounded number of tries; Retry sends it again', async () => {
    const user = await signedIn();
    const [poison, ...others] = await queueInterviews(db, user.id, 3);
    let failures = 0;
    world.server.setRule(({ id }) => {
      if (id !== poison!.id) return 'pass';
      failures += 1;
      return { status: 500, body: { error: 'Something went wrong. Please try again.' } };
    });
    const engine = world.engine(db, session);

    for (let drains = 0; drains < MAX_SERVER_ERRORS + 5; drains += 1) {
      await engine.drain();
      world.clock.offset += RETRY_AFTER_CAP_MS;
    }
    expect(failures).toBe(MAX_SERVER_ERRORS);
    const { pending, rejected } = await outboxSummary(db, user.id);
    expect(pending).toBe(0);
    expect(rejected.map((entry) => entry.id)).toEqual([poison!.id]);
    expect(rejected[0]!.lastError).toContain('Something went wrong');
    expect((await db.interviews.get(poison!.id))?.syncState).toBe('rejected');
    expect((await serverIds(world, user.id)).sort()).toEqual(others.map((i) => i.id).sort());

    world.server.setRule(() => 'pass');
    await retryRejected(db, poison!.id, Date.now() + world.clock.offset);
    expect(await engine.drain()).toMatchObject({ phase: 'idle', delivered: 1 });
    await expectDeliveredExactlyOnce(world, db, user.id, [poison!, ...others].map((i) => i.id));
  });

  it('rejects an invalid entry with the server’s error and delivers the others', async () => {
    const user = await signedIn();
    const valid = await queueInterviews(db, user.id, 3);
    const refused = await queueInterviews(db, user.id, 2);
    // One entry the server validates and refuses (400), one it answers 422.
    await db.interviews.update(refused[0]!.id, { 'request.score': 42 });
    world.server.setRule(({ id }) => (id === refused[1]!.id ? { status: 422, body: { error: 'Unprocessable interview' } } : 'pass'));

    const result = await world.engine(db, session).drain();
    expect(result).toMatchObject({ phase: 'idle', delivered: 3, rejected: 2 });

    const summary = await outboxSummary(db, user.id);
    expect(summary.pending).toBe(0);
    expect(summary.rejected.map((entry) => entry.id).sort()).toEqual(refused.map((i) => i.id).sort());
    expect((await db.outbox.get(refused[0]!.id))?.lastError).toMatch(/score/i);
    expect((await db.outbox.get(refused[1]!.id))?.lastError).toBe('Unprocessable interview');
    expect((await db.interviews.get(refused[1]!.id))?.syncState).toBe('rejected');

    // Nothing lost: the refused ones stay on the device, shown; the valid ones are stored once.
    expect((await serverIds(world, user.id)).sort()).toEqual(valid.map((i) => i.id).sort());
    await db.outbox.bulkDelete(refused.map((i) => i.id));
    await expectDeliveredExactlyOnce(world, db, user.id, valid.map((i) => i.id));
  });
});
