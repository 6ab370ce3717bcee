/**
 * Renders the Greenshoe mark (an SVG sprout) to the PWA icons under public/icons/ with the
 * system Chromium: icon-192.png, icon-512.png, icon-maskable-512.png (glyph inside the 80 % safe
 * zone, full-bleed background), apple-touch-icon.png (180 px) and favicon.svg.
 * Run once after changing the mark: `node --import tsx scripts/make-icons.ts`; commit the output.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright';

const OUT_DIR = new URL('../public/icons/', import.meta.url);
const GREEN = '#166534';

const glyph = `
  <path d="M50 80 V44" stroke="#ffffff" stroke-width="7" stroke-linecap="round" fill="none"/>
  <path d="M50 60 C34 60 24 50 24 34 C40 34 50 44 50 60 Z" fill="#bbf7d0"/>
  <path d="M50 50 C50 34 61 22 78 22 C78 38 67 50 50 50 Z" fill="#ffffff"/>`;

/** The mark as SVG text; `maskable` fills the square and shrinks the glyph into the safe zone. */
function markSvg(maskable: boolean): string {
  const background = maskable
    ? `<rect width="100" height="100" fill="${GREEN}"/>`
    : `<rect width="100" height="100" rx="22" fill="${GREEN}"/>`;
  const body = maskable ? `<g transform="translate(10 10) scale(0.8)">${glyph}</g>` : glyph;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${background}${body}</svg>`;
}

const targets = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

await mkdir(OUT_DIR, { recursive: true });
await writeFile(new URL('favicon.svg', OUT_DIR), `${markSvg(false)}\n`);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const { file, size, maskable } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = markSvg(maskable).replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await writeFile(new URL(file, OUT_DIR), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
