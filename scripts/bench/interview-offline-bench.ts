/**
 * Benchmark: the mock interview with no connection, in a 390 × 844 viewport (signed in at
 * desktop width first, as the e2e test does, since sign-in is confirmed in the sidebar) in
 * Debian's Chromium against the real server and the built PWA (DIST_DIR or dist/), at the machine's
 * own CPU speed (no throttling). As it ships: a new account signs in (its first interaction, which
 * starts the offline pack's background fetch), the profile's Offline panel shows the pack ready, and
 * /practice-setup is opened once under the service worker; /interview itself is never opened online,
 * it comes from the pack. Then the browser goes offline for INTERVIEWS interviews of QUESTIONS
 * typed answers.
 * Each figure is the page's own clock, from the click to the DOM change that shows the result:
 * - Start Interview → "Question 1 of N" shown (questions chosen on the device). Target ≤ 300 ms.
 * - Submit Response → the Feedback section shown (the on-device coach). Target p95 ≤ 150 ms.
 * The first interview is a warm-up (its chunks first read from the offline pack's cache) and is not
 * counted; its start and first feedback are printed as `.warm_up`.
 * Prints `interview.offline_start_ms.*` and `interview.offline_feedback_ms.*` (warm_up, p50, p95, max).
 * INTERVIEW_BENCH_PORT picks the server's port (8797 by default).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, confirmedAccount, percentile, signIn } from './browser-bench';
import { startServer } from './start-server';

const INTERVIEWS = 6;
const QUESTIONS = 5;
const ANSWER =
  'You project unlevered free cash flows, discount them at the weighted average cost of capital, add a terminal value, and bridge to equity value.';

/**
 * In-page script (a string: tsx would wrap named functions in a helper the page lacks) that clicks
 * the button named `button` and resolves to the milliseconds until an element matching `selector`
 * whose text matches `text` is in the DOM (MutationObserver).
 */
const CLICK_UNTIL = `([name, css, pattern]) => new Promise((resolve, reject) => {
  const target = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
  if (!target) return reject(new Error('no button ' + name));
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (![...document.querySelectorAll(css)].some((el) => new RegExp(pattern).test(el.textContent))) return;
    observer.disconnect();
    resolve(performance.now() - started);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  target.click();
})`;

function clickUntil(page: Page, button: string, selector: string, text: string): Promise<number> {
  return page.evaluate<number>(`(${CLICK_UNTIL})(${JSON.stringify([button, selector, text])})`);
}

async function fillSetup(page: Page): Promise<void> {
  await page.getByLabel('Job category').selectOption('InvestmentBanking');
  await page.getByLabel('Company').fill('Lazard');
  await page.getByLabel('Interview stage').selectOption('first round');
  await page.getByLabel('Industry group').selectOption('M&A');
  await page.getByLabel('Office location').fill('New York');
  await page.getByLabel('Duration').selectOption('15');
}

function report(name: string, values: number[]): void {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(`${name}.runs ${sorted.length}`);
  console.log(`${name}.p50 ${percentile(sorted, 50).toFixed(1)}`);
  console.log(`${name}.p95 ${percentile(sorted, 95).toFixed(1)}`);
  console.log(`${name}.max ${sorted.at(-1)!.toFixed(1)}`);
}

/** Runs the benchmark and prints its figures; builds the PWA first when it is missing. */
export async function main(): Promise<void> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) execSync('npx vite build', { stdio: 'inherit' });
  // A loaded machine (other work on the same cores) can take minutes to start the server.
  const server = await startServer(Number(process.env.INTERVIEW_BENCH_PORT ?? 8797), 300_000);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const credentials = await confirmedAccount(server.url, server.dataDir, 'interview');
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, credentials);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile');
    await page
      .getByRole('region', { name: 'Offline', exact: true })
      .getByRole('status')
      .filter({ hasText: /^Offline pack ready: / })
      .waitFor({ timeout: 180_000 });
    await page.goto('/practice-setup');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    const starts: number[] = [];
    const feedbacks: number[] = [];
    let firstStart = Number.NaN;
    let firstFeedback = Number.NaN;
    for (let run = 0; run < INTERVIEWS; run += 1) {
      await page.goto('/practice-setup');
      await page.getByRole('heading', { name: 'Setup Your Mock Interview' }).waitFor();
      await fillSetup(page);
      const start = await clickUntil(page, 'Start Interview', 'p, h1, h2, span, div', '^Question 1 of \\d+$');
      if (run > 0) starts.push(start);
      else firstStart = start;
      for (let question = 0; question < QUESTIONS; question += 1) {
        await page.getByLabel('Your answer').fill(ANSWER);
        const feedback = await clickUntil(page, 'Submit Response', 'h2, h3', '^Feedback$');
        if (run > 0) feedbacks.push(feedback);
        else if (question === 0) firstFeedback = feedback;
        if (question < QUESTIONS - 1) await page.getByRole('button', { name: 'Next Question' }).click();
      }
    }
    await context.setOffline(false);
    console.log(`interview.offline_start_ms.warm_up ${firstStart.toFixed(1)}`);
    console.log(`interview.offline_feedback_ms.warm_up ${firstFeedback.toFixed(1)}`);
    report('interview.offline_start_ms', starts);
    report('interview.offline_feedback_ms', feedbacks);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
