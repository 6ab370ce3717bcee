/**
 * The compiled server's question bank (scripts/build/build-server.ts puts this module in place of
 * ./question-bank.ts): its size and fingerprint are constants the build computed, and the questions
 * are read from the JSON file the build wrote beside the compiled server (validated, defaults
 * applied) at the first call that needs them, not at start. check() makes a start fail at once when
 * that file is missing, unreadable, or not the size or the content (SHA-256) the build wrote (a
 * broken build or an edited file), instead of the first request that needs questions.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Question } from '../../core/contract/question';
import type { ServerQuestionBank } from './question-bank';

/**
 * Replaced by esbuild's `define` with the build's values; `file` is relative to the compiled module,
 * `bytes` is its size and `sha256` the hex SHA-256 of its bytes.
 */
declare const __BUILT_BANK__: { size: number; fingerprint: string; file: string; bytes: number; sha256: string };

const path = fileURLToPath(new URL(__BUILT_BANK__.file, import.meta.url));
const rebuild = 'rebuild the server with `npm run build`';
let questions: Question[] | undefined;

/** The bank file's bytes. @throws Error naming the file and what to do when it is missing or unreadable. */
function readBankFile(): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`the question bank ${path} ${code === 'ENOENT' ? 'is missing' : `cannot be read (${code})`}: ${rebuild}`);
  }
}

/** The bank the build validated (the compiled server). */
export const serverQuestionBank: ServerQuestionBank = {
  size: __BUILT_BANK__.size,
  fingerprint: () => __BUILT_BANK__.fingerprint,
  check: () => {
    const file = readBankFile();
    if (file.length !== __BUILT_BANK__.bytes) throw new Error(`the question bank ${path} has ${file.length} bytes, not the ${__BUILT_BANK__.bytes} the build wrote: ${rebuild}`);
    if (createHash('sha256').update(file).digest('hex') !== __BUILT_BANK__.sha256) throw new Error(`the question bank ${path} is not the file the build wrote (its content changed): ${rebuild}`);
  },
  questions: () => (questions ??= JSON.parse(readFileSync(path, 'utf8')) as Question[]),
};
