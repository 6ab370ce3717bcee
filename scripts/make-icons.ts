/**
 * Renders the Greenshoe mark (src/components/sprout-mark.tsx) to the PWA icons under public/icons/
 * with the system Chromium: icon-192.png, icon-512.png, icon-maskable-512.png (glyph inside the
 * 80 % safe zone, full-bleed background), apple-touch-icon.png (180 px) and favicon-32.png. The
 * favicon is a PNG: Chromium decodes a page's favicon on its main thread, and an SVG one as a
 * document of its own (docs/perf.md).
 * Run once after changing the mark (the base config has the JSX setting):
 * `npx tsx --tsconfig tsconfig.base.json scripts/make-icons.ts`; commit the output.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright';
import { SproutMark } from '../src/components/sprout-mark';

const OUT_DIR = new URL('../public/icons/', import.meta.url);
/** The mark as SVG text (src/components/sprout-mark.tsx); `maskable` as there. */
function markSvg(size: number, maskable: boolean): string {
  return renderToStaticMarkup(createElement(SproutMark, { size, maskable }));
}

const targets = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
  { file: 'favicon-32.png', size: 32, maskable: false },
];

await mkdir(OUT_DIR, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const { file, size, maskable } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = markSvg(size, maskable);
    await page.setContent(`<html><head><style>svg { display: block }</style></head><body style="margin:0;background:transparent">${svg}</body></html>`);
    await writeFile(new URL(file, OUT_DIR), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
