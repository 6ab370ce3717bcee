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
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { FIRST_CARD_MARK } from '../../src/features/practice/constants';
import { CHROMIUM_ARGS, confirmedAccount, percentile, signIn } from './browser-bench';
import { startServer } from './start-server';

/** Measured reloads (after WARMUP unmeasured ones). */
const RUNS = 20;
const WARMUP = 2;

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
    const credentials = await confirmedAccount(server.url, server.dataDir, 'study');
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, credentials);

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
