/**
 * Takes the README's phone screenshots and the manifest's install-sheet screenshots from the
 * running app: `node --import tsx scripts/screenshots/take-screenshots.ts` (builds the PWA into
 * DIST_DIR or dist/ first when it is missing). Starts the real server on SCREENSHOT_PORT (default
 * 8797) with a fresh data folder, signs up a new account, runs a typed mock interview and studies
 * one flash card, then writes (PNG, CSS pixels at device scale 1):
 * - docs/screenshots/{landing,report,practice-room,study-session}-phone.png at 390 x 844;
 * - public/screenshots/landing-phone.png (390 x 844) and landing-wide.png (1280 x 800), the sizes
 *   manifest.webmanifest declares.
 * Uses Debian's Chromium (/usr/bin/chromium, or CHROME_PATH). Throws when a page does not appear.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startServer } from '../bench/start-server';
import { createConfirmedAccount, signIn } from '../../tests/e2e/support/accounts';
import { runTypedInterview } from '../../tests/e2e/support/interview-run';
import { WELCOME_SEEN_KEY } from '../../tests/e2e/pages/home-page';
import { PracticeRoomPage, StudySessionPage } from '../../tests/e2e/pages/practice-pages';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };
const DOCS_DIR = 'docs/screenshots';
const MANIFEST_DIR = 'public/screenshots';

/** A page of a fresh context at `viewport`, the welcome carousel already seen. */
async function newPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1, colorScheme: 'light' });
  const page = await context.newPage();
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), WELCOME_SEEN_KEY);
  return page;
}

/** Waits until fonts, images and animations have settled, then writes the viewport to `paths`. */
async function shoot(page: Page, ...paths: string[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => {})));
  });
  for (const path of paths) await page.screenshot({ path, animations: 'disabled' });
  console.log(`wrote ${paths.join(', ')}`);
}

/** Takes every screenshot; see the file comment. */
export async function main(): Promise<void> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
  mkdirSync(DOCS_DIR, { recursive: true });
  mkdirSync(MANIFEST_DIR, { recursive: true });
  // One sign-up and sign-in from this machine: the auth rate limits have nothing to guard here.
  process.env.AUTH_RATE_LIMITS = 'off';
  const server = await startServer(Number(process.env.SCREENSHOT_PORT ?? 8797), 180_000);
  // The shared account helpers read the server's mailbox from here.
  process.env.GREENSHOE_E2E_DATA_DIR = server.dataDir;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const wide = await newPage(browser, server.url, WIDE);
    await wide.goto('/');
    await shoot(wide, join(MANIFEST_DIR, 'landing-wide.png'));

    const page = await newPage(browser, server.url, PHONE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, join(DOCS_DIR, 'landing-phone.png'), join(MANIFEST_DIR, 'landing-phone.png'));

    // Signing in waits for the sidebar, which a phone folds away: sign in wide, then go on as a phone.
    await page.setViewportSize(WIDE);
    await signIn(page, await createConfirmedAccount(page.request));
    await page.setViewportSize(PHONE);
    await runTypedInterview(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, join(DOCS_DIR, 'report-phone.png'));

    const room = new PracticeRoomPage(page);
    await room.open();
    await room.module('Accounting').click();
    const session = new StudySessionPage(page);
    await session.answer('Revenue raises net income, which raises retained earnings and, through the cash flow statement, cash.', 'Good');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, join(DOCS_DIR, 'study-session-phone.png'));

    await room.open();
    await shoot(page, join(DOCS_DIR, 'practice-room-phone.png'));
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
