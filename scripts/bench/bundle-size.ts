/**
 * Benchmark: gzip size (KB, gzip level 9 of each JavaScript response) of the JS a browser loads when
 * it opens `/` and when it opens `/interview` directly (carrying a one-question list in history
 * state, as Redo does). Measured in Debian's Chromium against the real server and the built dist/
 * (or DIST_DIR; BENCH_PORT picks the port, 8797 by default).
 * Targets (issue 14): `/` at most 50 KiB by network idle. Prints lines `bundle.<route>.gzip_kb <n>`,
 * then the service worker's install precache and the offline pack (install-size.ts; target: precache
 * at most 300 KiB gzip).
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright';
import { printInstallSize } from './install-size';
import { START_TIMEOUT_MS, startServer } from './start-server';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The JavaScript files `open` makes the page load by network idle, as a count and the sum of each
 * file's gzip size (level 9). The page's responses give only the URLs; the bytes are fetched again
 * from the server afterwards, since Chromium drops the body of a response whose document was
 * navigated away from (the /interview reload did that to the previous document's late chunks).
 */
async function jsLoadedBy(page: Page, open: () => Promise<void>): Promise<{ files: number; gzipBytes: number }> {
  const urls = new Set<string>();
  const onResponse = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript') && !response.url().endsWith('/sw.js')) urls.add(response.url());
  };
  page.on('response', onResponse);
  await open();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  let gzipBytes = 0;
  for (const url of urls) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return { files: urls.size, gzipBytes };
}

/** Runs the benchmark and prints its figures; builds dist/ first when it is missing. */
export async function main(): Promise<void> {
  // DIST_DIR (also read by the server) measures a build in another folder, as parallel checkouts use.
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) execSync('npx vite build', { stdio: 'inherit' });
  await printInstallSize(distDir);
  const server = await startServer(Number(process.env.BENCH_PORT ?? 8797), START_TIMEOUT_MS);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const homePage = await browser.newPage({ serviceWorkers: 'block' });
    const home = await jsLoadedBy(homePage, async () => {
      await homePage.goto(`${server.url}/`);
    });
    const interviewPage = await browser.newPage({ serviceWorkers: 'block' });
    await interviewPage.goto(`${server.url}/practice-setup`);
    // Let this page's own late chunks finish first: none of them may leak into the measured reload.
    await interviewPage.waitForLoadState('networkidle');
    await interviewPage.evaluate(() =>
      history.replaceState({ usr: { questions: [{ question: 'Walk me through a DCF.' }] }, key: 'bench', idx: 0 }, '', '/interview'),
    );
    const interview = await jsLoadedBy(interviewPage, async () => {
      await interviewPage.reload();
      await interviewPage.getByText('Walk me through a DCF.').first().waitFor({ timeout: 60_000 });
    });
    for (const [route, figure] of [['/', home], ['/interview', interview]] as const) {
      console.log(`bundle.${route}.js_files ${figure.files}`);
      console.log(`bundle.${route}.gzip_kb ${(figure.gzipBytes / 1024).toFixed(1)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
