/**
 * The compiled server's question bank (scripts/build/build-server.ts puts this module in place of
 * ./question-bank.ts): its size and fingerprint are constants the build computed, and the questions
 * are read from the JSON file the build wrote beside the compiled server (validated, defaults
 * applied) at the first call that needs them, not at start. check() makes a start fail at once when
 * that file is missing, unreadable or not the size the build wrote (a broken build), instead of the
 * first request that needs questions.
 */
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Question } from '../../core/contract/question';
import type { ServerQuestionBank } from './question-bank';

/**
 * Replaced by esbuild's `define` with the build's values; `file` is relative to the compiled module,
 * `bytes` is its size.
 */
declare const __BUILT_BANK__: { size: number; fingerprint: string; file: string; bytes: number };

const path = fileURLToPath(new URL(__BUILT_BANK__.file, import.meta.url));
const rebuild = 'rebuild the server with `npm run build`';
let questions: Question[] | undefined;

/** Size of `path` in bytes, read through an open handle (so it is readable, not only present). */
function readableSize(): number {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`the question bank ${path} ${code === 'ENOENT' ? 'is missing' : `cannot be read (${code})`}: ${rebuild}`);
  }
  try {
    return fstatSync(fd).size;
  } finally {
    closeSync(fd);
  }
}

/** The bank the build validated (the compiled server). */
export const serverQuestionBank: ServerQuestionBank = {
  size: __BUILT_BANK__.size,
  fingerprint: () => __BUILT_BANK__.fingerprint,
  check: () => {
    const bytes = readableSize();
    if (bytes !== __BUILT_BANK__.bytes) throw new Error(`the question bank ${path} has ${bytes} bytes, not the ${__BUILT_BANK__.bytes} the build wrote: ${rebuild}`);
  },
  questions: () => (questions ??= JSON.parse(readFileSync(path, 'utf8')) as Question[]),
};
