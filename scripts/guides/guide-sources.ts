/**
 * The Markdown of each guide and its PDF: a topic guide is content/guides/<slug>.md followed by the
 * worked examples of that guide; the questions guide is generated from the bank
 * (questions-guide.ts), with a chapter per industry group opened by its primer
 * (content/guides/industry-groups/<group file>.md) and the brain-teaser worked examples at the end. Titles and subtitles come
 * from the resource catalogue (content/resources.ts), so counts are the bank's.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadQuestionBank } from '../../core/bank/load';
import { countWords } from '../../core/coach/text';
import { loadWorkedExamples } from '../../core/worked-examples/load';
import { guideCatalogue, type GuideSlug } from '../../content/resources';
import { INDUSTRY_GROUP_FILES, QUESTION_FILES } from '../../content/question-bank';
import { renderGuidePdf } from './pdf-renderer';
import { questionsGuideMarkdown, type GroupChapter } from './questions-guide';
import { workedExamplesMarkdown } from './worked-examples-markdown';

const GUIDES_DIR = fileURLToPath(new URL('../../content/guides/', import.meta.url));

/** The catalogue entry of `slug`, with counts from the bank. */
function guideEntry(slug: GuideSlug) {
  const technical = loadQuestionBank().filter((q) => q.type === 'Technical').length;
  return guideCatalogue(technical).find((entry) => entry.slug === slug)!;
}

/** The industry-group chapters of the questions guide: each group's primer and the ids of its questions. */
async function groupChapters(): Promise<GroupChapter[]> {
  return Promise.all(
    INDUSTRY_GROUP_FILES.map(async (file) => ({
      primer: await readFile(`${GUIDES_DIR}industry-groups/${file}.md`, 'utf8'),
      questionIds: (QUESTION_FILES[file] as ReadonlyArray<{ id: string }>).map((q) => q.id),
    })),
  );
}

/** The full Markdown of a guide (without its title line; the renderer prints the title on the cover). */
async function guideMarkdown(slug: GuideSlug): Promise<string> {
  const source = await readFile(`${GUIDES_DIR}${slug}.md`, 'utf8');
  const withoutTitle = source.replace(/^# .*\n/, '');
  const examples = workedExamplesMarkdown(loadWorkedExamples().filter((example) => example.guide === slug));
  const main = slug === 'ib-interview-questions' ? questionsGuideMarkdown(withoutTitle, loadQuestionBank(), await groupChapters()) : withoutTitle.trim();
  return [main, examples].filter(Boolean).join('\n\n');
}

/** Builds one guide: its PDF bytes and the number of words of its Markdown. */
export async function buildGuide(slug: GuideSlug): Promise<{ pdf: Buffer; words: number; markdown: string }> {
  const markdown = await guideMarkdown(slug);
  const entry = guideEntry(slug);
  const pdf = await renderGuidePdf(markdown, { title: entry.title, subtitle: entry.description });
  return { pdf, words: countWords(markdown), markdown };
}
