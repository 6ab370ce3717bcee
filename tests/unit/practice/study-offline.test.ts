/**
 * Flash-card study on this device: a studied question, a review and a practice answer are each
 * written with their outbox entry in one transaction (or not at all), only when the user, module
 * and question ids all exist; the server's studied set and reviews merge with the device's by
 * union; the kinds send the contract's requests and keep the local rows in step.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardReviewSchema, StorePracticeRequestSchema, UpdateProgressRequestSchema } from '@core/contract/modules';
import { GreenshoeDb } from '@/offline/db';
import { mergeServerReviews, recordReviewLocally, reviewsOf, undoReviewLocally } from '@/offline/card-reviews';
import { moduleOf, modulesOf, moduleQuestionsOf, saveModuleList, saveModuleQuestions, addCreatedModule } from '@/offline/module-cache';
import { markStudiedLocally, mergeServerProgress, studiedCountsOf, studiedIdsOf } from '@/offline/module-progress';
import { discardRejected, isOfKind, kindOf, onEnqueued } from '@/offline/outbox';
import type { OutboxEntry, OutboxKindName } from '@/offline/outbox-entry';
import { OUTBOX_KINDS } from '@/offline/outbox-kinds';
import { savePracticeResponseLocally } from '@/offline/practice-responses';

const NAME = 'greenshoe-study-offline-test';
const USER = '0b7c2f6e-7d1a-4f7e-9a51-3c3f7d9f1a01';
const OTHER = '5d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';
const MODULE = 'a3f1c9d2-4b6e-4e8a-9c1d-2e3f4a5b6c7d';

let db: GreenshoeDb;

/** The request the sync engine would send for `entry` now. */
async function requestOf(entry: OutboxEntry | undefined) {
  return (await kindOf(OUTBOX_KINDS, entry!)!.request(db, entry!))!;
}

