/**
 * The browser's IndexedDB database (Dexie), named LOCAL_DB_NAME. Tables:
 * - interviews: saved interviews kept on this device (`userId` null while unclaimed, i.e. saved
 *   signed out), each with its sync state; keyed by the client-generated interview UUID.
 * - outbox: actions waiting to reach the server (see outbox.ts), keyed by a client UUID that is
 *   also the request's idempotency key. An entry refers to its action's row in the tables below by
 *   key, and its request is built from that row when it is sent; only a public form, which has no
 *   row, carries its body (outbox-entry.ts).
 * - cache: server answers kept for offline reading (interviews list, profile), by key.
 * - modules, moduleQuestions: the module list and the questions of each module a user opened, as
 *   the server last sent them, for studying with no connection (see module-cache.ts).
 * - moduleProgress: studied questions per user and module, a set that only grows (server rows
 *   merged in, local ones pending until the outbox delivered them; see module-progress.ts).
 * - cardReviews: FSRS review events, by client UUID (see card-reviews.ts).
 * - practiceResponses: single-question practice answers, by client UUID (see practice-responses.ts).
 * - recordings: recorded answers kept for replay on this device only, by client UUID (see
 *   recordings.ts; removed after RECORDING_KEEP_MS and on sign-out).
 * Version 1 had `pendingInterviews`; version 2 moves each into `interviews` + `outbox` (unclaimed);
 * version 3 adds the flash-card tables; version 4 adds `recordings`; version 5 replaces each outbox
 * entry's copy of its row by the row's key (outbox-upgrade.ts), so each action is stored once.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import { LOCAL_DB_NAME } from '@core/contract/constants';
import type { FeedbackReport, InterviewSetup, ScriptQuestion, TranscriptEntry } from '@core/contract/interview';
import type { CardReview, ModuleQuestion, ModuleSummary } from '@core/contract/modules';
import type { SaveInterviewRequest } from '@core/contract/saved-interview';
import type { OutboxEntry } from '@/offline/outbox-entry';
import { storeOutboxActionsOnce, type OutboxEntryV4 } from '@/offline/outbox-upgrade';
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

/** A server answer kept for offline reading; `fetchedAt` is epoch ms. */
export interface CacheRecord<T = unknown> {
  key: string;
  fetchedAt: number;
  data: T;
}

/** A module of the practice room list, kept for `userId`; `position` is its place in the list. */
export interface LocalModule extends ModuleSummary {
  userId: string;
  position: number;
  /** When the list holding it was fetched (epoch ms). */
  fetchedAt: number;
}

/** The questions of one module in study order, as GET /api/module-questions sent them. */
export interface LocalModuleQuestions {
  moduleId: string;
  userId: string;
  questions: ModuleQuestion[];
  /** Epoch ms. */
  fetchedAt: number;
}

/** A flash-card record's standing with the server (`rejected`: the server refused it for good). */
export type StudySyncState = 'pending' | 'synced' | 'rejected';

/** One studied question (module progress); `studiedAt` is ISO 8601. */
export interface LocalStudied {
  userId: string;
  moduleId: string;
  questionId: string;
  studiedAt: string;
  syncState: StudySyncState;
}

/** One FSRS review event of `userId` (the contract's CardReview). */
export interface LocalCardReview extends CardReview {
  userId: string;
  syncState: StudySyncState;
}

/** One single-question practice answer; `createdAt` is ISO 8601; `error` is the server's refusal. */
export interface LocalPracticeResponse {
  id: string;
  userId: string;
  question: string;
  questionId?: string;
  response: string;
  createdAt: string;
  syncState: StudySyncState;
  error?: string;
}

/**
 * A recorded answer kept for replay: the audio's bytes (an ArrayBuffer, which every browser's
 * IndexedDB stores, unlike a Blob in older Safari), its type, its length in seconds and
 * `createdAt` in epoch ms.
 */
export interface LocalRecording {
  id: string;
  audio: ArrayBuffer;
  mimeType: string;
  durationSeconds: number;
  createdAt: number;
}

export class GreenshoeDb extends Dexie {
  interviews!: EntityTable<LocalInterview, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  cache!: EntityTable<CacheRecord, 'key'>;
  modules!: EntityTable<LocalModule, 'id'>;
  moduleQuestions!: EntityTable<LocalModuleQuestions, 'moduleId'>;
  moduleProgress!: Table<LocalStudied, [string, string, string]>;
  cardReviews!: EntityTable<LocalCardReview, 'id'>;
  practiceResponses!: EntityTable<LocalPracticeResponse, 'id'>;
  recordings!: EntityTable<LocalRecording, 'id'>;

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
          await tx.table<OutboxEntryV4, string>('outbox').put({
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
    this.version(3).stores({
      modules: 'id, userId',
      moduleQuestions: 'moduleId, userId',
      moduleProgress: '[userId+moduleId+questionId], [userId+moduleId], syncState',
      cardReviews: 'id, [userId+moduleId], syncState',
      practiceResponses: 'id, userId, createdAt, syncState',
    });
    this.version(4).stores({ recordings: 'id, createdAt' });
    this.version(5).upgrade(storeOutboxActionsOnce);
  }
}

/** The app's shared database handle. */
export const db = new GreenshoeDb();
