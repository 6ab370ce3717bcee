/**
 * Benchmark of the question bank as it ships (docs/decisions/0018): the built bank chunks' sizes,
 * and /question-bank in Debian's Chromium against the real server and the built PWA (DIST_DIR or
 * dist/; BANK_BENCH_PORT picks the port, 8795 by default). Times are the page's own clock.
 * - `bank.first_card_4x_ms`: a first visit (new browser context, empty cache) at 4× CPU (CDP
 *   Emulation.setCPUThrottlingRate), navigation start → the frame after the first question card is
 *   in the list; median of FIRST_VISITS. Target ≤ 1 500 ms.
 * - `bank.offline_first_card_ms` (1× CPU) and `_4x_ms`: after one visit under the service worker,
 *   offline reloads, the same measure; median of OFFLINE_RELOADS. Target (1×) ≤ 450 ms median.
 * - `bank.keystroke_4x_ms`: at 4× CPU, QUERIES typed one key at a time; each key from its keydown
 *   to the frame after the results show the new text (the results' aria-busy turns false with the
 *   input holding the typed text). Target p95 ≤ 100 ms.
 * - Sizes, gzip level 9 in KiB: `bank.index_chunk_gzip_kib` (target ≤ 60), the search index,
 *   the vocabulary, and the topic chunks (sum and largest).
 * Prints lines `bank.<name> <value>`. Run alone with `node --import tsx scripts/bench/bank-search-bench.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { CHROMIUM_ARGS, percentile } from './browser-bench';
import { START_TIMEOUT_MS, startServer } from './start-server';

const FIRST_VISITS = 5;
const OFFLINE_RELOADS = 7;
const QUERIES = ['accretion dilution', 'walk me through a dcf', 'goodwil', 'ev/ebitda'];
const CARD = 'ol[aria-label="Questions"] [aria-roledescription="question card"]';

/**
 * In-page scripts are strings: tsx would wrap named functions in a helper the page lacks.
 * AFTER_PAINT runs `done` with performance.now() once the next frame has been produced.
 */
const AFTER_PAINT = `(done) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => done(performance.now());
  channel.port2.postMessage(0);
})`;

/** Init script: window.__firstCard resolves to the time of the frame after the first card appeared. */
const FIRST_CARD = `window.__firstCard = new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(CARD)})) return;
    observer.disconnect();
    (${AFTER_PAINT})(resolve);
  });
  observer.observe(document, { childList: true, subtree: true });
});`;

/**
 * window.__keystroke resolves to the milliseconds from the next keydown to the frame after the
 * results show the input's new text (`expected`).
 */
const ARM_KEYSTROKE = `(expected) => {
  window.__keystroke = new Promise((resolve, reject) => {
    const input = document.getElementById('bank-search');
    const results = input && document.querySelector('[aria-busy]');
    if (!results) return reject(new Error('no search box or results'));
    let started = null;
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (started === null || input.value !== expected || results.getAttribute('aria-busy') !== 'false') return;
      observer.disconnect();
      (${AFTER_PAINT})((at) => resolve(at - started));
    };
    document.addEventListener('keydown', (event) => {
      started = event.timeStamp;
      observer.observe(results, { attributes: true, childList: true, subtree: true, characterData: true });
      requestAnimationFrame(check);
    }, { capture: true, once: true });
  });
}`;

function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

