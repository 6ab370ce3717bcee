/**
 * axe-core on a settled page. Before analysing it waits for the service worker to be ready (on a
 * first visit its "ready to work offline" toast follows) and then for the page to hold still for
 * 300 ms: no finite animation running (a toast sliding in is half transparent and would fail colour
 * contrast; the logo strip's endless loop is ignored). A toast already leaving (sonner marks it
 * data-removed while it fades out) is left out of the analysis: it is on its way off the screen and
 * may start fading after the page held still. A toast can still arrive during the analysis (the
 * offline-ready one waits for a quiet moment, src/lib/quiet-moment.ts), so a page with violations
 * is settled and analysed once more, and only what is found again counts: a real violation stays.
 * Returns one line per violation, empty when there is none: `<rule id> (<impact>): <selectors>`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const STILL_MS = 300;

export interface AxeOptions {
  /** Analyse only this part of the page (a CSS selector). */
  include?: string;
  /** Report only serious and critical violations. */
  seriousOnly?: boolean;
}

/** Waits until no finite animation has run for STILL_MS (the logo strip's endless loop is ignored). */
async function holdStill(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { __stillSince?: number }).__stillSince = undefined;
  });
  await page.waitForFunction(
    (stillMs) => {
      const state = window as { __stillSince?: number };
      const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if (moving) {
        state.__stillSince = undefined;
        return false;
      }
      state.__stillSince ??= performance.now();
      return performance.now() - state.__stillSince >= stillMs;
    },
    STILL_MS,
    { polling: 50 },
  );
}

/** One analysis of the page as it is now, as `<rule id> (<impact>): <selectors>` lines. */
async function analyse(page: Page, options: AxeOptions): Promise<string[]> {
  let builder = new AxeBuilder({ page }).exclude('[data-sonner-toast][data-removed="true"]');
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => !options.seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  await page.evaluate(async () => {
    if ('serviceWorker' in navigator) await navigator.serviceWorker.ready;
  });
  await holdStill(page);
  const first = await analyse(page, options);
  if (first.length === 0) return first;
  await holdStill(page);
  const again = new Set(await analyse(page, options));
  return first.filter((line) => again.has(line));
}
