/**
 * The compiled server (scripts/build/build-server.ts) carries the question bank's size and
 * fingerprint, computed at build time, and reads the bank the build validated from a JSON file beside
 * itself, so a production start neither validates nor parses the bank (issue 14, goal 5), yet stops
 * at start when that file is missing, cut short or changed; it ships the migrations beside itself, and keeps the
 * `openai` SDK out of what the embedded default loads.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rename, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankFingerprint } from '../../api/db/seed-once';
import { RAW_QUESTION_BANK } from '../../content/question-bank';
import { loadQuestionBank } from '../../core/bank/load';
import { BANK_FILE, buildServer } from '../../scripts/build/build-server';

let outDir: string;
let compiled: string;
/** Each compiled module's text, by file name. */
let modules: Map<string, string>;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'greenshoe-build-server-'));
  outDir = join(root, 'dist-server');
  await buildServer(outDir);
  // The external packages resolve from the compiled server's folder, as they do in the checkout.
  await symlink(fileURLToPath(new URL('../../node_modules', import.meta.url)), join(root, 'node_modules'));
  const names = (await readdir(outDir)).filter((name) => name.endsWith('.js'));
  modules = new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(outDir, name), 'utf8')] as const)));
  compiled = [...modules.values()].join('\n');
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

  it('keeps the openai SDK out of server.js and the chunks it imports at start, in a chunk of its own', () => {
    /** `name` and the chunks it imports statically (`import ... from "./chunk.js"`, `import "./chunk.js"`), and theirs. */
    const loadedAtStart = (name: string, seen = new Set<string>()): Set<string> => {
      seen.add(name);
      for (const [, chunk] of modules.get(name)!.matchAll(/^import\s(?:[^;]*?from\s*)?"\.\/([^"]+\.js)"/gm)) if (!seen.has(chunk!)) loadedAtStart(chunk!, seen);
      return seen;
    };
    const sdk = 'https://api.openai.com/v1';
    const atStart = loadedAtStart('server.js');
    expect([...atStart].filter((name) => modules.get(name)!.includes(sdk))).toEqual([]);
    expect([...modules].some(([name, text]) => !atStart.has(name) && text.includes(sdk))).toBe(true);
  });
});

describe('the compiled server on a broken build', () => {
  const bankPath = () => join(outDir, BANK_FILE);
  /** Starts the compiled server and returns how it ended (it should not listen). */
  const start = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'greenshoe-broken-build-'));
    try {
      await promisify(execFile)(process.execPath, [join(outDir, 'server.js')], { env: { ...process.env, DATA_DIR: dataDir, PORT: '8836' }, timeout: 60_000 });
      return { code: 0, stderr: '' };
    } catch (error) {
      return error as { code: number; stderr: string };
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };

  it('stops at start, saying what to do, when the bank file is missing', async () => {
    await rename(bankPath(), `${bankPath()}.moved`);
    try {
      const ended = await start();
      expect(ended.code).toBe(1);
      expect(ended.stderr).toContain(`Greenshoe could not start: the question bank ${bankPath()} is missing: rebuild the server with \`npm run build\``);
    } finally {
      await rename(`${bankPath()}.moved`, bankPath());
    }
  });

  it('stops at start when the bank file was cut short', async () => {
    const whole = await readFile(bankPath());
    await truncate(bankPath(), 1000);
    try {
      const ended = await start();
      expect(ended.code).toBe(1);
      expect(ended.stderr).toMatch(/Greenshoe could not start: the question bank .* has 1000 bytes, not the \d+ the build wrote/);
    } finally {
      await writeFile(bankPath(), whole);
    }
  });

  it('stops at start, naming the file, when one byte of the bank file changed', async () => {
    const whole = await readFile(bankPath());
    const changed = Buffer.from(whole);
    // A letter inside the first question's text: the same size, still valid JSON.
    const at = whole.indexOf('"question":"') + '"question":"'.length;
    changed[at] = changed[at] === 0x41 ? 0x42 : 0x41;
    await writeFile(bankPath(), changed);
    try {
      const ended = await start();
      expect(ended.code).toBe(1);
      expect(ended.stderr).toContain(`Greenshoe could not start: the question bank ${bankPath()} is not the file the build wrote (its content changed): rebuild the server with \`npm run build\``);
    } finally {
      await writeFile(bankPath(), whole);
    }
  });
});
