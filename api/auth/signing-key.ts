/**
 * The embedded auth's ES256 signing key: generated at first start and kept in
 * `<DATA_DIR>/auth/signing-key.json` (mode 0600, directory 0700) as a private JWK with its `kid`
 * (the RFC 7638 thumbprint of the public key). The public half is served at /auth/v1/.well-known/jwks.json.
 */
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../db/client';
import { authSigningKeys } from '../db/schema';

/** An ES256 key pair and its public JWK as published in the JWKS. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** `{ kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true }` */
  publicJwk: JWK;
}

interface StoredKey {
  alg: 'ES256';
  kid: string;
  privateJwk: JWK;
  createdAt: string;
}

/** Path of the key file under a data directory. */
export const signingKeyPath = (dataDir: string) => join(dataDir, 'auth', 'signing-key.json');

/** A new key pair, in memory only (tests, or the first start before it is written). */
export async function generateSigningKey(): Promise<SigningKey> {
  return fromPrivateJwk(await generatePrivateJwk());
}

async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return exportJWK(privateKey);
}

/**
 * Reads the key from `<dataDir>/auth/signing-key.json`, creating it on first start. Two processes
 * starting at once agree on one key (the file is created exclusively; the loser reads the winner's).
 * @throws Error when the file exists but is not a valid ES256 private JWK.
 */
export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  const path = signingKeyPath(dataDir);
  await mkdir(join(dataDir, 'auth'), { recursive: true, mode: 0o700 });
  try {
    return await readKeyFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const privateJwk = await generatePrivateJwk();
  const key = await fromPrivateJwk(privateJwk);
  const stored: StoredKey = { alg: 'ES256', kid: key.kid, privateJwk, createdAt: new Date().toISOString() };
  try {
    await writeFile(path, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeyFile(path);
  }
}

/**
 * The key every API process on one shared database uses (DATABASE_URL): the auth_signing_keys row
 * 'current', created by the first process to start (concurrent starts agree: the insert does
 * nothing when another process's row is there, and everyone reads the stored one).
 * @throws Error when the stored row is not an ES256 private JWK.
 */
export async function loadOrCreateSharedSigningKey(db: Db): Promise<SigningKey> {
  await db
    .insert(authSigningKeys)
    .values({ id: 'current', privateJwk: (await generatePrivateJwk()) as Record<string, unknown> })
    .onConflictDoNothing({ target: authSigningKeys.id });
  const [row] = await db.select().from(authSigningKeys).where(eq(authSigningKeys.id, 'current'));
  const privateJwk = row?.privateJwk as JWK | undefined;
  if (privateJwk?.kty !== 'EC' || !privateJwk.d) throw new Error('auth_signing_keys holds no ES256 private key.');
  return fromPrivateJwk(privateJwk);
}

async function readKeyFile(path: string): Promise<SigningKey> {
  const text = await readFile(path, 'utf8');
  if (((await stat(path)).mode & 0o077) !== 0) await chmod(path, 0o600);
  let stored: StoredKey;
  try {
    stored = JSON.parse(text) as StoredKey;
  } catch {
    throw new Error(`${path} is not valid JSON: delete it to generate a new signing key (every session will end).`);
  }
  if (stored.alg !== 'ES256' || stored.privateJwk?.kty !== 'EC' || !stored.privateJwk.d) {
    throw new Error(`${path} does not hold an ES256 private key.`);
  }
  return fromPrivateJwk(stored.privateJwk);
}

async function fromPrivateJwk(privateJwk: JWK): Promise<SigningKey> {
  const { kty, crv, x, y } = privateJwk;
  const bare: JWK = { kty, crv, x, y };
  const kid = await calculateJwkThumbprint(bare);
  const publicJwk: JWK = { ...bare, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true };
  return {
    kid,
    privateKey: (await importJWK({ ...privateJwk, alg: 'ES256' }, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(bare, 'ES256')) as CryptoKey,
    publicJwk,
  };
}
