/**
 * The sync engine: drains the outbox through the API, one tab at a time (Web Locks), oldest due
 * entry first. An entry is sent only under its own user's session (kinds needing no account go
 * without one) and removed only after a 2xx. Network errors and 5xx keep it and back off (the
 * server's Retry-After pauses the whole queue); after MAX_SERVER_ERRORS 5xx answers without
 * Retry-After it is marked rejected like a 4xx, so one entry the server cannot take never holds
 * the queue forever. 401 refreshes the token once, then waits for a sign-in; other 4xx mark it
 * rejected and the queue goes on. Each request is built from the entry's local row just before it
 * is sent; an entry whose row is gone (e.g. a review undone meanwhile) has nothing left to send and
 * is removed.
 */
import { MAX_SERVER_ERRORS, OUTBOX_LOCK_NAME } from '@/offline/constants';
import { backoffDelay, retryAfterMs } from '@/offline/backoff';
import type { GreenshoeDb } from '@/offline/db';
import { claimUnclaimed, kindOf, type OutboxKind, type OutboxKinds } from '@/offline/outbox';
import type { OutboxEntry, OutboxKindName } from '@/offline/outbox-entry';
import { sendEntry, type FetchLike, type SendOutcome } from '@/offline/send-entry';

/** The session as the engine needs it (the auth helper in the app, a stub in tests). */
export interface SyncAuth {
  /** The signed-in user's id, or null. */
  userId(): string | null;
  getAccessToken(): Promise<string | null>;
  /** A fresh access token after a 401, or null when the session cannot be refreshed. */
  refreshAccessToken(): Promise<string | null>;
}

export interface SyncEngineOptions {
  db: GreenshoeDb;
  auth: SyncAuth;
  fetch: FetchLike;
  kinds: OutboxKinds;
  /** Prefix of every request path ('' for the same origin). */
  baseUrl?: string;
  /** Web Locks (navigator.locks); without it the engine only keeps one drain per tab. */
  locks?: Pick<LockManager, 'request'> | null;
  isOnline?: () => boolean;
  now?: () => number;
  random?: () => number;
}

/** Where the queue stands after a drain. */
export type SyncPhase = 'idle' | 'offline' | 'retrying' | 'needs-sign-in';

export interface DrainResult {
  phase: SyncPhase;
  delivered: number;
  rejected: number;
  /** When the next backed-off entry is due (epoch ms), or null. */
  retryAt: number | null;
  /** An unexpected failure (e.g. the database closed), when one stopped the drain. */
  failure?: unknown;
}

export interface DrainOptions {
  /** Try backed-off entries now (connection just came back); a server's Retry-After still holds. */
  ignoreBackoff?: boolean;
}

export interface SyncEngine {
  /** Drains what is due; concurrent calls in one tab share one run (plus one more pass if asked meanwhile). */
  drain(options?: DrainOptions): Promise<DrainResult>;
  /** Gives unclaimed entries to `userId` (after a sign-in on this device). */
  claim(userId: string): Promise<number>;
}

