/**
 * The compiled server's question bank (scripts/build/build-server.ts puts this module in place of
 * ./question-bank.ts): its size and fingerprint are constants the build computed, and the questions
 * are read from the JSON file the build wrote beside the compiled server (validated, defaults
 * applied) at the first call that needs them, not at start.
 * @throws Error from questions() when that file is missing or not JSON (a broken build).
 */
import { readFileSync } from 'node:fs';
import type { Question } from '../../core/contract/question';
import type { ServerQuestionBank } from './question-bank';

/** Replaced by esbuild's `define` with the build's values; `file` is relative to the compiled module. */
declare const __BUILT_BANK__: { size: number; fingerprint: string; file: string };

let questions: Question[] | undefined;

/** The bank the build validated (the compiled server). */
export const serverQuestionBank: ServerQuestionBank = {
  size: __BUILT_BANK__.size,
  fingerprint: () => __BUILT_BANK__.fingerprint,
  questions: () => (questions ??= JSON.parse(readFileSync(new URL(__BUILT_BANK__.file, import.meta.url), 'utf8')) as Question[]),
};