async function throttle(context: BrowserContext, page: Page, rate: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Opens /question-bank (or reloads it) and returns the first card's time in the page's clock. */
async function firstCard(page: Page, open: () => Promise<unknown>): Promise<number> {
  await open();
  return page.evaluate<number>('window.__firstCard');
}

async function firstVisits(browser: Browser, url: string): Promise<number[]> {
  const times: number[] = [];
  for (let visit = 0; visit < FIRST_VISITS; visit += 1) {
    const context = await browser.newContext();
    await context.addInitScript(FIRST_CARD);
    const page = await context.newPage();
    await throttle(context, page, 4);
    times.push(await firstCard(page, () => page.goto(`${url}/question-bank`)));
    await context.close();
  }
  return times;
}

async function offlineReloads(browser: Browser, url: string): Promise<{ unthrottled: number[]; throttled: number[] }> {
  const context = await browser.newContext();
  await context.addInitScript(FIRST_CARD);
  const page = await context.newPage();
  await firstCard(page, () => page.goto(`${url}/question-bank`));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // With registerType 'prompt' the first load is not controlled: one reload puts it under the worker.
  await firstCard(page, () => page.reload());
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const unthrottled: number[] = [];
  const throttled: number[] = [];
  for (let reload = 0; reload < OFFLINE_RELOADS; reload += 1) unthrottled.push(await firstCard(page, () => page.reload()));
  await throttle(context, page, 4);
  for (let reload = 0; reload < OFFLINE_RELOADS; reload += 1) throttled.push(await firstCard(page, () => page.reload()));
  await context.close();
  return { unthrottled, throttled };
}

async function keystrokes(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext();
  await context.addInitScript(FIRST_CARD);
  const page = await context.newPage();
  await firstCard(page, () => page.goto(`${url}/question-bank`));
  await throttle(context, page, 4);
  const box = page.getByLabel('Search questions');
  const times: number[] = [];
  for (const query of QUERIES) {
    await box.fill('');
    await page.locator('[aria-busy="false"]').waitFor();
    for (let typed = 1; typed <= query.length; typed += 1) {
      await page.evaluate(`(${ARM_KEYSTROKE})(${JSON.stringify(query.slice(0, typed))})`);
      await page.keyboard.type(query[typed - 1]!);
      times.push(await page.evaluate<number>('window.__keystroke'));
    }
  }
  await context.close();
  return times;
}

function gzipKib(files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 1024;
}

/** Prints the gzip sizes of the built bank chunks in `distDir`. */
function printChunkSizes(distDir: string): void {
  const assets = join(distDir, 'assets');
  const chunks = (part: string) => readdirSync(assets).filter((file) => file.startsWith(`bank-${part}`) && file.endsWith('.js')).map((file) => join(assets, file));
  console.log(`bank.index_chunk_gzip_kib ${gzipKib(chunks('index-')).toFixed(1)}`);
  console.log(`bank.search_chunk_gzip_kib ${gzipKib(chunks('search-')).toFixed(1)}`);
  console.log(`bank.vocabulary_chunk_gzip_kib ${gzipKib(chunks('vocabulary-')).toFixed(1)}`);
  const topics = chunks('topic-');
  console.log(`bank.topic_chunks ${topics.length}`);
  console.log(`bank.topic_chunks_gzip_kib ${gzipKib(topics).toFixed(1)}`);
  console.log(`bank.largest_topic_chunk_gzip_kib ${Math.max(...topics.map((file) => gzipKib([file]))).toFixed(1)}`);
}

/** Runs the benchmark and prints its figures; builds the PWA first when it is missing. */
export async function main(): Promise<void> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
  printChunkSizes(distDir);
  const server = await startServer(Number(process.env.BANK_BENCH_PORT ?? 8795), START_TIMEOUT_MS);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const first = await firstVisits(browser, server.url);
    console.log(`bank.first_card_4x_ms.median ${median(first).toFixed(0)}`);
    console.log(`bank.first_card_4x_ms.max ${Math.max(...first).toFixed(0)}`);
    const offline = await offlineReloads(browser, server.url);
    console.log(`bank.offline_first_card_ms.median ${median(offline.unthrottled).toFixed(0)}`);
    console.log(`bank.offline_first_card_4x_ms.median ${median(offline.throttled).toFixed(0)}`);
    const keys = (await keystrokes(browser, server.url)).sort((a, b) => a - b);
    console.log(`bank.keystroke_4x_ms.runs ${keys.length}`);
    console.log(`bank.keystroke_4x_ms.p50 ${percentile(keys, 50).toFixed(1)}`);
    console.log(`bank.keystroke_4x_ms.p95 ${percentile(keys, 95).toFixed(1)}`);
    console.log(`bank.keystroke_4x_ms.max ${keys.at(-1)!.toFixed(1)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
