/**
 * The outbox: user actions waiting to reach the server. An action is written to its local table and
 * to an outbox entry in one Dexie transaction (enqueue), so neither exists without the other. Each
 * entry belongs to one account (or none) and is removed only after the server confirmed it (see
 * sync-engine.ts). Kinds describe how an entry is sent and what it changes locally.
 */
import type { Table } from 'dexie';
import type { GreenshoeDb } from '@/offline/db';
import type { NewOutboxEntry, OutboxEntry, OutboxKindName } from '@/offline/outbox-entry';
import { setOutboxHint } from '@/offline/outbox-hint';
import type { OutboxRequest } from '@/offline/outbox-request';

/** How entries of kind K are sent, and the local changes that follow each outcome. */
export interface OutboxKind<K extends OutboxKindName> {
  /** True when the entry must be sent under its own user's session (false: public forms). */
  needsAccount: boolean;
  /** Names of the local tables the hooks below write; they join the outbox's transaction. */
  tables: readonly string[];
  /**
   * The request of `entry`, built now from its local row (a public form's from its payload);
   * null when that row is gone (e.g. a review undone meanwhile), so there is nothing left to send.
   */
  request(db: GreenshoeDb, entry: OutboxEntry<K>): Promise<OutboxRequest | null>;
  /** After the server confirmed `entry` (2xx). */
  onDelivered?(db: GreenshoeDb, entry: OutboxEntry<K>): Promise<void>;
  /** After the server refused `entry` for good (4xx), with its `error` text. */
  onRejected?(db: GreenshoeDb, entry: OutboxEntry<K>, error: string): Promise<void>;
  /** After an unclaimed entry was given to `userId` (sign-in on this device). */
  onClaimed?(db: GreenshoeDb, entry: OutboxEntry<K>, userId: string): Promise<void>;
  /** After the user discarded a rejected `entry`. */
  onDiscarded?(db: GreenshoeDb, entry: OutboxEntry<K>): Promise<void>;
}

/** Every kind, by name (the app's list is OUTBOX_KINDS in outbox-kinds.ts). */
export type OutboxKinds = { readonly [K in OutboxKindName]: OutboxKind<K> };

/** The kind of `entry` in `kinds`; undefined for a kind this version does not know (written by a newer one). */
export function kindOf<K extends OutboxKindName>(kinds: OutboxKinds, entry: OutboxEntry<K>): OutboxKind<K> | undefined {
  return Object.hasOwn(kinds, entry.kind) ? kinds[entry.kind] : undefined;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` after each committed enqueue (the sync engine drains then); returns an unsubscribe. */
export function onEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** True when `entry` is of kind `kind` (and so carries that kind's payload). */
export function isOfKind<K extends OutboxKindName>(entry: OutboxEntry, kind: K): entry is Extract<OutboxEntry, { kind: K }> {
  return entry.kind === kind;
}

/** A pending entry created now (`now` in epoch ms). */
export function createEntry<K extends OutboxKindName>(entry: NewOutboxEntry<K>, now: number = Date.now()): OutboxEntry<K> {
  return { ...entry, createdAt: now, attempts: 0, nextAttemptAt: now, state: 'pending' };
}

/**
 * Runs `writeLocal` and, when it resolves to true, adds `entry`, in one transaction over the outbox
 * and `tables`; listeners hear of a new entry after the commit. Resolves to whether `entry` was
 * added. Rejects with Dexie's error (e.g. QuotaExceededError) and then writes nothing.
 */
export async function enqueue(
  database: GreenshoeDb,
  tables: Table[],
  entry: OutboxEntry,
  writeLocal: () => Promise<boolean>,
): Promise<boolean> {
  const added = await database.transaction('rw', [database.outbox, ...tables], async () => {
    if (!(await writeLocal())) return false;
    await database.outbox.put(entry);
    return true;
  });
  if (added) {
    setOutboxHint(true);
    notify();
  }
  return added;
}

/** The outbox and every kind's tables, for a transaction that runs kind hooks. */
export function tablesOf(database: GreenshoeDb, kinds: OutboxKinds): Table[] {
  const names = new Set(Object.values(kinds).flatMap((kind) => kind.tables));
  return [database.outbox, ...[...names].map((name) => database.table(name))];
}

/** Gives every unclaimed entry of an account-needing kind to `userId`; resolves to how many. */
export async function claimUnclaimed(database: GreenshoeDb, kinds: OutboxKinds, userId: string): Promise<number> {
  const claimed = await database.transaction('rw', tablesOf(database, kinds), async () => {
    const unclaimed = await database.outbox.filter((e) => e.userId === null && kindOf(kinds, e)?.needsAccount === true).toArray();
    for (const entry of unclaimed) {
      await database.outbox.update(entry.id, { userId, deferred: true });
      await kindOf(kinds, entry)?.onClaimed?.(database, entry, userId);
    }
    return unclaimed.length;
  });
  if (claimed > 0) notify();
  return claimed;
}

/** True when `entry` is shown to (and drained for) `userId`: its own, unclaimed, or public. */
export function isVisibleTo(entry: OutboxEntry, userId: string | null): boolean {
  return entry.userId === null || entry.userId === userId;
}

/** Unsynced entries visible to `userId`: `pending` waiting, `rejected` refused, and the rejected entries. */
export async function outboxSummary(
  database: GreenshoeDb,
  userId: string | null,
): Promise<{ pending: number; rejected: OutboxEntry[] }> {
  const visible = await database.outbox.filter((entry) => isVisibleTo(entry, userId)).toArray();
  const rejected = visible.filter((entry) => entry.state === 'rejected').sort((a, b) => a.createdAt - b.createdAt);
  return { pending: visible.length - rejected.length, rejected };
}

/** Puts a rejected entry back in the queue (after the user asked to retry it). */
export async function retryRejected(database: GreenshoeDb, id: string, now: number = Date.now()): Promise<void> {
  await database.outbox.update(id, { state: 'pending', attempts: 0, serverErrors: 0, nextAttemptAt: now, lastError: undefined });
  notify();
}

/** Removes a rejected entry and, through its kind, the local record it carried. */
export async function discardRejected(database: GreenshoeDb, kinds: OutboxKinds, id: string): Promise<void> {
  await database.transaction('rw', tablesOf(database, kinds), async () => {
    const entry = await database.outbox.get(id);
    if (!entry || entry.state !== 'rejected') return;
    await database.outbox.delete(id);
    await kindOf(kinds, entry)?.onDiscarded?.(database, entry);
  });
}