/** `entry`, which must be of kind `kind`. */
function ofKind<K extends OutboxKindName>(kind: K, entry: OutboxEntry | undefined): Extract<OutboxEntry, { kind: K }> {
  if (!entry || !isOfKind(entry, kind)) throw new Error(`expected a ${kind} entry`);
  return entry;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('markStudiedLocally', () => {
  it('writes the studied row and its outbox entry together, and tells the engine', async () => {
    db = new GreenshoeDb(NAME);
    const heard = vi.fn();
    const stop = onEnqueued(heard);
    await expect(markStudiedLocally(db, { userId: USER, moduleId: MODULE, questionId: 'acc-001' })).resolves.toBe('marked');
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(await db.moduleProgress.toArray()).toMatchObject([{ userId: USER, moduleId: MODULE, questionId: 'acc-001', syncState: 'pending' }]);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'update-module-progress', userId: USER, state: 'pending' });
    const request = await requestOf(entry);
    expect(request).toMatchObject({ method: 'POST', path: '/api/update-module-progress' });
    expect(UpdateProgressRequestSchema.parse(request.body)).toEqual({ userId: USER, moduleId: MODULE, questionId: 'acc-001' });
  });

  it('writes neither when the outbox write fails', async () => {
    db = new GreenshoeDb(NAME);
    vi.spyOn(db.outbox, 'put').mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await expect(markStudiedLocally(db, { userId: USER, moduleId: MODULE, questionId: 'acc-001' })).rejects.toBeTruthy();
    expect(await db.moduleProgress.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('does nothing unless user, module and question ids all exist', async () => {
    db = new GreenshoeDb(NAME);
    for (const missing of [
      { userId: null, moduleId: MODULE, questionId: 'acc-001' },
      { userId: USER, moduleId: undefined, questionId: 'acc-001' },
      { userId: USER, moduleId: MODULE, questionId: '' },
      { userId: USER, moduleId: MODULE, questionId: null },
    ]) {
      await expect(markStudiedLocally(db, missing)).resolves.toBe('skipped');
    }
    expect(await db.moduleProgress.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a question once: studying it again changes nothing', async () => {
    db = new GreenshoeDb(NAME);
    await markStudiedLocally(db, { userId: USER, moduleId: MODULE, questionId: 7 });
    await expect(markStudiedLocally(db, { userId: USER, moduleId: MODULE, questionId: '7' })).resolves.toBe('already-studied');
    expect(await db.outbox.count()).toBe(1);
    expect(await studiedIdsOf(db, USER, MODULE)).toEqual(['7']);
  });

  it('marks the row synced when delivered, and drops a refused one when discarded', async () => {
    db = new GreenshoeDb(NAME);
    await markStudiedLocally(db, { userId: USER, moduleId: MODULE, questionId: 'acc-001' });
    await markStudiedLocally(db, { userId: USER, moduleId: MODULE, questionId: 'bad-999' });
    const entries = await db.outbox.toArray();
    const kind = OUTBOX_KINDS['update-module-progress'];
    const byQuestion = (id: string) => entries.map((e) => ofKind('update-module-progress', e)).find((e) => e.payload.questionId === id)!;
    await kind.onDelivered!(db, byQuestion('acc-001'));
    await kind.onRejected!(db, byQuestion('bad-999'), 'questionId is not a question of this module');
    expect(await db.moduleProgress.get([USER, MODULE, 'acc-001'])).toMatchObject({ syncState: 'synced' });
    expect(await studiedIdsOf(db, USER, MODULE)).toEqual(['acc-001']);
    await db.outbox.update(byQuestion('bad-999').id, { state: 'rejected' });
    await discardRejected(db, OUTBOX_KINDS, byQuestion('bad-999').id);
    expect(await db.moduleProgress.get([USER, MODULE, 'bad-999'])).toBeUndefined();
  });
});

describe('merging progress from two devices', () => {
  it('is the union of the server set and the local set, and never removes a local row', async () => {
    db = new GreenshoeDb(NAME);
    await markStudiedLocally(db, { userId: USER, moduleId: MODULE, questionId: 'acc-003' });
    await markStudiedLocally(db, { userId: USER, moduleId: MODULE, questionId: 'acc-001' });
    const merged = await mergeServerProgress(db, USER, MODULE, ['acc-001', 'acc-002', 5]);
    expect(merged.sort()).toEqual(['5', 'acc-001', 'acc-002', 'acc-003']);
    expect((await studiedIdsOf(db, USER, MODULE)).sort()).toEqual(['5', 'acc-001', 'acc-002', 'acc-003']);
    // The local row the server also has stays pending until its own entry is delivered.
    expect(await db.moduleProgress.get([USER, MODULE, 'acc-001'])).toMatchObject({ syncState: 'pending' });
    expect(await db.moduleProgress.get([USER, MODULE, 'acc-002'])).toMatchObject({ syncState: 'synced' });
    // An older, smaller server answer removes nothing.
    await mergeServerProgress(db, USER, MODULE, []);
    expect(await studiedIdsOf(db, USER, MODULE)).toHaveLength(4);
    expect(await studiedCountsOf(db, USER)).toEqual(new Map([[MODULE, { studied: 4, pending: 2 }]]));
    expect(await studiedIdsOf(db, OTHER, MODULE)).toEqual([]);
  });
});

describe('card reviews', () => {
  it('keeps each rating with its outbox entry, and merges the server reviews by id', async () => {
    db = new GreenshoeDb(NAME);
    const local = await recordReviewLocally(db, { userId: USER, moduleId: MODULE, questionId: 'acc-001', rating: 3, reviewedAt: new Date('2026-11-20T10:00:00Z') });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ id: local.id, kind: 'card-review', userId: USER });
    const request = await requestOf(entry);
    expect(CardReviewSchema.parse(request.body)).toMatchObject({ id: local.id, rating: 3, reviewedAt: '2026-11-20T10:00:00.000Z' });

    const fromOtherDevice = { id: 'c0ffee00-1111-4222-8333-444455556666', moduleId: MODULE, questionId: 'acc-001', rating: 1 as const, reviewedAt: '2026-11-19T08:00:00.000Z' };
    await expect(mergeServerReviews(db, USER, [fromOtherDevice, { ...local, rating: 4 }])).resolves.toBe(1);
    const reviews = await reviewsOf(db, USER, MODULE);
    expect(reviews.map((r) => [r.id, r.rating, r.syncState])).toEqual([
      [fromOtherDevice.id, 1, 'synced'],
      [local.id, 3, 'pending'],
    ]);
  });
});

describe('undoing a rating', () => {
  const rate = (rating: 1 | 2 | 3 | 4, reviewedAt: string) =>
    recordReviewLocally(db, { userId: USER, moduleId: MODULE, questionId: 'acc-001', rating, reviewedAt: new Date(reviewedAt) });

  it('drops a review still in the outbox: the card is as before it, and nothing is sent', async () => {
    db = new GreenshoeDb(NAME);
    const first = await rate(3, '2026-11-20T10:00:00Z');
    await OUTBOX_KINDS['card-review'].onDelivered!(db, ofKind('card-review', await db.outbox.get(first.id)));
    await db.outbox.delete(first.id);
    const second = await rate(1, '2026-11-21T10:00:00Z');

    await expect(undoReviewLocally(db, USER, second.id)).resolves.toBe('unqueued');
    expect((await reviewsOf(db, USER, MODULE)).map((r) => r.id)).toEqual([first.id]);
    expect(await db.outbox.count()).toBe(0);
    await expect(undoReviewLocally(db, USER, second.id)).resolves.toBe('not-found');
  });

  it('queues a DELETE for a review the server has, kept across a reload, and merging skips it meanwhile', async () => {
    db = new GreenshoeDb(NAME);
    const review = await rate(4, '2026-11-20T10:00:00Z');
    const upload = ofKind('card-review', await db.outbox.get(review.id));
    await db.outbox.delete(review.id);
    await OUTBOX_KINDS['card-review'].onDelivered!(db, upload);
    await expect(undoReviewLocally(db, OTHER, review.id)).resolves.toBe('not-found');
    const heard = vi.fn();
    const stop = onEnqueued(heard);
    await expect(undoReviewLocally(db, USER, review.id)).resolves.toBe('delete-queued');
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(await reviewsOf(db, USER, MODULE)).toEqual([]);

    db.close();
    db = new GreenshoeDb(NAME);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'card-review-undo', userId: USER, state: 'pending' });
    expect(await requestOf(entry)).toMatchObject({ method: 'DELETE', path: `/api/card-reviews/${review.id}` });
    // The server still lists it until the delete arrives: it does not come back here.
    await expect(mergeServerReviews(db, USER, [review])).resolves.toBe(0);
    expect(await reviewsOf(db, USER, MODULE)).toEqual([]);
  });

  it('deletes on the server a review undone while its upload was on the way', async () => {
    db = new GreenshoeDb(NAME);
    const review = await rate(2, '2026-11-20T10:00:00Z');
    const upload = ofKind('card-review', await db.outbox.get(review.id));
    await expect(undoReviewLocally(db, USER, review.id)).resolves.toBe('unqueued');
    // The engine had already sent it; the server's 2xx arrives after the undo.
    await OUTBOX_KINDS['card-review'].onDelivered!(db, upload);
    const [entry] = await db.outbox.toArray();
    expect(await requestOf(entry)).toMatchObject({ method: 'DELETE', path: `/api/card-reviews/${review.id}` });
  });
});

