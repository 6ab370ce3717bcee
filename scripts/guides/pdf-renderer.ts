/**
 * Renders a guide's Markdown (the subset in content/guides/README.md, parsed with remark and GFM)
 * to a PDF with pdfkit: a cover page, a table of contents with page numbers (chapters and sections,
 * each a link), PDF bookmarks, chapters starting on a new page, tables drawn with pdfkit's table
 * API, key-point boxes and a footer with the page number on every page after the cover. Letter size,
 * DejaVu Sans (embedded and subset, so "−", "≈" and "→" print). Throws on Markdown it cannot print
 * (links, images, code blocks, HTML), naming the construct.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { BlockContent, Heading, List, PhrasingContent, Root, RootContent, Table } from 'mdast';

/** What to print on the cover and in the document's properties. */
export interface GuideMeta {
  title: string;
  subtitle: string;
}

/** Deepest heading level listed in the table of contents: chapters (##) and their sections (###). */
const TOC_DEPTH = 3;

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
  boldItalic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf'),
} as const;
type FontName = keyof typeof FONTS;

const MARGIN = 64;
const BODY_SIZE = 10;
const LINE_GAP = 2.5;
const GREEN = '#166534';
const TEXT = '#1f2937';
const MUTED = '#6b7280';
const TOC_LINE = 17;

interface Run {
  text: string;
  font: FontName;
}
interface TocEntry {
  depth: 2 | 3;
  title: string;
  destination: string;
  page: number;
}

/** Parses the Markdown into an mdast tree (CommonMark plus GFM tables). */
export function parseGuideMarkdown(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

/** Plain text of inline content. */
function plain(nodes: readonly PhrasingContent[]): string {
  return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? plain(node.children) : node.type === 'break' ? ' ' : '')).join('');
}

/** Inline content as styled runs; throws on links, images and HTML. */
function runs(nodes: readonly PhrasingContent[], bold = false, italic = false): Run[] {
  const out: Run[] = [];
  for (const node of nodes) {
    if (node.type === 'text') out.push({ text: node.value.replace(/\s*\n\s*/g, ' '), font: bold && italic ? 'boldItalic' : bold ? 'bold' : italic ? 'italic' : 'regular' });
    else if (node.type === 'strong') out.push(...runs(node.children, true, italic));
    else if (node.type === 'emphasis') out.push(...runs(node.children, bold, true));
    else if (node.type === 'inlineCode') out.push({ text: node.value, font: bold ? 'bold' : 'regular' });
    else if (node.type === 'break') out.push({ text: ' ', font: 'regular' });
    else throw new Error(`guide Markdown: ${node.type} is not supported (line ${node.position?.start.line ?? '?'})`);
  }
  return out;
}

