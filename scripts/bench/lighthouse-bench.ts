/**
 * Benchmark: Lighthouse 12 (npm `lighthouse`, its default mobile settings: Moto G Power screen,
 * simulated slow 4G, 4× CPU slowdown) on `/` in Debian's Chromium, against the real server and the
 * built PWA (DIST_DIR, default dist/), as a first-time visitor (fresh profile: the welcome dialog
 * shows). Runs LIGHTHOUSE_RUNS times (default 3) and prints the median score of each category, as
 * lines `lighthouse./.<category> <score>`, plus the median FCP, LCP, TBT (ms) and CLS, and each
 * run's performance score and TBT (`….runs`), so the spread shows.
 * Targets: performance ≥ 98, accessibility 100, best practices 100, SEO 100.
 *
 * Baseline: before each run on `/`, the same Lighthouse run on BASELINE_PAGE, a static page of one
 * heading and one paragraph (no script, no stylesheet, no image) served by a bare node:http server.
 * Its figures (`lighthouse.baseline.*`) are what this machine and Chromium cost any page: the
 * navigation's commit task alone is a long task, and its simulated length grows with the
 * machine's load. Read `/`'s figures against them.
 */
import { execFile, execSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { START_TIMEOUT_MS, startServer } from './start-server';

const run = promisify(execFile);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'fcp_ms'],
  ['largest-contentful-paint', 'lcp_ms'],
  ['total-blocking-time', 'tbt_ms'],
  ['cumulative-layout-shift', 'cls'],
] as const;
/** The flags NOTES.md lists for Lighthouse on Debian's Chromium in a closed network. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
].join(' ');
/** The baseline page: the least a page can be (see the module comment). */
export const BASELINE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A static page of one heading and one paragraph."></head>
<body><h1>Baseline</h1><p>One paragraph of text, the page's first and largest content.</p></body>
</html>
`;
/** Port of the server this benchmark starts (its own, so it runs beside other benchmarks; LIGHTHOUSE_PORT). */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8798);

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Attempts at one run: Lighthouse sometimes fails to record the page load's trace (NO_NAVSTART). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run on `url`; the parsed JSON report. A run that ends in one of Lighthouse's own
 * runtime errors ("Runtime error encountered: ... Please run Lighthouse again") is run again, up to
 * ATTEMPTS times, with a `# lighthouse run repeated` line; any other failure is thrown.
 */
async function lighthouse(url: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      const runtimeError = /Runtime error encountered: [^\n]*/.exec((error as { stderr?: string }).stderr ?? '')?.[0];
      if (!runtimeError || attempt === ATTEMPTS) throw error;
      console.log(`# lighthouse run repeated (${url}): ${runtimeError}`);
    }
  }
}

/** One Lighthouse run on `url`, once; the parsed JSON report. */
async function lighthouseOnce(url: string): Promise<LighthouseReport> {
  const dir = mkdtempSync(join(tmpdir(), 'greenshoe-lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves BASELINE_PAGE on a free port of 127.0.0.1; resolves to its URL and a stop function. */
async function serveBaseline(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(BASELINE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

const score = (report: LighthouseReport, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
const metric = (report: LighthouseReport, audit: string) => report.audits[audit]?.numericValue ?? NaN;

/** Prints the median of each category and metric of `reports` as `lighthouse.<page>.<name>`. */
function printMedians(page: string, reports: LighthouseReport[]): void {
  for (const category of CATEGORIES) console.log(`lighthouse.${page}.${category} ${median(reports.map((report) => score(report, category)))}`);
  for (const [audit, name] of METRICS) {
    const value = median(reports.map((report) => metric(report, audit)));
    console.log(`lighthouse.${page}.${name} ${name === 'cls' ? value.toFixed(3) : Math.round(value)}`);
  }
  console.log(`lighthouse.${page}.performance.runs ${reports.map((report) => score(report, 'performance')).join(',')}`);
  console.log(`lighthouse.${page}.tbt_ms.runs ${reports.map((report) => Math.round(metric(report, 'total-blocking-time'))).join(',')}`);
}

/** Runs the benchmark and prints its figures; builds the PWA first when it is missing. */
export async function main(): Promise<void> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const server = await startServer(PORT, START_TIMEOUT_MS);
  const baseline = await serveBaseline();
  const reports: LighthouseReport[] = [];
  const baselineReports: LighthouseReport[] = [];
  try {
    for (let index = 0; index < runs; index += 1) {
      baselineReports.push(await lighthouse(baseline.url));
      reports.push(await lighthouse(`${server.url}/`));
    }
  } finally {
    await Promise.all([server.stop(), baseline.stop()]);
  }
  printMedians('/', reports);
  printMedians('baseline', baselineReports);
  // Audits that cost points in the last run, so a drop can be traced.
  const last = reports[reports.length - 1];
  const failing = last
    ? Object.entries(last.audits).filter(([, audit]) => audit.score !== null && audit.score < 0.9 && !audit.title.startsWith('Avoid'))
    : [];
  for (const [id, audit] of failing.slice(0, 10)) console.log(`# below 0.9: ${id} (${audit.score}) ${audit.title}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
