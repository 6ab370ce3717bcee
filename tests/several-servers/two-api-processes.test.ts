/**
 * Several servers, one database (issue 12): two API processes (`node --import tsx api/server.ts`)
 * on the PostgreSQL at TEST_DATABASE_URL behave as one. A sign-in limit, or the recording upload's
 * limit, reached through one is enforced by the other, and a session revoked through one is refused
 * by the other. Runs in CI's
 * PostgreSQL step (vitest project `several-servers`, defined only when TEST_DATABASE_URL is set).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PASSWORD = 'Greenshoe1!';

interface ApiProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts `npm start`'s server (API only) on `port`, sharing `siteUrl` and the test database. */
async function startApi(port: number, siteUrl: string): Promise<ApiProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'greenshoe-several-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: siteUrl,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      DIST_DIR: join(dataDir, 'no-dist'),
      OPENAI_API_KEY: '',
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Greenshoe is running')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}):\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, dataDir, child };
}

async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api) return;
  if (api.child.exitCode === null) {
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    await exited;
  }
  await rm(api.dataDir, { recursive: true, force: true });
}

let a: ApiProcess;
let b: ApiProcess;

beforeAll(async () => {
  const [portA, portB] = [await freePort(), await freePort()];
  a = await startApi(portA, `http://127.0.0.1:${portA}`);
  b = await startApi(portB, `http://127.0.0.1:${portA}`);
}, 120_000);
afterAll(async () => {
  await stopApi(a);
  await stopApi(b);
});

const post = (api: ApiProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const signIn = (api: ApiProcess, email: string, password: string, address: string) =>
  post(api, '/auth/v1/token?grant_type=password', { email, password }, { 'x-forwarded-for': address });

/** A confirmed account, signed up through `api` and confirmed with its mailed link. */
async function confirmedUser(api: ApiProcess): Promise<string> {
  const email = `several-${randomUUID().slice(0, 8)}@example.com`;
  expect((await post(api, '/auth/v1/signup', { email, password: PASSWORD })).status).toBe(200);
  const mails = (await readFile(join(api.dataDir, 'mailbox.jsonl'), 'utf8')).split('\n').filter(Boolean);
  const link = mails.map((line) => JSON.parse(line) as { to: string; link: string }).findLast((mail) => mail.to === email)!.link;
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
  return email;
}

describe('two API processes on one PostgreSQL database', () => {
  it('enforce through one a sign-in limit reached through the other', async () => {
    const email = await confirmedUser(a);
    for (let i = 0; i < 10; i += 1) expect((await signIn(a, email, `Wrong${i}pass!`, '203.0.113.50')).status).toBe(400);
    expect((await signIn(b, email, PASSWORD, '203.0.113.50')).status).toBe(429);
    expect((await signIn(b, email, PASSWORD, '198.51.100.50')).status).toBe(200);
  });

  it('enforce through one the upload limit reached through the other', async () => {
    const upload = (api: ApiProcess) =>
      fetch(`${api.url}/api/speech-to-text`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.70' }, body: new FormData() });
    // The default upload limit: 30 a minute per address (DEFAULT_UPLOAD_RATE_LIMIT).
    for (let i = 0; i < 30; i += 1) expect((await upload(a)).status).not.toBe(429);
    const refused = await upload(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuse through one a session revoked through the other', async () => {
    const email = await confirmedUser(a);
    const session = await (await signIn(a, email, PASSWORD, '198.51.100.60')).json();
    const bearer = { Authorization: `Bearer ${session.access_token}` };
    expect((await fetch(`${b.url}/api/profile`, { headers: bearer })).status).toBe(200);
    expect((await fetch(`${b.url}/auth/v1/user`, { headers: bearer })).status).toBe(200);

    expect((await post(a, '/auth/v1/logout?scope=global', {}, bearer)).status).toBe(204);

    expect((await fetch(`${b.url}/auth/v1/user`, { headers: bearer })).status).toBe(403);
    // B may trust the session it saw alive for its cache time (2 s) at most.
    await expect.poll(async () => (await fetch(`${b.url}/api/profile`, { headers: bearer })).status, { timeout: 10_000, interval: 250 }).toBe(401);
    const refreshed = await post(b, '/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(400);
  });
});