describe('practice responses', () => {
  it('keeps the answer with its outbox entry; the request carries the user', async () => {
    db = new GreenshoeDb(NAME);
    const saved = await savePracticeResponseLocally(db, { userId: USER, question: 'Walk me through a DCF.', response: 'Project free cash flows...', questionId: 'dcf-001' });
    const entry = (await db.outbox.get(saved.id))!;
    expect(entry).toMatchObject({ kind: 'store-practice-question', userId: USER });
    const request = await requestOf(entry);
    expect(StorePracticeRequestSchema.parse(request.body)).toMatchObject({ id: saved.id, user_id: USER, questionId: 'dcf-001' });
    await expect(savePracticeResponseLocally(db, { userId: USER, question: ' ', response: 'x' })).rejects.toThrow();
    await savePracticeResponseLocally(db, { id: saved.id, userId: USER, question: 'Q again', response: 'A again' });
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('the module cache', () => {
  it('keeps each user their own list and questions', async () => {
    db = new GreenshoeDb(NAME);
    const summary = { id: MODULE, name: 'Accounting', created_at: '2026-11-20T10:00:00.000Z', num_questions: 2, progress: 50 };
    await saveModuleList(db, USER, [summary]);
    await addCreatedModule(db, USER, { ...summary, id: 'b3f1c9d2-4b6e-4e8a-9c1d-2e3f4a5b6c7d', name: 'Mine' });
    expect((await modulesOf(db, USER)).map((m) => m.name)).toEqual(['Mine', 'Accounting']);
    expect(await modulesOf(db, OTHER)).toEqual([]);
    expect(await moduleOf(db, OTHER, MODULE)).toBeUndefined();
    const question = { id: 'acc-001', question: 'What is EBITDA?', type: 'Technical' as const, company: null, interview_stage: null, office_location: null, industry: null, difficulty: 'basic' as const, category: 'Accounting' as const };
    await saveModuleQuestions(db, USER, MODULE, [question]);
    expect(await moduleQuestionsOf(db, USER, MODULE)).toEqual([question]);
    expect(await moduleQuestionsOf(db, OTHER, MODULE)).toBeUndefined();
    await saveModuleList(db, USER, [summary]);
    expect(await modulesOf(db, USER)).toHaveLength(1);
  });
});
