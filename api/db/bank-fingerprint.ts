/**
 * The question bank's fingerprint (`bank-v<format>-<sha256 hex>`, see api/db/seed-once.ts) as the
 * compiled server carries it: scripts/build/build-server.ts computes it once at build time and
 * compiles it in as `__BANK_FINGERPRINT__`, so a production start skips hashing the whole bank
 * (about 3.5 s on this loaded machine). Under tsx or in tests (not built) it is computed on first use.
 */
import { RAW_QUESTION_BANK } from '../../content/question-bank';
import { bankFingerprint } from './seed-once';

/** Replaced by esbuild's `define` in the compiled server; undeclared (so `undefined`) elsewhere. */
declare const __BANK_FINGERPRINT__: string | undefined;

/** The fingerprint of content/questions/ as built into this server (or as it is now, when not built). */
export function currentBankFingerprint(): string {
  return typeof __BANK_FINGERPRINT__ === 'string' ? __BANK_FINGERPRINT__ : bankFingerprint(RAW_QUESTION_BANK);
}
