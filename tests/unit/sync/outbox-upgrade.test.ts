// @vitest-environment node
/**
 * The local database's upgrade from version 4 (entries carried a copy of their row) to version 5
 * (entries refer to their row): a version-4 database with a pending entry of every kind is opened
 * by today's app, which keeps every row, stores each action once, and then delivers each entry
 * exactly once to the real API (PGlite), an unclaimed interview after the sign-in claimed it. An
 * entry whose row is gone is removed without a request.
 */
import { Dexie } from 'dexie';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardReviews, moduleProgress, partnerships, practiceResponses, questionCollection, waitlist } from '../../../api/db/schema';
import { CreateModuleResponseSchema, ModuleQuestionSchema, type CardReview } from '@core/contract/modules';
import { GreenshoeDb, type LocalCardReview, type LocalInterview, type LocalPracticeResponse, type LocalStudied } from '@/offline/db';
import type { OutboxEntryV4 } from '@/offline/outbox-upgrade';
import { buildSaveRequest } from '@/offline/save-request';
import { postJson } from '../../api/support/test-app';
import { savePracticeResponseLocally } from '@/offline/practice-responses';
import { VERSION_4_STORES } from '../offline/support/past-stores';
import { createTestUser, expectDeliveredExactlyOnce, finishedInterview, freshLocalDb, openSyncWorld, serverIds, TestSession, type SyncWorld } from './support/sync-harness';

const NAME = `greenshoe-outbox-upgrade-${process.pid}`;
const T0 = Date.parse('2026-11-20T10:00:00.000Z');

let world: SyncWorld;
beforeAll(async () => {
  world = await openSyncWorld();
});
afterAll(async () => {
  await Dexie.delete(NAME);
  await world.api.close();
});

/** The rest of a version-4 entry queued `n` ms after T0 and not tried yet. */
function queuedAt(n: number) {
  return { label: `queued ${n}`, deferred: true, createdAt: T0 + n, attempts: 0, nextAttemptAt: T0 + n, state: 'pending' as const };
}

