/**
 * The compiled server (scripts/build/build-server.ts) carries the question bank's size and
 * fingerprint, computed at build time, and reads the bank the build validated from a JSON file beside
 * itself, so a production start neither hashes nor parses the bank (issue 14, goal 5); and it ships
 * the migrations beside itself.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankFingerprint } from '../../api/db/seed-once';
import { RAW_QUESTION_BANK } from '../../content/question-bank';
import { loadQuestionBank } from '../../core/bank/load';
import { BANK_FILE, buildServer } from '../../scripts/build/build-server';

let outDir: string;
let compiled: string;

beforeAll(async () => {
  outDir = join(await mkdtemp(join(tmpdir(), 'greenshoe-build-server-')), 'dist-server');
  await buildServer(outDir);
  const modules = (await readdir(outDir)).filter((name) => name.endsWith('.js'));
  compiled = (await Promise.all(modules.map((name) => readFile(join(outDir, name), 'utf8')))).join('\n');
}, 120_000);
afterAll(() => rm(join(outDir, '..'), { recursive: true, force: true }));

describe('the compiled server', () => {
  it('holds the fingerprint of the bank it was built from, so a start does not compute it', () => {
    expect(compiled).toContain(JSON.stringify(bankFingerprint(RAW_QUESTION_BANK)));
    expect(compiled).not.toMatch(/__BUILT_BANK__\./);
  });

  it('leaves the bank out of its code and ships it validated, with defaults applied, beside itself', async () => {
    const answer = loadQuestionBank()[0]!.answer;
    expect(compiled).not.toContain(JSON.stringify(answer).slice(1, 60));
    expect(JSON.parse(await readFile(join(outDir, BANK_FILE), 'utf8'))).toEqual(loadQuestionBank());
  });

  it('ships the migrations beside itself', async () => {
    expect((await readdir(join(outDir, 'migrations'))).some((name) => name.endsWith('.sql'))).toBe(true);
  });
});
