/**
 * Shared parts of the browser benchmarks (Debian's Chromium through Playwright against the real
 * server): the Chromium flags this machine needs, percentiles, and a confirmed, signed-in account.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const PASSWORD = 'Bench-account-1!';

/** The p-th percentile (0-100, nearest rank) of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Signs up over HTTP (e-mail `bench-<tag>-<time>`) and follows the confirmation link the server wrote to its mailbox. */
export async function confirmedAccount(url: string, dataDir: string, tag: string): Promise<{ email: string; password: string }> {
  const email = `bench-${tag}-${Date.now()}@example.com`;
  const signUp = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const mailbox = join(dataDir, 'mailbox.jsonl');
  for (let tries = 0; tries < 100; tries += 1) {
    const lines = existsSync(mailbox) ? readFileSync(mailbox, 'utf8').split('\n').filter(Boolean) : [];
    const mail = lines.map((line) => JSON.parse(line) as { to: string; link: string }).find((m) => m.to === email);
    if (mail) {
      const confirm = await fetch(mail.link, { redirect: 'manual' });
      if (confirm.status >= 400) throw new Error(`confirmation answered ${confirm.status}`);
      return { email, password: PASSWORD };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no confirmation e-mail');
}

/** Signs in through /signin and waits until the sidebar shows the account (desktop width). */
export async function signIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('complementary', { name: 'Sidebar' }).getByText(credentials.email).waitFor({ timeout: 30_000 });
}
