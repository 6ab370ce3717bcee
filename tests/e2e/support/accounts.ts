/**
 * Accounts for browser tests, on the embedded auth of the e2e server: a new confirmed account and
 * a page signed in through /signin. The server writes its e-mails to
 * `${GREENSHOE_E2E_DATA_DIR}/mailbox.jsonl` (one JSON message a line: to, subject, text, link,
 * kind, sentAt); the helpers read the confirmation link from there. The e2e server runs with
 * AUTH_RATE_LIMITS=off, so many sign-ups in one run are fine.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SignInPage } from '../pages/sign-in-page';

export interface Credentials {
  email: string;
  password: string;
}

interface MailboxLine {
  to: string;
  subject: string;
  text: string;
  link: string;
  kind: 'signup' | 'recovery';
  sentAt: string;
}

/** A password that meets the sign-up rules. */
export const E2E_PASSWORD = 'Greenshoe-e2e-1!';

/** A fresh address no other test uses. */
export function uniqueEmail(prefix = 'student'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

function mailboxPath(): string {
  const dir = process.env.GREENSHOE_E2E_DATA_DIR;
  if (!dir) throw new Error('GREENSHOE_E2E_DATA_DIR is not set: run through playwright.config.ts');
  return join(dir, 'mailbox.jsonl');
}

async function readMailbox(): Promise<MailboxLine[]> {
  try {
    const text = await readFile(mailboxPath(), 'utf8');
    return text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as MailboxLine);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Polls the mailbox for the newest link of `kind` sent to `email` (case-insensitive). */
export async function waitForMailLink(email: string, kind: MailboxLine['kind'] = 'signup', timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const to = email.toLowerCase();
  for (;;) {
    const found = (await readMailbox()).filter((line) => line.to.toLowerCase() === to && line.kind === kind).at(-1);
    if (found) return found.link;
    if (Date.now() > deadline) throw new Error(`No ${kind} e-mail to ${email} in ${mailboxPath()} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Creates and confirms an account over HTTP, as supabase-js would (POST /auth/v1/signup, then the
 * mailed link, whose redirect is not followed). Needs no page: fast.
 */
export async function createConfirmedAccount(request: APIRequestContext, options: Partial<Credentials> = {}): Promise<Credentials> {
  const credentials = { email: options.email ?? uniqueEmail(), password: options.password ?? E2E_PASSWORD };
  const signUp = await request.post('/auth/v1/signup', { data: credentials });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = await waitForMailLink(credentials.email);
  const confirm = await request.get(link, { maxRedirects: 0 });
  expect(confirm.status()).toBe(303);
  expect(confirm.headers().location ?? '').toContain('access_token=');
  return credentials;
}

/** Signs in through the /signin page and waits for the signed-in sidebar. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(credentials);
  await expectSignedIn(page, credentials.email);
}

/** The signed-in layout shows the user's email. */
export async function expectSignedIn(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByText(email, { exact: true })).toBeVisible({ timeout: 20_000 });
}

/** A new confirmed account, signed in on `page` through /signin; returns its credentials. */
export async function signUpAndSignIn(page: Page, options: Partial<Credentials> = {}): Promise<Credentials> {
  const credentials = await createConfirmedAccount(page.request, options);
  await signIn(page, credentials);
  return credentials;
}

/** A session for `credentials` (password grant), for checking the API directly. */
export async function apiSession(request: APIRequestContext, credentials: Credentials): Promise<{ token: string; userId: string }> {
  const response = await request.post('/auth/v1/token?grant_type=password', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

/** An access token for `credentials` (password grant). */
export async function accessToken(request: APIRequestContext, credentials: Credentials): Promise<string> {
  return (await apiSession(request, credentials)).token;
}

/** What the server holds for `credentials`: POST /api/get-interviews (newest first). */
export async function serverInterviews(
  request: APIRequestContext,
  credentials: Credentials,
): Promise<{ id: string; company: string; score: number }[]> {
  const { token, userId } = await apiSession(request, credentials);
  const response = await request.post('/api/get-interviews', {
    headers: { Authorization: `Bearer ${token}` },
    data: { user_id: userId },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: string; company: string; score: number }[];
}