type Pass = { result: DrainResult; needsSignIn: boolean; blocked: boolean; token: string | null | undefined; refreshed: boolean };

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, auth, kinds, baseUrl = '', locks = null } = options;
  const isOnline = options.isOnline ?? (() => true);
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  /** Until when the server asked everyone to wait (Retry-After), epoch ms. */
  let serverPauseUntil = 0;
  let running: Promise<DrainResult> | null = null;
  let again: DrainOptions | null = null;

  async function settle(entry: OutboxEntry, kind: OutboxKind<OutboxKindName>, sent: SendOutcome, pass: Pass): Promise<'next' | 'stop'> {
    const outcome = parkedAfterServerErrors(entry, sent);
    const tables = [db.outbox, ...kind.tables.map((name) => db.table(name))];
    if (outcome.type === 'delivered') {
      await db.transaction('rw', tables, async () => {
        await db.outbox.delete(entry.id);
        await kind.onDelivered?.(db, entry);
      });
      pass.result.delivered += 1;
      return 'next';
    }
    if (outcome.type === 'rejected') {
      await db.transaction('rw', tables, async () => {
        await db.outbox.update(entry.id, { state: 'rejected', lastError: outcome.error, attempts: entry.attempts + 1, serverErrors: serverErrorsAfter(entry, sent) });
        await kind.onRejected?.(db, entry, outcome.error);
      });
      pass.result.rejected += 1;
      return 'next';
    }
    if (outcome.type === 'unauthorized') {
      pass.needsSignIn = true;
      pass.blocked = true;
      return 'next';
    }
    const attempts = entry.attempts + 1;
    const asked = retryAfterMs(outcome.retryAfter, now());
    const nextAttemptAt = now() + (asked ?? backoffDelay(attempts, random));
    if (asked !== null) serverPauseUntil = nextAttemptAt;
    await db.outbox.update(entry.id, { attempts, nextAttemptAt, lastError: outcome.error, serverErrors: serverErrorsAfter(entry, outcome) });
    pass.result.phase = outcome.network && !isOnline() ? 'offline' : 'retrying';
    pass.result.retryAt = nextAttemptAt;
    return 'stop';
  }

  async function deliver(entry: OutboxEntry, kind: OutboxKind<OutboxKindName>, pass: Pass): Promise<'next' | 'stop'> {
    if (kind.needsAccount && pass.token === undefined) pass.token = await auth.getAccessToken();
    if (kind.needsAccount && !pass.token) {
      pass.needsSignIn = true;
      pass.blocked = true;
      return 'next';
    }
    const request = await kind.request(db, entry);
    if (!request) {
      await db.outbox.delete(entry.id);
      return 'next';
    }
    let outcome = await sendEntry(options.fetch, baseUrl, request, entry.id, kind.needsAccount ? pass.token! : null);
    if (outcome.type === 'unauthorized' && kind.needsAccount && !pass.refreshed) {
      pass.refreshed = true;
      try {
        pass.token = await auth.refreshAccessToken();
      } catch (error) {
        outcome = { type: 'retry', error: error instanceof Error ? error.message : 'Refresh failed', retryAfter: null, network: true, status: null };
        return settle(entry, kind, outcome, pass);
      }
      if (pass.token) outcome = await sendEntry(options.fetch, baseUrl, request, entry.id, pass.token);
    }
    // The session changed while the request was out: leave the entry for its own user.
    if (outcome.type !== 'delivered' && kind.needsAccount && auth.userId() !== entry.userId) return 'next';
    return settle(entry, kind, outcome, pass);
  }

  async function runPass(drainOptions: DrainOptions): Promise<DrainResult> {
    const pass: Pass = {
      result: { phase: 'idle', delivered: 0, rejected: 0, retryAt: null },
      needsSignIn: false,
      blocked: false,
      token: undefined,
      refreshed: false,
    };
    const { result } = pass;
    if (!isOnline()) return { ...result, phase: 'offline' };
    if (serverPauseUntil > now()) return { ...result, phase: 'retrying', retryAt: serverPauseUntil };
    const userId = auth.userId();
    // Signed in: whatever was saved signed out on this device is now this user's.
    if (userId) await claimUnclaimed(db, kinds, userId);
    const queue = (await db.outbox.where('state').equals('pending').toArray()).sort(
      (a, b) => a.nextAttemptAt - b.nextAttemptAt || a.createdAt - b.createdAt,
    );
    for (const queued of queue) {
      const kind = kindOf(kinds, queued);
      if (!kind) continue;
      if (kind.needsAccount && (queued.userId === null || queued.userId !== userId || pass.blocked)) {
        // Another user's entry waits for their session; an unclaimed one (signed out) for a sign-in.
        if (queued.userId === null || queued.userId === userId) pass.needsSignIn = true;
        continue;
      }
      if (!drainOptions.ignoreBackoff && queued.nextAttemptAt > now()) {
        result.retryAt = Math.min(result.retryAt ?? Infinity, queued.nextAttemptAt);
        continue;
      }
      const entry = await db.outbox.get(queued.id);
      if (!entry || entry.state !== 'pending' || entry.userId !== queued.userId) continue;
      if ((await deliver(entry, kind, pass)) === 'stop') return result;
    }
    if (pass.needsSignIn) result.phase = 'needs-sign-in';
    else if (result.retryAt !== null) result.phase = 'retrying';
    return result;
  }

  async function locked(drainOptions: DrainOptions): Promise<DrainResult> {
    const pass = async () => {
      try {
        return await runPass(drainOptions);
      } catch (failure) {
        console.error('Outbox drain failed', failure);
        return { phase: 'retrying', delivered: 0, rejected: 0, retryAt: null, failure } satisfies DrainResult;
      }
    };
    return locks ? locks.request(OUTBOX_LOCK_NAME, pass) : pass();
  }

  function drain(drainOptions: DrainOptions = {}): Promise<DrainResult> {
    if (running) {
      again = { ignoreBackoff: Boolean(again?.ignoreBackoff || drainOptions.ignoreBackoff) };
      return running;
    }
    running = (async () => {
      let next: DrainOptions | null = drainOptions;
      let delivered = 0;
      let rejected = 0;
      let result!: DrainResult;
      while (next) {
        again = null;
        result = await locked(next);
        delivered += result.delivered;
        rejected += result.rejected;
        next = again;
      }
      return { ...result, delivered, rejected };
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return { drain, claim: (userId) => claimUnclaimed(db, kinds, userId) };
}

/** The entry's count of 5xx answers without Retry-After, `outcome` included. */
function serverErrorsAfter(entry: OutboxEntry, outcome: SendOutcome): number {
  const failed = outcome.type === 'retry' && outcome.status !== null && outcome.status >= 500 && outcome.retryAfter === null;
  return (entry.serverErrors ?? 0) + (failed ? 1 : 0);
}

/** `outcome`, or a rejection when it is the MAX_SERVER_ERRORS-th 5xx of the entry. */
function parkedAfterServerErrors(entry: OutboxEntry, outcome: SendOutcome): SendOutcome {
  if (outcome.type !== 'retry' || serverErrorsAfter(entry, outcome) < MAX_SERVER_ERRORS) return outcome;
  return { type: 'rejected', error: `${outcome.error} (the server failed ${MAX_SERVER_ERRORS} times)` };
}
