/**
 * The stores of earlier versions of the local database, as GreenshoeDb declared them then
 * (src/offline/db.ts), for tests that create a database of an older version and upgrade it.
 */

/** Version 3: saved interviews, outbox, cache and the flash-card tables. */
export const VERSION_3_STORES = {
  interviews: 'id, userId, createdAt, syncState',
  outbox: 'id, kind, userId, state, nextAttemptAt, createdAt',
  cache: 'key',
  modules: 'id, userId',
  moduleQuestions: 'moduleId, userId',
  moduleProgress: '[userId+moduleId+questionId], [userId+moduleId], syncState',
  cardReviews: 'id, [userId+moduleId], syncState',
  practiceResponses: 'id, userId, createdAt, syncState',
};

/** Version 4: version 3 and the recordings. */
export const VERSION_4_STORES = { ...VERSION_3_STORES, recordings: 'id, createdAt' };