describe('the local database upgrade (version 4 → 5)', () => {
  it('keeps every pending action, stores each once, and delivers each entry once after the upgrade', async () => {
    const user = await createTestUser('student');
    const created = await postJson(world.api.app, '/api/create-module', { name: 'Accounting', questionTypes: ['Market'] }, user.headers);
    const moduleId = CreateModuleResponseSchema.parse(await created.json()).module.id;
    const questionsRes = await world.api.app.request(`/api/module-questions/${moduleId}`, { headers: user.headers });
    const [q1, q2] = ModuleQuestionSchema.array().parse(await questionsRes.json()).map((q) => q.id);
    // A review the server already holds, undone on the device before the upgrade.
    const undone: CardReview = { id: crypto.randomUUID(), moduleId, questionId: q2!, rating: 1, reviewedAt: '2026-11-19T09:00:00.000Z' };
    expect((await postJson(world.api.app, '/api/card-reviews', undone, user.headers)).status).toBe(200);

    // Version 4, as a browser kept it: each row beside an entry carrying its copy.
    const signedIn = finishedInterview('Evercore');
    const signedOut = finishedInterview('Lazard');
    const interviewRows: LocalInterview[] = [
      { id: signedIn.id, userId: user.id, createdAt: signedIn.takenAt, syncState: 'pending', request: buildSaveRequest(signedIn) },
      { id: signedOut.id, userId: null, createdAt: signedOut.takenAt, syncState: 'pending', request: buildSaveRequest(signedOut) },
    ];
    const studied: LocalStudied = { userId: user.id, moduleId, questionId: q1!, studiedAt: '2026-11-20T10:00:00.000Z', syncState: 'pending' };
    const review: CardReview = { id: crypto.randomUUID(), moduleId, questionId: q1!, rating: 3, reviewedAt: '2026-11-20T10:05:00.000Z' };
    const reviewRow: LocalCardReview = { ...review, userId: user.id, syncState: 'pending' };
    const practiceRow: LocalPracticeResponse = {
      id: crypto.randomUUID(),
      userId: user.id,
      question: 'Walk me through a DCF.',
      questionId: 'dcf-001',
      response: 'Project free cash flows and discount them at the WACC.',
      createdAt: '2026-11-20T10:10:00.000Z',
      syncState: 'pending',
    };
    // An entry whose row is missing (none should be): its copy is all that is left of the answer.
    const orphan = { id: crypto.randomUUID(), question: 'Why banking?', response: 'I like deals.' };
    const forms = {
      waitlist: { id: crypto.randomUUID(), name: 'Ada', email: 'ada@example.com', school: 'LSE' },
      partnership: { id: crypto.randomUUID(), university_name: 'LSE', club_name: 'Finance Society', contact_info: 'club@example.com' },
      survey: { id: crypto.randomUUID(), data: { name: 'Lazard', industry: 'Restructuring', office: 'Chicago', rounds: [{ name: 'Superday', questions: ['Why Lazard?'] }] } },
    };
    const entries: OutboxEntryV4[] = [
      { id: signedIn.id, kind: 'save-interview', userId: user.id, payload: interviewRows[0]!.request, ...queuedAt(0) },
      { id: signedOut.id, kind: 'save-interview', userId: null, payload: interviewRows[1]!.request, ...queuedAt(1) },
      { id: crypto.randomUUID(), kind: 'update-module-progress', userId: user.id, payload: { userId: user.id, moduleId, questionId: q1! }, ...queuedAt(2) },
      { id: review.id, kind: 'card-review', userId: user.id, payload: review, ...queuedAt(3) },
      { id: crypto.randomUUID(), kind: 'card-review-undo', userId: user.id, payload: { reviewId: undone.id }, ...queuedAt(4) },
      { id: practiceRow.id, kind: 'store-practice-question', userId: user.id, payload: { id: practiceRow.id, question: practiceRow.question, questionId: 'dcf-001', response: practiceRow.response }, ...queuedAt(5) },
      { id: orphan.id, kind: 'store-practice-question', userId: user.id, payload: orphan, ...queuedAt(6) },
      { id: forms.waitlist.id, kind: 'waitlist', userId: null, payload: forms.waitlist, ...queuedAt(7) },
      { id: forms.partnership.id, kind: 'partnership', userId: null, payload: forms.partnership, ...queuedAt(8) },
      { id: forms.survey.id, kind: 'question-collection', userId: null, payload: forms.survey, ...queuedAt(9) },
    ];
    const v4 = new Dexie(NAME);
    v4.version(4).stores(VERSION_4_STORES);
    await v4.table('interviews').bulkAdd(interviewRows);
    await v4.table('moduleProgress').add(studied);
    await v4.table('cardReviews').add(reviewRow);
    await v4.table('practiceResponses').add(practiceRow);
    await v4.table('outbox').bulkAdd(entries);
    v4.close();

    const db = new GreenshoeDb(NAME);
    // Every row is as it was; the orphaned answer got its row back from the entry's copy.
    expect(await db.interviews.toArray()).toEqual(expect.arrayContaining(interviewRows));
    expect(await db.moduleProgress.toArray()).toEqual([studied]);
    expect(await db.cardReviews.toArray()).toEqual([reviewRow]);
    expect(await db.practiceResponses.get(practiceRow.id)).toEqual(practiceRow);
    expect(await db.practiceResponses.get(orphan.id)).toMatchObject({ ...orphan, userId: user.id, syncState: 'pending' });
    // Each entry keeps its id, owner, label and times; a row's action is no longer copied into it.
    const upgraded = await db.outbox.orderBy('createdAt').toArray();
    expect(upgraded.map(({ id, userId, label, createdAt, state }) => ({ id, userId, label, createdAt, state }))).toEqual(
      entries.map(({ id, userId, label, createdAt, state }) => ({ id, userId, label, createdAt, state })),
    );
    expect(upgraded.map((entry) => entry.payload)).toEqual([
      { interviewId: signedIn.id },
      { interviewId: signedOut.id },
      { userId: user.id, moduleId, questionId: q1 },
      { reviewId: review.id },
      { reviewId: undone.id },
      { responseId: practiceRow.id },
      { responseId: orphan.id },
      forms.waitlist,
      forms.partnership,
      forms.survey,
    ]);
    expect(JSON.stringify(upgraded)).not.toContain(signedIn.transcript[0]!.userResponse);

    const session = new TestSession();
    session.signIn(user);
    const engine = world.engine(db, session);
    expect(await engine.drain()).toMatchObject({ phase: 'idle', delivered: entries.length, rejected: 0 });
    expect(await engine.drain()).toMatchObject({ phase: 'idle', delivered: 0 });

    // Each entry reached the server once, and the server holds each action once.
    const delivered = world.server.served.filter((call) => call.status < 300).map((call) => call.path);
    expect(delivered.sort()).toEqual(
      [
        '/api/save-interview',
        '/api/save-interview',
        '/api/update-module-progress',
        '/api/card-reviews',
        `/api/card-reviews/${undone.id}`,
        '/api/store-practice-question',
        '/api/store-practice-question',
        '/api/waitlist',
        '/api/partnerships',
        '/api/question-collection',
      ].sort(),
    );
    await expectDeliveredExactlyOnce(world, db, user.id, [signedIn.id, signedOut.id]);
    expect((await db.interviews.get(signedOut.id))?.userId).toBe(user.id);
    expect(await serverIds(world, user.id)).toHaveLength(2);
    const server = world.api.database.db;
    expect(await server.select().from(moduleProgress).where(eq(moduleProgress.userId, user.id))).toHaveLength(1);
    expect((await server.select().from(cardReviews).where(eq(cardReviews.userId, user.id))).map((row) => row.id)).toEqual([review.id]);
    expect((await server.select().from(practiceResponses).where(eq(practiceResponses.userId, user.id))).map((row) => row.id).sort()).toEqual(
      [practiceRow.id, orphan.id].sort(),
    );
    expect(await server.select().from(waitlist).where(eq(waitlist.id, forms.waitlist.id))).toHaveLength(1);
    expect(await server.select().from(partnerships).where(eq(partnerships.id, forms.partnership.id))).toHaveLength(1);
    expect(await server.select().from(questionCollection).where(eq(questionCollection.id, forms.survey.id))).toHaveLength(1);
    expect((await db.cardReviews.get(review.id))?.syncState).toBe('synced');
    expect((await db.practiceResponses.get(practiceRow.id))?.syncState).toBe('synced');
    expect((await db.moduleProgress.toArray()).map((row) => row.syncState)).toEqual(['synced']);
    db.close();
  });

  it('removes unsent an entry whose row is gone: there is nothing left to send', async () => {
    const user = await createTestUser('student');
    const db = freshLocalDb();
    const kept = await savePracticeResponseLocally(db, { userId: user.id, question: 'Why banking?', response: 'I like deals.' });
    const gone = await savePracticeResponseLocally(db, { userId: user.id, question: 'Why us?', response: 'The people.' });
    await db.practiceResponses.delete(gone.id);
    const session = new TestSession();
    session.signIn(user);
    const before = world.server.served.length;

    expect(await world.engine(db, session).drain()).toMatchObject({ phase: 'idle', delivered: 1, rejected: 0 });
    expect(world.server.served.slice(before).map((call) => call.id)).toEqual([kept.id]);
    expect(await db.outbox.count()).toBe(0);
    const stored = await world.api.database.db.select().from(practiceResponses).where(eq(practiceResponses.userId, user.id));
    expect(stored.map((row) => row.id)).toEqual([kept.id]);
    await db.delete();
  });
});
