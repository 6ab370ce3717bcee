/**
 * The Web APIs core/ uses that browsers and Node (20 and later) both provide as globals. core/ is
 * compiled with neither DOM nor Node types (tsconfig.core.json), so each one is declared here, as
 * narrowly as core/ calls it: a new platform API in core/ must be added here on purpose.
 */

/** Encodes a string as UTF-8 bytes. */
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

/** Web Crypto: only the digest core/modules/interview-review.ts computes. */
declare const crypto: {
  readonly subtle: {
    digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
  };
};
