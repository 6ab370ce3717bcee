/**
 * The resource library as the /resources page shows it (spec section 3, "Resource"), computed at
 * build time: the guide catalogue (content/resources.ts) with the technical-question count of the
 * bank and each PDF's size in bytes, read from public/resources/ after `npm run build:guides`.
 * vite.config.ts hands the result to the browser as `__RESOURCES__` (see resource-library.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { guideCatalogue } from '../resources.ts';
import type { Resource } from './resource-library.ts';

/** The resources in catalogue order; the first two are featured. `pdfDir` holds the built guides. */
export function computeResources(bank: readonly unknown[], pdfDir: string): Resource[] {
  const technical = bank.filter((q) => (q as { type?: unknown }).type === 'Technical').length;
  return guideCatalogue(technical).map((entry, index) => {
    const file = join(pdfDir, `${entry.slug}.pdf`);
    return {
      id: entry.slug,
      title: entry.title,
      description: entry.description,
      category: entry.category,
      ...(entry.subcategory ? { subcategory: entry.subcategory } : {}),
      fileType: 'PDF',
      fileSize: existsSync(file) ? statSync(file).size : null,
      downloadUrl: `/resources/${entry.slug}.pdf`,
      tags: entry.tags,
      ...(index < 2 ? { featured: true } : {}),
    };
  });
}
