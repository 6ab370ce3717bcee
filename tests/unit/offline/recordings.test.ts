/**
 * Recorded answers kept on this device for replay: kept with an id, read back, removed 30 days
 * after they were made and at sign-out; and the schema bump that added them keeps existing data.
 */
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { RECORDING_KEEP_MS } from '@/offline/constants';
import { GreenshoeDb } from '@/offline/db';
import { clearRecordings, dropExpiredRecordings, keepRecording, recordingOf } from '@/offline/recordings';
import type { Recording } from '@/lib/use-recorder';
import { VERSION_3_STORES } from './support/past-stores';

const NAME = 'greenshoe-recordings-test';
const DAY_MS = 24 * 60 * 60_000;
const recording: Recording = { blob: new Blob(['opus frames'], { type: 'audio/webm' }), mimeType: 'audio/webm', durationSeconds: 12.5, peakLevel: 0.2 };

let db: GreenshoeDb | undefined;
afterEach(async () => {
  db?.close();
  db = undefined;
  await Dexie.delete(NAME);
});

describe('recordings kept for replay', () => {
  it('keeps a recording under a new id and reads it back', async () => {
    db = new GreenshoeDb(NAME);
    const id = await keepRecording(db, recording);
    const audio = await recordingOf(db, id);
    expect(audio?.type).toBe('audio/webm');
    expect(await audio?.text()).toBe('opus frames');
    expect(await db.recordings.get(id)).toMatchObject({ id, durationSeconds: 12.5 });
    await expect(recordingOf(db, 'another-id')).resolves.toBeUndefined();
  });

  it('removes a recording 30 days after it was made, not before', async () => {
    db = new GreenshoeDb(NAME);
    const madeAt = Date.parse('2026-05-01T09:00:00Z');
    const old = await keepRecording(db, recording, madeAt);
    const recent = await keepRecording(db, recording, madeAt + 10 * DAY_MS);
    await expect(dropExpiredRecordings(db, madeAt + RECORDING_KEEP_MS - 1)).resolves.toBe(0);
    await expect(dropExpiredRecordings(db, madeAt + RECORDING_KEEP_MS + 1)).resolves.toBe(1);
    await expect(recordingOf(db, old)).resolves.toBeUndefined();
    await expect(recordingOf(db, recent)).resolves.toBeDefined();
    // Keeping a new one also drops the expired ones.
    await keepRecording(db, recording, madeAt + 10 * DAY_MS + RECORDING_KEEP_MS + 1);
    await expect(recordingOf(db, recent)).resolves.toBeUndefined();
  });

  it('removes every recording at sign-out', async () => {
    db = new GreenshoeDb(NAME);
    await keepRecording(db, recording);
    await keepRecording(db, recording);
    await clearRecordings(db);
    expect(await db.recordings.count()).toBe(0);
  });
});

describe('the local database upgrade (version 3 → 4)', () => {
  it('keeps the saved interviews, outbox and flash-card progress, and adds the recordings', async () => {
    const v3 = new Dexie(NAME);
    v3.version(3).stores(VERSION_3_STORES);
    const interview = { id: 'i-1', userId: 'u-1', createdAt: '2026-05-01T09:00:00.000Z', syncState: 'pending', request: { id: 'i-1', company: 'Lazard' } };
    const entry = { id: 'i-1', kind: 'save-interview', userId: 'u-1', payload: {}, createdAt: 1, attempts: 0, nextAttemptAt: 1, state: 'pending' };
    const studied = { userId: 'u-1', moduleId: 'm-1', questionId: 'q-1', studiedAt: '2026-05-01T09:00:00.000Z', syncState: 'pending' };
    await v3.table('interviews').add(interview);
    await v3.table('outbox').add(entry);
    await v3.table('moduleProgress').add(studied);
    v3.close();

    db = new GreenshoeDb(NAME);
    expect(await db.interviews.get('i-1')).toEqual(interview);
    // Version 5 then replaces the entry's copy of the interview by the row's key (outbox-upgrade.ts).
    expect(await db.outbox.get('i-1')).toEqual({ ...entry, payload: { interviewId: 'i-1' } });
    expect(await db.moduleProgress.toArray()).toEqual([studied]);
    const id = await keepRecording(db, recording);
    await expect(recordingOf(db, id)).resolves.toBeDefined();
  });
});
