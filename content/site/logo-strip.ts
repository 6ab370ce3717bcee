/**
 * The landing page's strip of 22 bank and advisory-firm marks (spec sections 3 and 9). Each mark is
 * our own plain text monogram (scripts/make-logos.ts draws them from this list into one sprite,
 * public/logos/marks.svg, with a view per firm), never a firm's logo; `fallback` is the emoji
 * shown when the image fails to load.
 */

/** One mark of the strip. `logo` is the image path under /logos/. */
export interface LogoStripItem {
  name: string;
  logo: string;
  fallback: string;
}

/** Firm name, monogram drawn in its mark, and whether it is a bank (🏦) or an advisory firm (💼). */
export const LOGO_FIRMS: readonly { name: string; monogram: string; kind: 'bank' | 'advisory' }[] = [
  { name: 'Goldman Sachs', monogram: 'GS', kind: 'bank' },
  { name: 'Morgan Stanley', monogram: 'MS', kind: 'bank' },
  { name: 'J.P. Morgan', monogram: 'JPM', kind: 'bank' },
  { name: 'Bank of America', monogram: 'BofA', kind: 'bank' },
  { name: 'Citi', monogram: 'Citi', kind: 'bank' },
  { name: 'Barclays', monogram: 'BARC', kind: 'bank' },
  { name: 'Deutsche Bank', monogram: 'DB', kind: 'bank' },
  { name: 'UBS', monogram: 'UBS', kind: 'bank' },
  { name: 'Wells Fargo', monogram: 'WF', kind: 'bank' },
  { name: 'RBC Capital Markets', monogram: 'RBC', kind: 'bank' },
  { name: 'Jefferies', monogram: 'JEF', kind: 'bank' },
  { name: 'Evercore', monogram: 'EVR', kind: 'advisory' },
  { name: 'Lazard', monogram: 'LAZ', kind: 'advisory' },
  { name: 'Centerview Partners', monogram: 'CV', kind: 'advisory' },
  { name: 'PJT Partners', monogram: 'PJT', kind: 'advisory' },
  { name: 'Moelis & Company', monogram: 'MC', kind: 'advisory' },
  { name: 'Perella Weinberg Partners', monogram: 'PWP', kind: 'advisory' },
  { name: 'Guggenheim Securities', monogram: 'GGH', kind: 'advisory' },
  { name: 'Qatalyst Partners', monogram: 'QP', kind: 'advisory' },
  { name: 'Houlihan Lokey', monogram: 'HL', kind: 'advisory' },
  { name: 'William Blair', monogram: 'WB', kind: 'advisory' },
  { name: 'Lincoln International', monogram: 'LI', kind: 'advisory' },
];

/** Path of the sprite that holds every mark (public/logos/marks.svg). */
export const LOGO_SPRITE = '/logos/marks.svg';

/** Id of a firm's view in the sprite: lower case, words joined by hyphens. */
export function logoSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The strip's 22 items, in display order. */
export const LOGO_STRIP: readonly LogoStripItem[] = LOGO_FIRMS.map(({ name, kind }) => ({
  name,
  logo: `${LOGO_SPRITE}#${logoSlug(name)}`,
  fallback: kind === 'bank' ? '🏦' : '💼',
}));
