/**
 * Benchmark of the question bank as the browser gets it: search time over the whole bank in
 * Chromium's JavaScript engine (the real core/bank modules, served to the page by Vite's dev
 * server), and the gzip size of what ships. Search: 40 queries (whole words, partly typed words,
 * typos, synonyms, phrases) run 25 times each after a warm-up, one `searchBank` call each (limit 50,
 * as the page asks), timed with performance.now() inside the page; plus the time to build the index.
 * Size: gzip level 9 of the built JavaScript chunk(s) holding the bank (found by a question id), and
 * of the bank's raw JSON for reference. Target: bank.search.p99_ms ≤ 5.
 * Prints lines `bank.<name> <value>`. Run alone with `node --import tsx scripts/bench/bank-search-bench.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { createServer } from 'vite';
import { RAW_QUESTION_BANK } from '../../content/question-bank';
import type * as BankLoadModule from '../../core/bank/load';
import type * as BankSearchModule from '../../core/bank/search';
import { percentiles } from './coach-bench';

const QUERIES = [
  'walk me through a dcf', 'ebitda', 'enterprise value', 'equity value bridge', 'accretion dilution', 'goodwill',
  'deferred tax liability', 'wacc', 'beta', 'terminal value', 'perpetuity growth', 'lbo returns', 'irr', 'moic',
  'dividend recap', 'working capital', 'depreciation goes up by 10', 'stock based compensation', 'leases', 'why banking',
  'tell me about yourself', 'weakness', 'leadership', 'interest rates', 'yield curve', 'recent deal', 'brain teaser clock',
  'accret', 'goodw', 'depreciaton', 'levered fre cash flow', 'precedent transactons', 'EV/EBITDA', 'P/E multiple',
  'sum of the parts', 'how do you value a bank', 'cash sweep covenants', 'treasury stock method', 'synergies', 'why this firm',
];
const WARM_UP = 3;
const RUNS = 25;

/** Runs the benchmark and prints its figures; builds dist/ first when it is missing. */
export async function main(): Promise<void> {
  const vite = await createServer({ server: { port: Number(process.env.BENCH_VITE_PORT ?? 8796), strictPort: true }, logLevel: 'error', clearScreen: false });
  await vite.listen();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${vite.config.server.port}/app.html`, { waitUntil: 'domcontentloaded' });
    const result = await page.evaluate(
      async ({ queries, warmUp, runs, modules }) => {
        const { loadQuestionBank } = (await import(modules.load)) as typeof BankLoadModule;
        const { createBankIndex, searchBank } = (await import(modules.search)) as typeof BankSearchModule;
        const bank = loadQuestionBank();
        const started = performance.now();
        const index = createBankIndex(bank);
        const indexMs = performance.now() - started;
        const samples: number[] = [];
        for (let round = 0; round < warmUp + runs; round += 1) {
          for (const query of queries) {
            const t0 = performance.now();
            searchBank(index, query, { limit: 50 });
            if (round >= warmUp) samples.push(performance.now() - t0);
          }
        }
        return { questions: bank.length, indexMs, samples };
      },
      { queries: QUERIES, warmUp: WARM_UP, runs: RUNS, modules: { load: '/core/bank/load.ts', search: '/core/bank/search.ts' } },
    );
    const { p50, p99 } = percentiles(result.samples);
    console.log(`bank.questions ${result.questions}`);
    console.log(`bank.index_build_ms ${result.indexMs.toFixed(1)}`);
    console.log(`bank.search.p50_ms ${p50.toFixed(2)}`);
    console.log(`bank.search.p99_ms ${p99.toFixed(2)}`);
  } finally {
    await browser.close();
    await vite.close();
  }

  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
  const marker = `"${(RAW_QUESTION_BANK[0] as { id: string }).id}"`;
  const assets = join(distDir, 'assets');
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(marker));
  const shipped = chunks.reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  console.log(`bank.shipped_chunks ${chunks.join(',')}`);
  console.log(`bank.shipped_gzip_kb ${(shipped / 1024).toFixed(1)}`);
  console.log(`bank.json_gzip_kb ${(gzipSync(JSON.stringify(RAW_QUESTION_BANK), { level: 9 }).length / 1024).toFixed(1)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
