/**
 * `npm run build:guides`: builds the seven PDF guides into public/resources/ (or the folder given as
 * the first argument) and prints each file's pages and size. Topic guides come from
 * content/guides/<slug>.md plus their worked examples; the questions guide is generated from the
 * bank. A guide whose source is missing or cannot be printed is reported and skipped; the others
 * are still built, and the command then exits with code 1.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildGuide } from './guide-sources';
import { GUIDE_SLUGS } from '../../content/resources';

const outDir = resolve(process.argv[2] ?? 'public/resources');

await mkdir(outDir, { recursive: true });
let failed = 0;
for (const slug of GUIDE_SLUGS) {
  try {
    const started = performance.now();
    const { pdf, words } = await buildGuide(slug);
    await writeFile(resolve(outDir, `${slug}.pdf`), pdf);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    console.log(`${slug}.pdf: ${pages} pages, ${words} words, ${(pdf.length / 1024).toFixed(0)} KB, ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    failed += 1;
    console.error(`build:guides: ${slug} failed: ${(error as Error).message}`);
  }
}
if (failed > 0) process.exit(1);
