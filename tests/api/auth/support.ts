/**
 * An HTTP server for auth tests: the whole app with the embedded auth on a random local port
 * (supabase-js talks to it through fetch), its mailbox file, a movable clock, and helpers to read
 * mails and follow their links. On PGlite in memory, or on TEST_DATABASE_URL when set.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createOfflineProvider } from '../../../api/ai/offline-provider';
import { createApp } from '../../../api/app';
import { createAuth, type AuthModule } from '../../../api/auth/create-auth';
import type { RateLimits } from '../../../api/auth/rate-limit';
import { generateSigningKey } from '../../../api/auth/signing-key';
import { readEnv } from '../../../api/config/env';
import { deriveModes } from '../../../api/config/modes';
import type { Database } from '../../../api/db/client';
import { createMailboxMailer, mailboxPath, type MailboxEntry } from '../../../api/services/mail/mailbox';
import { EMBEDDED_ANON_KEY } from '../../../core/contract/runtime-config';
import { openTestDatabase } from '../support/test-app';

export interface AuthServerOptions {
  limits?: RateLimits;
  /** Key rate limits on X-Forwarded-For, so a test can speak from several client addresses. */
  trustProxy?: boolean;
  refreshReuseSeconds?: number;
  emailIntervalSeconds?: number;
  recoverMinMs?: number;
  /** The public forms' rate limit (createApp's formsRateLimit); `false` turns it off. */
  formsRateLimit?: false;
  /** An already open database to share (several servers, one database). */
  database?: Database;
}

export interface AuthServer {
  /** `http://127.0.0.1:<port>`: the site URL and the supabase-js URL. */
  url: string;
  auth: AuthModule;
  app: ReturnType<typeof createApp>;
  database: Database;
  mailbox: string;
  /** Moves the server's clock forward by `seconds`. */
  advanceClock(seconds: number): void;
  close(): Promise<void>;
}

/** Starts the app with the embedded auth on 127.0.0.1 and a random port. */
export async function startAuthServer(options: AuthServerOptions = {}): Promise<AuthServer> {
  const database = options.database ?? (await openTestDatabase());
  const dataDir = await mkdtemp(join(tmpdir(), 'greenshoe-auth-'));
  const mailbox = mailboxPath(dataDir);
  let offsetMs = 0;
  const route: { app?: ReturnType<typeof createApp> } = {};
  const server = serve({ fetch: (request, env) => route.app!.fetch(request, env), hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const auth = createAuth({
    mode: 'embedded',
    db: database.db,
    key: await generateSigningKey(),
    siteUrl: url,
    mailer: createMailboxMailer(mailbox, () => {}),
    limits: options.limits,
    trustProxy: options.trustProxy,
    refreshReuseSeconds: options.refreshReuseSeconds ?? 0,
    emailIntervalSeconds: options.emailIntervalSeconds,
    recoverMinMs: options.recoverMinMs ?? 0,
    now: () => new Date(Date.now() + offsetMs),
  });
  const { modes } = deriveModes(readEnv({ DATABASE_URL: process.env.TEST_DATABASE_URL }));
  const app = createApp({ db: database.db, ai: createOfflineProvider(), modes, verifier: auth.verifier, auth, formsRateLimit: options.formsRateLimit });
  route.app = app;

  return {
    url,
    auth,
    app,
    database,
    mailbox,
    advanceClock: (seconds) => void (offsetMs += seconds * 1000),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A supabase-js client for `url`, as the browser creates it (implicit flow), sessions in memory. */
export function supabaseFor(url: string, anonKey = EMBEDDED_ANON_KEY): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'implicit' },
    realtime: { transport: WebSocket as never },
  });
}

/** A fresh address (tests share one database when TEST_DATABASE_URL is set). */
export const newEmail = (name = 'user') => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** A password that satisfies the sign-up rule. */
export const PASSWORD = 'Greenshoe1!';

/** Every mail in the mailbox file, oldest first. */
export async function readMailbox(path: string): Promise<MailboxEntry[]> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as MailboxEntry);
}

/** The mails of `kind` to `to`, polling up to `waitMs` until at least `count` exist. */
export async function mailsTo(path: string, to: string, kind: MailboxEntry['kind'], count = 1, waitMs = 3000): Promise<MailboxEntry[]> {
  for (let waited = 0; ; waited += 25) {
    const mails = (await readMailbox(path)).filter((mail) => mail.to === to && mail.kind === kind);
    if (mails.length >= count || waited >= waitMs) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The newest mail of `kind` to `to`. @throws when there is none. */
export async function lastMail(path: string, to: string, kind: MailboxEntry['kind']): Promise<MailboxEntry> {
  const mail = (await mailsTo(path, to, kind)).at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

/** Opens an e-mail link as a browser would: the 303's target and its fragment parameters. */
export async function followLink(link: string): Promise<{ status: number; target: URL; fragment: Record<string, string> }> {
  const response = await fetch(link, { redirect: 'manual' });
  const target = new URL(response.headers.get('location') ?? 'about:blank');
  return { status: response.status, target, fragment: Object.fromEntries(new URLSearchParams(target.hash.slice(1))) };
}
