// @vitest-environment node
/**
 * The seven PDF guides build from their sources, are substantial (at least 5,000 words, no repeated
 * paragraph), have a page count in the expected range, a table of contents naming every chapter
 * with page numbers, and bookmarks; the questions guide holds every technical question of the bank.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { loadQuestionBank } from '../../../core/bank/load';
import { GUIDE_SLUGS, type GuideSlug } from '../../../content/resources';
import { INDUSTRY_GROUP_FILES, QUESTION_FILES } from '../../../content/question-bank';
import { buildGuide } from '../../../scripts/guides/guide-sources';
import { parseGuideMarkdown } from '../../../scripts/guides/pdf-renderer';

const PAGE_RANGE: Record<'topic' | 'questions', [number, number]> = { topic: [12, 80], questions: [150, 1000] };

interface Built {
  markdown: string;
  tree: ReturnType<typeof parseGuideMarkdown>;
  words: number;
  pdf: PDFDocumentProxy;
}
const built = new Map<GuideSlug, Built>();

beforeAll(async () => {
  for (const slug of GUIDE_SLUGS) {
    const { pdf, words, markdown } = await buildGuide(slug);
    built.set(slug, { markdown, tree: parseGuideMarkdown(markdown), words, pdf: await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false }).promise });
  }
}, 600_000);

async function pageText(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const content = await (await pdf.getPage(pageNumber)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
}

const chapters = (tree: Built['tree']) =>
  tree.children.flatMap((node) => (node.type === 'heading' && node.depth === 2 ? [node.children.map((c) => ('value' in c ? c.value : '')).join('')] : []));

describe.each(GUIDE_SLUGS.map((slug) => [slug]))('guide %s', (slug) => {
  const guide = () => built.get(slug)!;

  it('is at least 5,000 words with no paragraph repeated', () => {
    expect(guide().words).toBeGreaterThanOrEqual(5000);
    const paragraphs = guide().tree.children.filter((node) => node.type === 'paragraph');
    const seen = new Set<string>();
    for (const node of paragraphs) {
      const text = guide().markdown.slice(node.position!.start.offset, node.position!.end.offset).toLowerCase().replace(/\s+/g, ' ');
      if (text.length < 60) continue;
      expect(seen.has(text), text.slice(0, 80)).toBe(false);
      seen.add(text);
    }
  });

  it('has a page count in range, a table of contents with every chapter and its page, and bookmarks', async () => {
    const { pdf, tree } = guide();
    const [min, max] = PAGE_RANGE[slug === 'ib-interview-questions' ? 'questions' : 'topic'];
    expect(pdf.numPages).toBeGreaterThanOrEqual(min);
    expect(pdf.numPages).toBeLessThanOrEqual(max);
    const titles = chapters(tree);
    expect(titles.length).toBeGreaterThanOrEqual(4);
    let toc = await pageText(pdf, 2);
    expect(toc).toContain('Contents');
    const firstChapterPage = Number(/Contents\s+\D+?\s(\d+)\b/.exec(toc)?.[1]);
    for (let page = 3; page < firstChapterPage; page += 1) toc += ` ${await pageText(pdf, page)}`;
    for (const title of titles) expect(toc).toMatch(new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+\\d+`));
    const outline = await pdf.getOutline();
    expect(outline.map((item) => item.title)).toEqual(titles);
    expect(await pageText(pdf, pdf.numPages)).toMatch(new RegExp(`\\b${pdf.numPages}\\b`));
  });
});

describe('the questions guide', () => {
  it('holds every technical question of the bank with its answer', () => {
    const { markdown } = built.get('ib-interview-questions')!;
    const technical = loadQuestionBank().filter((q) => q.type === 'Technical');
    for (const question of technical) {
      expect(markdown, question.id).toContain(`. ${question.question}\n`);
      expect(markdown, question.id).toContain(question.answer);
    }
  });

  it('gives each industry group a chapter with its primer and the technical questions written for it, each printed once', () => {
    const { markdown, tree } = built.get('ib-interview-questions')!;
    const titles = chapters(tree);
    const technical = new Map(loadQuestionBank().filter((q) => q.type === 'Technical').map((q) => [q.id, q]));
    const groupTitles = titles.filter((title) => title.endsWith(' group'));
    expect(groupTitles).toHaveLength(INDUSTRY_GROUP_FILES.length);
    for (const [index, file] of INDUSTRY_GROUP_FILES.entries()) {
      const start = markdown.indexOf(`\n## ${groupTitles[index]}\n`);
      const next = titles[titles.indexOf(groupTitles[index]!) + 1];
      const chapter = markdown.slice(start, next ? markdown.indexOf(`\n## ${next}\n`) : undefined);
      expect(chapter, file).toMatch(/\| --- \|/);
      for (const { id } of QUESTION_FILES[file] as ReadonlyArray<{ id: string }>) {
        const question = technical.get(id);
        if (!question) continue;
        expect(chapter, id).toContain(`. ${question.question}\n`);
        expect(markdown.split(question.answer).length - 1, id).toBe(1);
      }
    }
  });
});
