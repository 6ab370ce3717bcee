/**
 * Opaque secrets of the embedded auth: refresh tokens and e-mail link tokens are 32 random bytes
 * (base64url, 43 characters), stored only as their SHA-256 hex digest, so a database leak yields
 * no usable token.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new random token (256 bits, base64url). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** SHA-256 hex digest of a token: the form stored and looked up. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
