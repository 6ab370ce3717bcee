/**
 * The browser's IndexedDB database (Dexie), named LOCAL_DB_NAME. Tables:
 * - pendingInterviews: completed mock interviews kept on this device until an account takes
 *   them; keyed by a client-generated UUID so saving twice never duplicates.
 */
import { Dexie, type EntityTable } from 'dexie';
import { LOCAL_DB_NAME } from '@core/contract/constants';
import type { FeedbackReport, InterviewSetup, ScriptQuestion, TranscriptEntry } from '@core/contract/interview';

/** A completed interview waiting on this device; `createdAt` is an ISO 8601 timestamp. */
export interface PendingInterview {
  id: string;
  createdAt: string;
  setup?: InterviewSetup;
  questions: ScriptQuestion[];
  transcript: TranscriptEntry[];
  report: FeedbackReport;
  status: 'pending';
}

export class GreenshoeDb extends Dexie {
  pendingInterviews!: EntityTable<PendingInterview, 'id'>;

  constructor(name: string = LOCAL_DB_NAME) {
    super(name);
    this.version(1).stores({ pendingInterviews: 'id, createdAt, status' });
  }
}

/** The app's shared database handle. */
export const db = new GreenshoeDb();
