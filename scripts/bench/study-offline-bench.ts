/**
 * Benchmark: time from reloading a study session with no connection to its first flash card on
 * screen, in Debian's Chromium against the real server and the built PWA (DIST_DIR or dist/).
 * A new account signs in, opens the practice room (the service worker takes control after one
 * reload) and a default module once online; then the browser goes offline and the session is
 * reloaded RUNS times. Each figure is the page's own clock: navigation start to the
 * FIRST_CARD_MARK performance mark the viewer sets when its first card is rendered.
 * Target: p99 at most 300 ms. Prints `study.offline_first_card_ms.p50 <n>` and `.p99 <n>`.
 * STUDY_BENCH_PORT picks the server's port (8798 by default).
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { FIRST_CARD_MARK } from '../../src/features/practice/constants';
import { startServer } from './start-server';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Measured reloads (after WARMUP unmeasured ones). */
const RUNS = 20;
const WARMUP = 2;
const PASSWORD = 'Bench-study-1!';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Signs up over HTTP and follows the confirmation link the server wrote to its mailbox. */
async function confirmedAccount(url: string, dataDir: string): Promise<{ email: string; password: string }> {
  const email = `bench-${Date.now()}@example.com`;
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

/** Milliseconds from the navigation's start to the first-card mark, once it is set. */
async function firstCardMs(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? false,
    FIRST_CARD_MARK,
    { timeout: 15_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** Runs the benchmark and prints its figures; builds the PWA first when it is missing. */
export async function main(): Promise<void> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) execSync('npx vite build', { stdio: 'inherit' });
  const server = await startServer(Number(process.env.STUDY_BENCH_PORT ?? 8798));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const credentials = await confirmedAccount(server.url, server.dataDir);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('complementary', { name: 'Sidebar' }).getByText(credentials.email).waitFor({ timeout: 30_000 });

    await page.goto('/practice-room');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    const firstModule = page.getByRole('list', { name: 'Modules' }).getByRole('link').first();
    await firstModule.waitFor({ timeout: 30_000 });
    await firstModule.click();
    await page.getByRole('region', { name: 'Flash card' }).waitFor({ timeout: 30_000 });
    await page.getByText(/^\d+ of \d+ studied/).waitFor();
    // Let the progress and reviews requests land in Dexie before the connection goes.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      await page.reload({ waitUntil: 'commit' });
      const ms = await firstCardMs(page);
      if (run >= WARMUP) times.push(ms);
    }
    await context.setOffline(false);
    times.sort((a, b) => a - b);
    console.log(`study.offline_first_card_ms.runs ${times.length}`);
    console.log(`study.offline_first_card_ms.p50 ${percentile(times, 50).toFixed(1)}`);
    console.log(`study.offline_first_card_ms.p90 ${percentile(times, 90).toFixed(1)}`);
    console.log(`study.offline_first_card_ms.p99 ${percentile(times, 99).toFixed(1)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
