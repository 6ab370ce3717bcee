// @vitest-environment node
/**
 * Public forms sent offline reach the real API (Hono on PGlite through app.request()) exactly once
 * when the connection returns: queued with userId null, drained by the sync engine with no session
 * (or under someone else's, without their token and without being claimed), a reply lost after the
 * server stored it re-sent as a no-op, and nothing left in the outbox.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partnerships, questionCollection, waitlist } from '../../../api/db/schema';
import type { GreenshoeDb } from '@/offline/db';
import { PARTNERSHIP_KIND, QUESTION_COLLECTION_KIND, WAITLIST_KIND } from '@/offline/public-form-kinds';
import { submitPartnership, submitSurvey, submitWaitlist, type SubmitOptions } from '@/offline/public-forms';
import { createTestUser, freshLocalDb, openSyncWorld, TestSession, type SyncWorld } from '../sync/support/sync-harness';

let world: SyncWorld;
let db: GreenshoeDb;
let online: boolean;
let syncStarts: number;

// Opening PGlite and migrating it takes seconds on a busy machine.
beforeAll(async () => {
  world = await openSyncWorld();
}, 60_000);
afterAll(() => world.api.close());

beforeEach(() => {
  db = freshLocalDb();
  online = false;
  syncStarts = 0;
  world.server.setRule(() => 'pass');
  world.clock.offset = 0;
});
afterEach(async () => {
  await db.delete();
});

/** Submits through the real API while `online` says so; the network fails while it does not. */
const options = (): SubmitOptions => ({
  db,
  isOnline: () => online,
  fetch: world.server.fetch,
  startSync: () => {
    syncStarts += 1;
  },
});

const uniqueEmail = () => `visitor-${crypto.randomUUID().slice(0, 8)}@school.edu`;

async function rowsOnServer(ids: { waitlist: string; partnership: string; survey: string }) {
  const { db: server } = world.api.database;
  return {
    waitlist: (await server.select().from(waitlist).where(eq(waitlist.id, ids.waitlist))).length,
    partnership: (await server.select().from(partnerships).where(eq(partnerships.id, ids.partnership))).length,
    survey: (await server.select().from(questionCollection).where(eq(questionCollection.id, ids.survey))).length,
  };
}

async function queueAllThree(email = uniqueEmail()) {
  const ids = { waitlist: crypto.randomUUID(), partnership: crypto.randomUUID(), survey: crypto.randomUUID() };
  const results = [
    await submitWaitlist({ id: ids.waitlist, name: 'Grace Hopper', email, school: 'Yale' }, options()),
    await submitPartnership({ id: ids.partnership, university_name: 'Yale', club_name: 'Yale Finance Club', contact_info: 'board@yfc.example' }, options()),
    await submitSurvey(
      { id: ids.survey, data: { name: 'Moelis', industry: 'Restructuring', office: 'New York', rounds: [{ name: 'Superday', questions: ['Walk me through an LBO.'] }] } },
      options(),
    ),
  ];
  return { ids, results };
}

describe('public forms sent offline', { timeout: 30_000 }, () => {
  it('are queued without an account and delivered exactly once when the connection returns, signed out', async () => {
    const { ids, results } = await queueAllThree();
    expect(results).toEqual([{ queued: true }, { queued: true }, { queued: true }]);
    expect(syncStarts).toBe(3);
    const entries = await db.outbox.toArray();
    expect(entries.map((entry) => [entry.kind, entry.userId]).sort()).toEqual([
      [PARTNERSHIP_KIND, null],
      [QUESTION_COLLECTION_KIND, null],
      [WAITLIST_KIND, null],
    ]);
    expect(world.server.savesOf(ids.waitlist) + world.server.savesOf(ids.partnership) + world.server.savesOf(ids.survey)).toBe(0);

    const engine = world.engine(db, new TestSession(), { isOnline: () => online });
    expect(await engine.drain()).toMatchObject({ phase: 'offline', delivered: 0 });

    online = true;
    expect(await engine.drain({ ignoreBackoff: true })).toMatchObject({ phase: 'idle', delivered: 3, rejected: 0 });
    expect(await rowsOnServer(ids)).toEqual({ waitlist: 1, partnership: 1, survey: 1 });
    expect(await db.outbox.count()).toBe(0);

    // Another drain (a second 'online' event, focus) sends nothing again.
    const before = world.server.served.length;
    expect(await engine.drain({ ignoreBackoff: true })).toMatchObject({ delivered: 0 });
    expect(world.server.served).toHaveLength(before);
    expect([ids.waitlist, ids.partnership, ids.survey].map((id) => world.server.savesOf(id))).toEqual([1, 1, 1]);
  });

  it('stores one row when the network failed after the server stored the form, and the outbox sends it again', async () => {
    online = true;
    world.server.setRule(({ n }) => (n === 0 ? 'lose-reply' : 'pass'));
    const earlier = world.server.served.length;
    const id = crypto.randomUUID();
    const result = await submitPartnership({ id, university_name: 'Penn', club_name: 'Wharton IB Club', contact_info: 'ib@wharton.example' }, options());
    expect(result).toEqual({ queued: true });
    expect(world.server.served.slice(earlier)).toEqual([{ path: '/api/partnerships', id, status: 200 }]);

    const engine = world.engine(db, new TestSession());
    expect(await engine.drain({ ignoreBackoff: true })).toMatchObject({ phase: 'idle', delivered: 1 });
    expect(world.server.savesOf(id)).toBe(2);
    expect((await world.api.database.db.select().from(partnerships).where(eq(partnerships.id, id))).length).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('are sent without the token of whoever signs in later, and never claimed by them', async () => {
    const { ids } = await queueAllThree();
    const user = await createTestUser('forms');
    const session = new TestSession();
    session.signIn(user);
    const authorizations: (string | null)[] = [];
    const engine = world.engine(db, session, {
      fetch: (input, init) => {
        authorizations.push(new Headers(init.headers).get('authorization'));
        return world.server.fetch(input, init);
      },
    });
    expect(await engine.claim(user.id)).toBe(0);
    expect((await db.outbox.toArray()).every((entry) => entry.userId === null)).toBe(true);

    online = true;
    expect(await engine.drain()).toMatchObject({ phase: 'idle', delivered: 3 });
    expect(authorizations).toEqual([null, null, null]);
    expect(await rowsOnServer(ids)).toEqual({ waitlist: 1, partnership: 1, survey: 1 });
  });

  it('answers a waitlist address already present with the same success, so the queued copy is simply done', async () => {
    const email = uniqueEmail();
    online = true;
    expect(await submitWaitlist({ name: 'Grace Hopper', email, school: 'Yale' }, options())).toEqual({ queued: false });
    online = false;
    expect(await submitWaitlist({ name: 'Grace H.', email: email.toUpperCase(), school: 'Yale' }, options())).toEqual({ queued: true });

    online = true;
    const engine = world.engine(db, new TestSession());
    expect(await engine.drain({ ignoreBackoff: true })).toMatchObject({ phase: 'idle', delivered: 1, rejected: 0 });
    const rows = await world.api.database.db.select().from(waitlist).where(eq(waitlist.email, email));
    expect(rows.map((row) => row.name)).toEqual(['Grace Hopper']);
  });
});
