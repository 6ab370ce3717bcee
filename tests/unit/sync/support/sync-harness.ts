/**
 * The sync tests' world: the real API (createTestApp: Hono on PGlite in memory, ES256 test tokens),
 * a fresh Dexie database per test, engines wired to a switchable session, and the checks every
 * fault test ends with: each interview stored exactly once for its owner, none lost, outbox empty.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { interviews } from '../../../../api/db/schema';
import { createTestApp, type TestApp } from '../../../api/support/test-app';
import { createTestUser, signTestToken, type TestUser } from '../../../api/support/tokens';
import { GreenshoeDb } from '@/offline/db';
import { OUTBOX_KINDS } from '@/offline/outbox-kinds';
import type { TakenInterview } from '@core/contract/taken-interview';
import { saveInterviewLocally } from '@/offline/saved-interviews';
import { createSyncEngine, type SyncAuth, type SyncEngineOptions } from '@/offline/sync-engine';
import { createServerFetch } from './server-fetch';

let dbCounter = 0;

/** A fresh, uniquely named local database (as one browser profile). */
export function freshLocalDb(): GreenshoeDb {
  dbCounter += 1;
  return new GreenshoeDb(`greenshoe-sync-${process.pid}-${dbCounter}`);
}

/** A finished interview with a fresh UUID; `company` varies the payload. */
export function finishedInterview(company = 'Evercore', score = 7.2): TakenInterview {
  return {
    id: crypto.randomUUID(),
    setup: { jobCategory: 'InvestmentBanking', company, stage: 'superday', industry: 'M&A', location: 'New York', duration: 30 },
    questions: [{ question: 'Walk me through a DCF.' }],
    transcript: [{ question: 'Walk me through a DCF.', userResponse: 'Project free cash flows and discount them.' }],
    report: {
      OverallAssessment: { score, overallCritique: 'Clear structure.' },
      strengths: { strength1: { title: 'Structure', description: 'Logical order.' } },
      questionsStruggled: {},
      conceptsToStudy: { concept1: { concept: 'WACC', description: 'Cost of capital.' } },
      weaknesses: { weakness1: { title: 'Terminal value', description: 'Name both methods.' } },
    },
    takenAt: new Date().toISOString(),
  };
}

/** A session the test can switch between users (or sign out), with a refresh counter. */
export class TestSession implements SyncAuth {
  user: TestUser | null = null;
  token: string | null = null;
  refreshes = 0;

  signIn(user: TestUser): void {
    this.user = user;
    this.token = user.token;
  }
  signOut(): void {
    this.user = null;
    this.token = null;
  }
  userId(): string | null {
    return this.user?.id ?? null;
  }
  async getAccessToken(): Promise<string | null> {
    return this.token;
  }
  async refreshAccessToken(): Promise<string | null> {
    this.refreshes += 1;
    if (!this.user) return null;
    this.token = await signTestToken(this.user.id, this.user.email);
    return this.token;
  }
}

export interface SyncWorld {
  api: TestApp;
  server: ReturnType<typeof createServerFetch>;
  /** The engines' clock: real time plus `offset` ms (advance it to skip a wait). */
  clock: { offset: number };
  engine(db: GreenshoeDb, session: SyncAuth, options?: Partial<SyncEngineOptions>): ReturnType<typeof createSyncEngine>;
}

/** Opens the API on PGlite and returns the world's factories; close `api` after the file. */
export async function openSyncWorld(): Promise<SyncWorld> {
  const api = await createTestApp();
  const server = createServerFetch(api.app);
  const clock = { offset: 0 };
  return {
    api,
    server,
    clock,
    engine: (db, session, options = {}) =>
      createSyncEngine({ db, auth: session, fetch: server.fetch, kinds: OUTBOX_KINDS, now: () => Date.now() + clock.offset, random: () => 0, ...options }),
  };
}

/** Saves `count` interviews locally for `userId`; resolves to them. */
export async function queueInterviews(db: GreenshoeDb, userId: string | null, count: number): Promise<TakenInterview[]> {
  const queued = Array.from({ length: count }, (_, i) => finishedInterview(`Firm ${i + 1}`, 5 + (i % 5)));
  for (const interview of queued) await saveInterviewLocally(db, interview, userId);
  return queued;
}

/** Ids of `user`'s interviews in the server database. */
export async function serverIds(world: SyncWorld, userId: string): Promise<string[]> {
  const rows = await world.api.database.db.select({ id: interviews.id }).from(interviews).where(eq(interviews.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * Nothing lost, nothing duplicated: the server holds exactly `expected` for `userId` (each once),
 * each was saved (2xx) exactly as often as `maxSaves` allows, and the local outbox is empty.
 */
export async function expectDeliveredExactlyOnce(world: SyncWorld, db: GreenshoeDb, userId: string, expected: string[]): Promise<void> {
  const ids = await serverIds(world, userId);
  expect(ids.length).toBe(new Set(ids).size);
  expect([...ids].sort()).toEqual([...expected].sort());
  expect(await db.outbox.count()).toBe(0);
  const local = await db.interviews.bulkGet(expected);
  expect(local.map((row) => row?.syncState)).toEqual(expected.map(() => 'synced'));
}

export { createTestUser };
