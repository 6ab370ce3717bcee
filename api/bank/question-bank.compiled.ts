/**
 * The compiled server's question bank (scripts/build/build-server.ts puts this module in place of
 * ./question-bank.ts): its size and fingerprint are constants the build computed, and the questions
 * are read from the JSON file the build wrote beside the compiled server (validated, defaults
 * applied) at the first call that needs them, not at start. check() makes a start fail at once when
 * that file is missing, unreadable, or not the size or the content (SHA-256) the build wrote (a
 * broken build or an edited file), instead of the first request that needs questions.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
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

/** Bytes read at a time when hashing the file: a reused piece, not a 3.8 MB copy (about 4 ms against 40 ms of CPU here). */
const HASH_PIECE_BYTES = 64 * 1024;

/** Throws, naming the file and what to do, unless it is the build's: readable, of its size, of its SHA-256. */
function checkBankFile(): void {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`the question bank ${path} ${code === 'ENOENT' ? 'is missing' : `cannot be read (${code})`}: ${rebuild}`);
  }
  try {
    const bytes = fstatSync(fd).size;
    if (bytes !== __BUILT_BANK__.bytes) throw new Error(`the question bank ${path} has ${bytes} bytes, not the ${__BUILT_BANK__.bytes} the build wrote: ${rebuild}`);
    const hash = createHash('sha256');
    const piece = Buffer.allocUnsafe(HASH_PIECE_BYTES);
    for (let read = readSync(fd, piece); read > 0; read = readSync(fd, piece)) hash.update(piece.subarray(0, read));
    if (hash.digest('hex') !== __BUILT_BANK__.sha256) throw new Error(`the question bank ${path} is not the file the build wrote (its content changed): ${rebuild}`);
  } finally {
    closeSync(fd);
  }
}

/** The bank the build validated (the compiled server). */
export const serverQuestionBank: ServerQuestionBank = {
  size: __BUILT_BANK__.size,
  fingerprint: () => __BUILT_BANK__.fingerprint,
  check: checkBankFile,
  questions: () => (questions ??= JSON.parse(readFileSync(path, 'utf8')) as Question[]),
};
