/**
 * Recorded answers kept on this device for replay beside their transcript (the `recordings`
 * table). A recording never leaves the device from here: only server transcription uploads audio.
 * Each is removed RECORDING_KEEP_MS (30 days) after it was made, and all of them at sign-out.
 */
import { RECORDING_KEEP_MS } from '@/offline/constants';
import type { GreenshoeDb } from '@/offline/db';
import { newId } from '@/lib/new-id';
import type { Recording } from '@/lib/use-recorder';

/** Keeps `recording` and resolves to its new id; first drops the expired ones. Rejects with Dexie's error. */
export async function keepRecording(database: GreenshoeDb, recording: Recording, now = Date.now()): Promise<string> {
  await dropExpiredRecordings(database, now);
  const id = newId();
  const audio = await recording.blob.arrayBuffer();
  await database.recordings.add({ id, audio, mimeType: recording.mimeType, durationSeconds: recording.durationSeconds, createdAt: now });
  return id;
}

/** The audio of the recording with `id`, or undefined when it was removed (expired, signed out) or never kept here. */
export async function recordingOf(database: GreenshoeDb, id: string): Promise<Blob | undefined> {
  const kept = await database.recordings.get(id);
  return kept && new Blob([kept.audio], { type: kept.mimeType });
}

/** Removes the recordings made more than RECORDING_KEEP_MS before `now` (epoch ms); resolves to how many. */
export function dropExpiredRecordings(database: GreenshoeDb, now = Date.now()): Promise<number> {
  return database.recordings.where('createdAt').below(now - RECORDING_KEEP_MS).delete();
}

/** Removes every recording on this device (at sign-out). */
export function clearRecordings(database: GreenshoeDb): Promise<void> {
  return database.recordings.clear();
}
