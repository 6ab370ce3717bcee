// @vitest-environment node
/**
 * Sync faults around sessions and tabs, driven through the real API on PGlite: a token expiring
 * mid-sync, the tab closing between upload and outbox clean-up, two tabs draining at once, a queue
 * left by user A while B is signed in, and a signed-out save claimed after sign-in. Each ends with
 * nothing lost and nothing duplicated in the server database.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { interviews } from '../../../api/db/schema';
import { signTestToken } from '../../api/support/tokens';
import { GreenshoeDb } from '@/offline/db';
import { outboxSummary } from '@/offline/outbox';
import { MemoryLockManager } from './support/memory-locks';
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
const opened: GreenshoeDb[] = [];

beforeAll(async () => {
  world = await openSyncWorld();
});
afterAll(() => world.api.close());
afterEach(async () => {
  world.server.setRule(() => 'pass');
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const db of dbs) await db.delete();
  vi.restoreAllMocks();
});

function localDb(): GreenshoeDb {
  const db = freshLocalDb();
  opened.push(db);
  return db;
}

describe('sync faults (sessions and tabs)', () => {
  it('refreshes an access token that expired mid-sync once, then carries on', async () => {
    const db = localDb();
    const user = await createTestUser('flyer');
    const session = new TestSession();
    session.signIn(user);
    const queued = await queueInterviews(db, user.id, 4);
    const expired = await signTestToken(user.id, user.email, 'expired');
    // From the third request on, the token the engine holds has expired (the real server says 401).
    world.server.setRule(({ n, token }) => (n >= 2 && token === user.token ? { token: expired } : 'pass'));

    const result = await world.engine(db, session).drain();
    expect(result).toMatchObject({ phase: 'idle', delivered: 4 });
    expect(session.refreshes).toBe(1);
    expect(world.server.served.filter((call) => call.status === 401)).toHaveLength(1);
    await expectDeliveredExactlyOnce(world, db, user.id, queued.map((i) => i.id));
  });

  it('waits for a sign-in when the refresh fails too, and delivers after it', async () => {
    const db = localDb();
    const user = await createTestUser('lapsed');
    const session = new TestSession();
    session.signIn(user);
    const queued = await queueInterviews(db, user.id, 2);
    session.token = await signTestToken(user.id, user.email, 'expired');
    session.refreshAccessToken = async () => null;

    expect(await world.engine(db, session).drain()).toMatchObject({ phase: 'needs-sign-in', delivered: 0 });
    expect(await outboxSummary(db, user.id)).toMatchObject({ pending: 2 });

    session.signIn(user);
    expect(await world.engine(db, session).drain()).toMatchObject({ phase: 'idle', delivered: 2 });
    await expectDeliveredExactlyOnce(world, db, user.id, queued.map((i) => i.id));
  });

  it('re-sends after the tab closed between upload and clean-up; the replay is a no-op', async () => {
    const name = `greenshoe-closing-tab-${crypto.randomUUID()}`;
    const firstTab = new GreenshoeDb(name);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await createTestUser('closer');
    const session = new TestSession();
    session.signIn(user);
    const queued = await queueInterviews(firstTab, user.id, 3);
    // The second upload commits on the server, then the tab goes away before the outbox is cleaned.
    let interruptedId: string | undefined;
    world.server.setRule(({ n, id }) => {
      if (n !== 1) return 'pass';
      interruptedId = id;
      return { after: () => firstTab.close() };
    });

    const interrupted = await world.engine(firstTab, session).drain();
    expect(interrupted.failure).toBeDefined();
    expect(logged).toHaveBeenCalledWith('Outbox drain failed', expect.anything());
    expect(await serverIds(world, user.id)).toHaveLength(2);

    world.server.setRule(() => 'pass');
    const reopened = new GreenshoeDb(name);
    opened.push(reopened);
    expect(await reopened.outbox.count()).toBe(2); // the committed-but-unconfirmed one is still queued
    expect(await world.engine(reopened, session).drain()).toMatchObject({ phase: 'idle', delivered: 2 });
    expect(world.server.savesOf(interruptedId!)).toBe(2);
    await expectDeliveredExactlyOnce(world, reopened, user.id, queued.map((i) => i.id));
  });

  it('lets one of two tabs drain at a time: no upload is sent twice', async () => {
    const name = `greenshoe-two-tabs-${crypto.randomUUID()}`;
    const tabA = new GreenshoeDb(name);
    const tabB = new GreenshoeDb(name);
    opened.push(tabA, tabB);
    const user = await createTestUser('tabs');
    const session = new TestSession();
    session.signIn(user);
    const queued = await queueInterviews(tabA, user.id, 6);
    const locks = new MemoryLockManager();

    const [a, b] = await Promise.all([
      world.engine(tabA, session, { locks: locks.asLockManager() }).drain(),
      world.engine(tabB, session, { locks: locks.asLockManager() }).drain(),
    ]);
    expect(a.delivered + b.delivered).toBe(6);
    expect(locks.maxHeld).toBe(1);
    for (const interview of queued) expect(world.server.savesOf(interview.id)).toBe(1);
    await expectDeliveredExactlyOnce(world, tabB, user.id, queued.map((i) => i.id));
  });

  it('never uploads a queue left by user A under user B’s session', async () => {
    const db = localDb();
    const [ana, ben] = [await createTestUser('ana'), await createTestUser('ben')];
    const session = new TestSession();
    const anasQueue = await queueInterviews(db, ana.id, 2);

    session.signIn(ben);
    const asBen = await world.engine(db, session).drain();
    expect(asBen).toMatchObject({ phase: 'idle', delivered: 0 });
    expect(world.server.served.filter((call) => anasQueue.some((i) => i.id === call.id))).toEqual([]);
    expect(await serverIds(world, ben.id)).toEqual([]);
    expect(await outboxSummary(db, ben.id)).toMatchObject({ pending: 0, rejected: [] });

    session.signIn(ana);
    expect(await world.engine(db, session).drain()).toMatchObject({ delivered: 2 });
    await expectDeliveredExactlyOnce(world, db, ana.id, anasQueue.map((i) => i.id));
    expect(await serverIds(world, ben.id)).toEqual([]);
  });

  it('keeps a signed-out save unclaimed, then saves it for the user who signs in', async () => {
    const db = localDb();
    const session = new TestSession();
    const saved = await queueInterviews(db, null, 1);

    expect(await world.engine(db, session).drain()).toMatchObject({ phase: 'needs-sign-in', delivered: 0 });
    expect(await outboxSummary(db, null)).toMatchObject({ pending: 1 });

    const user = await createTestUser('newcomer');
    session.signIn(user);
    expect(await world.engine(db, session).drain()).toMatchObject({ phase: 'idle', delivered: 1 });
    const [row] = await world.api.database.db.select().from(interviews).where(eq(interviews.id, saved[0]!.id));
    expect(row).toMatchObject({ userId: user.id, fromOutbox: true });
    await expectDeliveredExactlyOnce(world, db, user.id, [saved[0]!.id]);
  });
});
