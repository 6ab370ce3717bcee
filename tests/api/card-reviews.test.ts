/**
 * FSRS card reviews API: one or a batch stored (replays ignored), listed in reviewedAt order, cards
 * due by the end of the caller's day, undo (DELETE, idempotent; 404 for another user's review), and
 * bad reviews refused with 400 naming the field.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardReviews } from '../../api/db/schema';
import { CardReviewSchema } from '../../core/contract/modules';
import { expectError, modulesClient, review } from './support/modules-client';
import { createTestApp, postJson, type TestApp } from './support/test-app';
import { createTestUser } from './support/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { get, listModules, createOk, questionsOf } = modulesClient(() => t);

describe('card reviews', () => {
  it('stores one or a batch, ignores replays, and lists them in reviewedAt order', async () => {
    const user = await createTestUser();
    const module = await createOk(user, { questionTypes: ['Market'] });
    const [q1, q2] = (await questionsOf(user, module.id)).map((q) => q.id);
    const late = review(module.id, q1!, 3, '2026-03-02T09:00:00.000Z');
    const early = review(module.id, q1!, 1, '2026-03-01T09:00:00.000Z');
    const other = review(module.id, q2!, 4, '2026-03-01T12:00:00+02:00');
    const one = await postJson(t.app, '/api/card-reviews', late, user.headers);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ ok: true, stored: 1 });
    const batch = await postJson(t.app, '/api/card-reviews', [early, late, other], user.headers);
    expect(await batch.json()).toEqual({ ok: true, stored: 2 });
    const replay = await postJson(t.app, '/api/card-reviews', [{ ...early, rating: 4 }, other], user.headers);
    expect(await replay.json()).toEqual({ ok: true, stored: 0 });

    const res = await get(user, `/api/card-reviews/${module.id}`);
    expect(res.status).toBe(200);
    const listed = CardReviewSchema.array().parse(await res.json());
    expect(listed).toEqual([early, { ...other, reviewedAt: '2026-03-01T10:00:00.000Z' }, late]);
    const rows = await t.database.db.select().from(cardReviews).where(eq(cardReviews.userId, user.id));
    expect(rows).toHaveLength(3);
  });

  it('counts cards due by the end of the caller’s day', async () => {
    const user = await createTestUser();
    const module = await createOk(user, { questionTypes: ['Market'] });
    const [q1, q2, q3] = (await questionsOf(user, module.id)).map((q) => q.id);
    const longAgo = new Date(Date.now() - 90 * 86_400_000).toISOString();
    const justNow = new Date(Date.now() - 60_000).toISOString();
    await postJson(
      t.app,
      '/api/card-reviews',
      [review(module.id, q1!, 3, longAgo), review(module.id, q2!, 1, justNow), review(module.id, q3!, 4, justNow)],
      user.headers,
    );
    const listed = (await listModules(user)).find((m) => m.id === module.id)!;
    // q1 (reviewed 90 days ago) and q2 (Again a minute ago) are due today; q3 (Easy) is not.
    expect(listed.due_today).toBe(2);
    await expectError(await get(user, `/api/modules-with-progress/${user.id}?tzOffset=abc`), 400, /^tzOffset/);
    await expectError(await get(user, `/api/modules-with-progress/${user.id}?tzOffset=9999`), 400, /^tzOffset/);
    expect((await listModules(user, '?tzOffset=-120')).find((m) => m.id === module.id)!.due_today).toBe(2);
  });

  it('deletes the caller’s review on undo, idempotently', async () => {
    const user = await createTestUser();
    const module = await createOk(user, { questionTypes: ['Market'] });
    const [q1] = (await questionsOf(user, module.id)).map((q) => q.id);
    const kept = review(module.id, q1!, 3, '2026-03-01T09:00:00.000Z');
    const undone = review(module.id, q1!, 1, '2026-03-02T09:00:00.000Z');
    await postJson(t.app, '/api/card-reviews', [kept, undone], user.headers);
    const remove = (id: string) => Promise.resolve(t.app.request(`/api/card-reviews/${id}`, { method: 'DELETE', headers: user.headers }));
    const first = await remove(undone.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, deleted: true });
    expect(await (await remove(undone.id)).json()).toEqual({ ok: true, deleted: false });
    expect(await (await get(user, `/api/card-reviews/${module.id}`)).json()).toEqual([kept]);
    await expectError(await remove('nope'), 400, 'id must be a UUID');
  });

  it('refuses bad reviews with 400 naming the field', async () => {
    const user = await createTestUser();
    const module = await createOk(user, { questionTypes: ['Market'] });
    const [q1] = (await questionsOf(user, module.id)).map((q) => q.id);
    const good = review(module.id, q1!, 3, '2026-03-01T09:00:00.000Z');
    const post = (body: unknown) => postJson(t.app, '/api/card-reviews', body, user.headers);
    await expectError(await post({ ...good, rating: 5 }), 400, /rating/);
    await expectError(await post({ ...good, id: 'x' }), 400, /id must be a UUID/);
    await expectError(await post({ ...good, reviewedAt: 'yesterday' }), 400, /reviewedAt/);
    await expectError(await post([]), 400, 'no reviews to store');
    await expectError(await post({ ...good, questionId: 'zzz-999' }), 400, `questionId zzz-999 is not a question of module ${module.id}`);
    await expectError(await post({ ...good, moduleId: randomUUID() }), 404, 'Module not found');
    await expectError(await get(user, '/api/card-reviews/nope'), 400, 'moduleId must be a UUID');
  });

  it('answers 404 to deleting another user’s review and keeps it', async () => {
    const [a, b] = await Promise.all([createTestUser('alice'), createTestUser('bob')]);
    const bModule = await createOk(b, { name: 'Bob’s', questionTypes: ['Market'] });
    const bQuestion = (await questionsOf(b, bModule.id))[0]!.id;
    const bReview = review(bModule.id, bQuestion, 3, '2026-03-01T09:00:00.000Z');
    expect((await postJson(t.app, '/api/card-reviews', bReview, b.headers)).status).toBe(200);
    const res = await t.app.request(`/api/card-reviews/${bReview.id}`, { method: 'DELETE', headers: a.headers });
    await expectError(res, 404, 'Review not found');
    expect(await (await get(b, `/api/card-reviews/${bModule.id}`)).json()).toEqual([bReview]);
    expect((await t.app.request(`/api/card-reviews/${bReview.id}`, { method: 'DELETE', headers: b.headers })).status).toBe(200);
  });

});
