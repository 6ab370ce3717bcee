/**
 * The compiled server (scripts/build/build-server.ts) carries the question bank's fingerprint,
 * computed at build time, so a production start reads it instead of hashing the bank (issue 14,
 * goal 5); and it ships the migrations beside itself.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankFingerprint } from '../../api/db/seed-once';
import { RAW_QUESTION_BANK } from '../../content/question-bank';
import { buildServer } from '../../scripts/build/build-server';

let outDir: string;
let compiled: string;

beforeAll(async () => {
  outDir = join(await mkdtemp(join(tmpdir(), 'greenshoe-build-server-')), 'dist-server');
  await buildServer(outDir);
  compiled = await readFile(join(outDir, 'server.js'), 'utf8');
}, 120_000);
afterAll(() => rm(join(outDir, '..'), { recursive: true, force: true }));

describe('the compiled server', () => {
  it('holds the fingerprint of the bank it was built from, so a start does not compute it', () => {
    expect(compiled).toContain(JSON.stringify(bankFingerprint(RAW_QUESTION_BANK)));
    expect(compiled).not.toContain('__BANK_FINGERPRINT__');
  });

  it('ships the migrations beside itself', async () => {
    expect((await readdir(join(outDir, 'migrations'))).some((name) => name.endsWith('.sql'))).toBe(true);
  });
});
