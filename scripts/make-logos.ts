/**
 * Draws the landing page's logo-strip marks, public/logos/{slug}.svg, from content/site/logo-strip.ts:
 * our own text monograms on a rounded square (no firm's logo is copied). 80 × 80 units, the size
 * of a strip cell. Run after changing the list: `node --import tsx scripts/make-logos.ts`; commit
 * the output.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { LOGO_FIRMS, logoSlug } from '../content/site/logo-strip';

const OUT_DIR = new URL('../public/logos/', import.meta.url);

/** The mark of `monogram`: dark slate square, white letters sized to the monogram's length. */
export function markSvg(monogram: string): string {
  const size = monogram.length <= 2 ? 30 : monogram.length === 3 ? 24 : 19;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80">` +
    `<rect width="80" height="80" rx="16" fill="#1e293b"/>` +
    `<text x="40" y="41" fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-weight="700" ` +
    `font-size="${size}" text-anchor="middle" dominant-baseline="middle">${monogram.replace(/&/g, '&amp;')}</text></svg>\n`
  );
}

await mkdir(OUT_DIR, { recursive: true });
for (const { name, monogram } of LOGO_FIRMS) {
  await writeFile(new URL(`${logoSlug(name)}.svg`, OUT_DIR), markSvg(monogram));
}
console.log(`wrote ${LOGO_FIRMS.length} marks to public/logos/`);