/** Renders `markdown` to a PDF and resolves with its bytes. */
export async function renderGuidePdf(markdown: string, meta: GuideMeta): Promise<Buffer> {
  const tree = parseGuideMarkdown(markdown);
  const body = tree.children.filter((node) => !(node.type === 'heading' && node.depth === 1));
  const headings = body.filter((node): node is Heading => node.type === 'heading' && node.depth >= 2 && node.depth <= TOC_DEPTH);

  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: meta.title, Author: 'Greenshoe', Subject: meta.subtitle },
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = () => doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Cover.
  doc.addPage();
  doc.rect(0, 0, doc.page.width, 220).fill(GREEN);
  doc.font('bold').fontSize(14).fillColor('#ffffff').text('Greenshoe', MARGIN, 70);
  doc.font('regular').fontSize(11).text('Investment banking interview preparation', MARGIN, 92);
  doc.font('bold').fontSize(28).fillColor(TEXT).text(meta.title, MARGIN, 290, { width: width(), lineGap: 4 });
  doc.moveDown(0.8).font('regular').fontSize(13).fillColor(MUTED).text(meta.subtitle, { width: width(), lineGap: 3 });

  // Table of contents: reserve its pages now, fill them once the headings' pages are known.
  const usable = doc.page.height - 2 * MARGIN;
  const firstTocPageEntries = Math.floor((usable - 60) / TOC_LINE);
  const laterTocPageEntries = Math.floor(usable / TOC_LINE);
  const tocPages = headings.length <= firstTocPageEntries ? 1 : 1 + Math.ceil((headings.length - firstTocPageEntries) / laterTocPageEntries);
  const tocStart = doc.bufferedPageRange().count;
  for (let i = 0; i < tocPages; i += 1) doc.addPage();

  const toc: TocEntry[] = [];
  const outline = { chapter: undefined as PDFKit.PDFOutline | undefined };
  doc.addPage();

  const paragraph = (content: Run[], options: { indent?: number; gapAfter?: number; color?: string; size?: number } = {}) => {
    const x = MARGIN + (options.indent ?? 0);
    const w = width() - (options.indent ?? 0);
    doc.fontSize(options.size ?? BODY_SIZE).fillColor(options.color ?? TEXT);
    const text = content.map((r) => r.text).join('');
    ensureSpace(Math.min(doc.font('regular').heightOfString(text, { width: w, lineGap: LINE_GAP }), 3 * (BODY_SIZE + LINE_GAP) + 4));
    content.forEach((run, index) => {
      const last = index === content.length - 1;
      doc.font(run.font);
      if (index === 0) doc.text(run.text, x, doc.y, { width: w, lineGap: LINE_GAP, continued: !last });
      else doc.text(run.text, { continued: !last });
    });
    doc.y += options.gapAfter ?? 7;
  };

  const heading = (node: Heading) => {
    const title = plain(node.children);
    if (node.depth === 2) {
      if (doc.y > MARGIN + 1) doc.addPage();
    } else {
      ensureSpace(node.depth === 3 ? 90 : 70);
      doc.y += node.depth === 3 ? 8 : 4;
    }
    const destination = `h${toc.length}-${node.position?.start.line ?? 0}`;
    doc.addNamedDestination(destination, 'XYZ', 0, doc.page.height - doc.y + 10, null);
    if (node.depth <= TOC_DEPTH) {
      toc.push({ depth: node.depth as 2 | 3, title, destination, page: doc.bufferedPageRange().count });
    }
    if (node.depth === 2) {
      outline.chapter = doc.outline.addItem(title);
      doc.font('bold').fontSize(20).fillColor(GREEN).text(title, MARGIN, doc.y, { width: width(), lineGap: 3 });
      doc.moveTo(MARGIN, doc.y + 4).lineTo(MARGIN + width(), doc.y + 4).lineWidth(1).strokeColor(GREEN).stroke();
      doc.y += 16;
    } else if (node.depth === 3) {
      (outline.chapter ?? doc.outline).addItem(title);
      doc.font('bold').fontSize(13).fillColor(TEXT).text(title, MARGIN, doc.y, { width: width(), lineGap: 2 });
      doc.y += 5;
    } else {
      doc.font('bold').fontSize(11).fillColor(TEXT).text(title, MARGIN, doc.y, { width: width(), lineGap: 2 });
      doc.y += 4;
    }
  };

  const list = (node: List) => {
    node.children.forEach((item, index) => {
      const marker = node.ordered ? `${(node.start ?? 1) + index}.` : '•';
      const content = item.children.flatMap((child) => {
        if (child.type === 'paragraph') return runs(child.children);
        throw new Error(`guide Markdown: nested ${child.type} inside a list item is not supported (line ${child.position?.start.line ?? '?'})`);
      });
      const y = doc.y;
      ensureSpace(2 * (BODY_SIZE + LINE_GAP));
      const top = doc.y < y ? doc.y : y;
      doc.font('regular').fontSize(BODY_SIZE).fillColor(TEXT).text(marker, MARGIN + 4, top, { width: 16, lineBreak: false });
      doc.y = top;
      paragraph(content, { indent: 20, gapAfter: 3 });
    });
    doc.y += 5;
  };

  const table = (node: Table) => {
    const rows = node.children.map((row) => row.children.map((cell) => plain(cell.children)));
    const header = rows[0] ?? [];
    ensureSpace(3 * (BODY_SIZE * 1.6 + 6));
    doc.fontSize(BODY_SIZE - 1).fillColor(TEXT).font('regular');
    doc.table({
      position: { x: MARGIN, y: doc.y },
      maxWidth: width(),
      defaultStyle: { padding: [4, 6], borderColor: '#d1d5db', border: 0.5 },
      data: [
        header.map((text) => ({ text, font: { src: 'bold' }, backgroundColor: '#ecfdf5', type: 'TH' as const })),
        ...rows.slice(1).map((row) => row.map((text) => ({ text, font: { src: 'regular' } }))),
      ],
    });
    doc.x = MARGIN;
    doc.y += 10;
  };

  const keyPoint = (children: BlockContent[]) => {
    const content = children.flatMap((child) => {
      if (child.type === 'paragraph') return runs(child.children);
      throw new Error(`guide Markdown: ${child.type} inside a key-point box is not supported`);
    });
    const text = content.map((r) => r.text).join('');
    const inner = width() - 28;
    const height = doc.font('regular').fontSize(BODY_SIZE).heightOfString(text, { width: inner, lineGap: LINE_GAP }) + 18;
    ensureSpace(height + 8);
    const top = doc.y;
    doc.rect(MARGIN, top, width(), height).fill('#f0fdf4');
    doc.rect(MARGIN, top, 4, height).fill(GREEN);
    doc.y = top + 9;
    paragraph(content, { indent: 16, gapAfter: 0 });
    doc.y = top + height + 10;
  };

  const block = (node: RootContent) => {
    switch (node.type) {
      case 'heading':
        return heading(node);
      case 'paragraph':
        return paragraph(runs(node.children));
      case 'list':
        return list(node);
      case 'table':
        return table(node);
      case 'blockquote':
        return keyPoint(node.children as BlockContent[]);
      case 'thematicBreak':
        return undefined;
      default:
        throw new Error(`guide Markdown: ${node.type} is not supported (line ${node.position?.start.line ?? '?'})`);
    }
  };
  for (const node of body) block(node);

  // Fill in the table of contents.
  let entry = 0;
  for (let page = 0; page < tocPages; page += 1) {
    doc.switchToPage(tocStart + page);
    let y = MARGIN;
    if (page === 0) {
      doc.font('bold').fontSize(20).fillColor(GREEN).text('Contents', MARGIN, y);
      y += 60;
    }
    const capacity = page === 0 ? firstTocPageEntries : laterTocPageEntries;
    for (let line = 0; line < capacity && entry < toc.length; line += 1, entry += 1) {
      const item = toc[entry]!;
      const indent = item.depth === 2 ? 0 : 18;
      const number = String(item.page);
      doc.font(item.depth === 2 ? 'bold' : 'regular').fontSize(item.depth === 2 ? 11 : 10).fillColor(TEXT);
      const numberWidth = doc.widthOfString(number);
      doc.text(item.title, MARGIN + indent, y, { width: width() - indent - numberWidth - 12, lineBreak: false, ellipsis: true, goTo: item.destination });
      doc.text(number, MARGIN + width() - numberWidth, y, { lineBreak: false, goTo: item.destination });
      y += TOC_LINE;
    }
  }

  // Footers: the page number on every page after the cover.
  const { count } = doc.bufferedPageRange();
  for (let page = 1; page < count; page += 1) {
    doc.switchToPage(page);
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8.5).fillColor(MUTED);
    doc.text(`Greenshoe · ${meta.title}`, MARGIN, doc.page.height - 40, { width: width() - 60, lineBreak: false, ellipsis: true });
    doc.text(`${page + 1}`, MARGIN + width() - 60, doc.page.height - 40, { width: 60, align: 'right', lineBreak: false });
    doc.page.margins.bottom = MARGIN;
  }
  doc.end();
  return done;
}
