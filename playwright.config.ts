/**
 * Browser tests (Playwright) against the real server: `node dist-server/server.js` (compiled) on
 * PORT 8790 with a fresh temporary DATA_DIR, serving the built PWA (run `npm run build` first;
 * `npm run test:e2e` does). Uses Debian's Chromium (never a downloaded browser) with a fake
 * microphone that is allowed without a prompt.
 *
 * Two projects:
 * - `default`: every spec except *.openai.spec.ts, against that server on the embedded defaults.
 * - `openai`: *.openai.spec.ts, against a second server in OpenAI mode (E2E_PORT + 100) pointed at
 *   the fake OpenAI server (tests/fixtures/fake-openai, E2E_PORT + 200), with its own DATA_DIR.
 *   Chromium's fake microphone plays the spoken answer in tests/fixtures/spoken-answer/answer.wav
 *   (committed; the command that made it is beside it).
 *   These two servers start only when the run includes the openai project (no file or project
 *   filter, or one naming it); E2E_OPENAI=1 or 0 forces the choice.
 * The browser's clock reads about noon, in a time zone picked when the run starts
 * (tests/e2e/support/midday-time-zone.ts), so no test's day ends while it runs.
 * Global setup (tests/e2e/support/prerequisites.ts) stops at once, saying what to install, when
 * Chromium is missing.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { middayTimeZone } from './tests/e2e/support/midday-time-zone';
import { CHROMIUM_PATH } from './tests/e2e/support/prerequisites';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 8790);
// Set once in the main process; workers inherit it, so all share the server's directory.
process.env.GREENSHOE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'greenshoe-e2e-'));

// The openai project: our server in OpenAI mode and the fake OpenAI server, on ports of their own.
const OPENAI_PORT = Number(process.env.E2E_OPENAI_PORT ?? PORT + 100);
const FAKE_OPENAI_PORT = Number(process.env.E2E_FAKE_OPENAI_PORT ?? PORT + 200);
process.env.GREENSHOE_E2E_OPENAI_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'greenshoe-e2e-openai-'));
/** Origin of the fake OpenAI server's control API (GET /__requests, POST /__scenario), for the specs. */
process.env.GREENSHOE_E2E_FAKE_OPENAI ??= `http://127.0.0.1:${FAKE_OPENAI_PORT}`;
/** The spoken answer Chromium's fake microphone plays in the openai project (a committed fixture). */
process.env.GREENSHOE_E2E_ANSWER_WAV ??= resolve('tests/fixtures/spoken-answer/answer.wav');

/** Playwright CLI options that take a value (so the value is not read as a file filter). */
const VALUE_OPTIONS = new Set(['-c', '--config', '-g', '--grep', '--grep-invert', '-j', '--workers', '--reporter', '--timeout', '--retries', '--repeat-each', '--output', '--max-failures', '--shard', '--trace', '--project', '--global-timeout']);

/** Whether this run includes the openai project (see the file comment). */
function runsOpenAiProject(argv = process.argv.slice(2)): boolean {
  if (process.env.E2E_OPENAI) return process.env.E2E_OPENAI === '1';
  const projects: string[] = [];
  const files: string[] = [];
  for (let i = argv.indexOf('test') + 1; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (arg === '--project') projects.push(argv[++i] ?? '');
    else if (VALUE_OPTIONS.has(arg)) i += 1;
    else if (!arg.startsWith('-')) files.push(arg);
  }
  if (projects.length > 0 && !projects.includes('openai')) return false;
  if (files.length === 0) return true;
  // Playwright matches each filter (a regular expression, optionally with :line) against spec paths.
  let specs: string[];
  try {
    specs = readdirSync('tests/e2e').filter((name) => /\.openai\.spec\.ts$/.test(name)).map((name) => resolve('tests/e2e', name));
  } catch {
    return true;
  }
  const matches = (filter: string, path: string) => {
    try {
      return new RegExp(filter).test(path);
    } catch {
      return path.includes(filter);
    }
  };
  return files.some((file) => specs.some((spec) => matches(file.replace(/(:\d+)+$/, ''), spec)));
}

const WITH_OPENAI = process.argv.includes('test') && runsOpenAiProject();

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
const DIST: Record<string, string> = process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {};

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const openAiServers: WebServer[] = [
  {
    command: 'node --import tsx tests/fixtures/fake-openai/server.ts',
    url: `http://127.0.0.1:${FAKE_OPENAI_PORT}/__requests`,
    env: { FAKE_OPENAI_PORT: String(FAKE_OPENAI_PORT) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: 'node dist-server/server.js',
    url: `http://localhost:${OPENAI_PORT}/api/health`,
    env: {
      PORT: String(OPENAI_PORT),
      DATA_DIR: process.env.GREENSHOE_E2E_OPENAI_DATA_DIR,
      AUTH_RATE_LIMITS: 'off',
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
      ...DIST,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/prerequisites.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // About noon on the browser's clock, whenever the suite runs (see midday-time-zone.ts).
    timezoneId: middayTimeZone(),
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'default', testIgnore: /\.openai\.spec\.ts$/ },
    {
      name: 'openai',
      testMatch: /\.openai\.spec\.ts$/,
      use: {
        baseURL: `http://localhost:${OPENAI_PORT}`,
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${process.env.GREENSHOE_E2E_ANSWER_WAV}`],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node dist-server/server.js',
      url: `http://localhost:${PORT}/api/health`,
      env: { PORT: String(PORT), DATA_DIR: process.env.GREENSHOE_E2E_DATA_DIR, AUTH_RATE_LIMITS: 'off', ...DIST },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(WITH_OPENAI ? openAiServers : []),
  ],
});
