/**
 * Browser tests (Playwright) against the real server: `node --import tsx api/server.ts` on
 * PORT 8790 with a fresh temporary DATA_DIR, serving the built PWA (run `npm run build` first;
 * `npm run test:e2e` does). Uses Debian's Chromium (never a downloaded browser) with a fake
 * microphone that is allowed without a prompt.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 8790);
// Set once in the main process; workers inherit it, so all share the server's directory.
process.env.GREENSHOE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'greenshoe-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
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
      ],
    },
  },
  webServer: {
    command: 'node --import tsx api/server.ts',
    url: `http://localhost:${PORT}/api/health`,
    env: { PORT: String(PORT), DATA_DIR: process.env.GREENSHOE_E2E_DATA_DIR, AUTH_RATE_LIMITS: 'off', ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
