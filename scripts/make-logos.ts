/**
 * Draws the landing page's logo-strip marks from content/site/logo-strip.ts into one SVG sprite,
 * public/logos/marks.svg: our own text monograms on a rounded square (no firm's logo is copied),
 * each 80 × 80 units (the size of a strip cell), stacked one below the other, with a `<view>` per
 * firm so `/logos/marks.svg#{slug}` shows that firm's mark alone (LOGO_STRIP's `logo` paths).
 * One file, so the browser builds one SVG document for the 22 marks instead of 22: each SVG image
 * is a document of its own, 10–25 ms of main-thread work apiece on the landing's first visit
 * (docs/perf.md). Run after changing the list: `node --import tsx scripts/make-logos.ts`; commit
 * the output.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { LOGO_FIRMS, LOGO_SPRITE, logoSlug } from '../content/site/logo-strip';

const OUT = new URL(`../public${LOGO_SPRITE}`, import.meta.url);
/** Side of one mark, in SVG user units. */
const MARK = 80;

/** The mark of `monogram` at vertical offset `top`: dark slate square, white letters sized to the monogram's length. */
export function markSvg(monogram: string, top: number): string {
  const size = monogram.length <= 2 ? 30 : monogram.length === 3 ? 24 : 19;
  return (
    `<g transform="translate(0 ${top})"><rect width="${MARK}" height="${MARK}" rx="16" fill="#1e293b"/>` +
    `<text x="40" y="41" fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-weight="700" ` +
    `font-size="${size}" text-anchor="middle" dominant-baseline="middle">${monogram.replace(/&/g, '&amp;')}</text></g>`
  );
}

/** The sprite: one `<view id="{slug}">` and one mark per firm, in LOGO_FIRMS order. */
export function spriteSvg(): string {
  const parts = LOGO_FIRMS.map(({ name, monogram }, index) => {
    const top = index * MARK;
    return `<view id="${logoSlug(name)}" viewBox="0 ${top} ${MARK} ${MARK}"/>${markSvg(monogram, top)}`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK} ${MARK}" width="${MARK}" height="${MARK}">${parts.join('')}</svg>\n`;
}

await mkdir(new URL('.', OUT), { recursive: true });
await writeFile(OUT, spriteSvg());
console.log(`wrote ${LOGO_FIRMS.length} marks to public${LOGO_SPRITE}`);
