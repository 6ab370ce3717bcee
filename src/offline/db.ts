/**
 * The browser's IndexedDB database (Dexie), named LOCAL_DB_NAME. Tables:
 * - interviews: saved interviews kept on this device (`userId` null while unclaimed, i.e. saved
 *   signed out), each with its sync state; keyed by the client-generated interview UUID.
 * - outbox: actions waiting to reach the server (see outbox.ts), keyed by a client UUID that is
 *   also the request's idempotency key.
 * - cache: server answers kept for offline reading (interviews list, profile), by key.
 * Version 1 had `pendingInterviews`; version 2 moves each into `interviews` + `outbox` (unclaimed).
 */
import { Dexie, type EntityTable } from 'dexie';
import { LOCAL_DB_NAME } from '@core/contract/constants';
import type { FeedbackReport, InterviewSetup, ScriptQuestion, TranscriptEntry } from '@core/contract/interview';
import type { SaveInterviewRequest } from '@core/contract/saved-interview';
import { buildSaveRequest, SAVE_INTERVIEW_KIND, saveRequestLabel } from '@/offline/save-request';

/** A completed interview as version 1 kept it; `createdAt` is an ISO 8601 timestamp. */
export interface PendingInterview {
  id: string;
  createdAt: string;
  setup?: InterviewSetup;
  questions: ScriptQuestion[];
  transcript: TranscriptEntry[];
  report: FeedbackReport;
  status: 'pending';
}

/** Where a local record stands with the server. */
export type SyncState = 'pending' | 'synced' | 'rejected';

/** A saved interview on this device; `createdAt` is ISO 8601; `error` is the server's refusal. */
export interface LocalInterview {
  id: string;
  userId: string | null;
  createdAt: string;
  syncState: SyncState;
  error?: string;
  request: SaveInterviewRequest;
}

/**
 * One action waiting for the server. `id` is a client UUID and the idempotency key; `userId` is the
 * account it belongs to (null: unclaimed, or a kind that needs no account); times are epoch ms.
 */
export interface OutboxEntry<P = unknown> {
  id: string;
  kind: string;
  userId: string | null;
  payload: P;
  /** A short description shown to the user (e.g. "Interview: Evercore, superday"). */
  label?: string;
  /** Created signed out or offline, so uploaded later than it happened. */
  deferred?: boolean;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: 'pending' | 'rejected';
  lastError?: string;
}

/** A server answer kept for offline reading; `fetchedAt` is epoch ms. */
export interface CacheRecord<T = unknown> {
  key: string;
  fetchedAt: number;
  data: T;
}

export class GreenshoeDb extends Dexie {
  interviews!: EntityTable<LocalInterview, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  cache!: EntityTable<CacheRecord, 'key'>;

  constructor(name: string = LOCAL_DB_NAME) {
    super(name);
    this.version(1).stores({ pendingInterviews: 'id, createdAt, status' });
    this.version(2)
      .stores({
        pendingInterviews: null,
        interviews: 'id, userId, createdAt, syncState',
        outbox: 'id, kind, userId, state, nextAttemptAt, createdAt',
        cache: 'key',
      })
      .upgrade(async (tx) => {
        const pending = await tx.table<PendingInterview, string>('pendingInterviews').toArray();
        for (const old of pending) {
          const request = buildSaveRequest({ ...old, takenAt: old.createdAt });
          const createdAt = Date.parse(old.createdAt) || Date.now();
          await tx.table<LocalInterview, string>('interviews').put({
            id: old.id,
            userId: null,
            createdAt: old.createdAt,
            syncState: 'pending',
            request,
          });
          await tx.table<OutboxEntry, string>('outbox').put({
            id: old.id,
            kind: SAVE_INTERVIEW_KIND,
            userId: null,
            payload: request,
            label: saveRequestLabel(request),
            deferred: true,
            createdAt,
            attempts: 0,
            nextAttemptAt: createdAt,
            state: 'pending',
          });
        }
      });
  }
}

/** The app's shared database handle. */
export const db = new GreenshoeDb();
