/**
 * The question bank as the server uses it: the validated questions, their count, and the content's
 * fingerprint (api/db/seed-once.ts). This module reads content/questions/ and validates it at first
 * use (core/bank/load.ts), as tsx and the tests run the server. The compiled server replaces it with
 * ./question-bank.compiled.ts (scripts/build/build-server.ts), which carries the count and the
 * fingerprint as constants and reads the bank the build validated from a JSON file at first use, so
 * neither the bank's 5 MB of source nor its objects weigh on a start.
 */
import { RAW_QUESTION_BANK } from '../../content/question-bank';
import { loadQuestionBank } from '../../core/bank/load';
import type { Question } from '../../core/contract/question';
import { bankFingerprint } from '../db/seed-once';

/** What the server needs of the bank; both variants of this module export one. */
export interface ServerQuestionBank {
  /** Number of questions. */
  size: number;
  /** `bank-v<format>-<sha256 hex>` of the raw content (bankFingerprint); computed at first call here. */
  fingerprint: () => string;
  /** The validated questions, loaded at the first call and the same array afterwards. */
  questions: () => Question[];
  /** Throws, with what to do, when questions() could not load the bank or would load another; no parsing. Call it at start. */
  check: () => void;
}

let fingerprint: string | undefined;

/** The bank read from content/questions/ (tsx and the tests). */
export const serverQuestionBank: ServerQuestionBank = {
  size: RAW_QUESTION_BANK.length,
  fingerprint: () => (fingerprint ??= bankFingerprint(RAW_QUESTION_BANK)),
  questions: loadQuestionBank,
  // The content is part of this module graph: it loaded with the server or the import failed.
  check: () => {},
};
