/**
 * The questions guide's Markdown, generated from the bank: the introduction from
 * content/guides/ib-interview-questions.md, then every technical question, chapter by category and
 * section by subcategory, each with its difficulty, its other phrasings, the best-practice answer
 * and the key points an interviewer listens for. The questions written for an industry group
 * (content/questions/<group file>.json) form that group's chapter instead, after the category
 * chapters and opened by the group's primer (content/guides/industry-groups/<group file>.md).
 */
import type { Question } from '../../core/contract/question';
import { QUESTION_CATEGORIES } from '../../core/contract/question-facets';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One industry group's chapter: `primer` is its Markdown, starting with the `## Title` line;
 * `questionIds` are the ids of the questions written for the group, in file order.
 */
export interface GroupChapter {
  primer: string;
  questionIds: readonly string[];
}

/** One question as a level-4 section. `number` is its position in the guide (1-based). */
function questionMarkdown(question: Question, number: number): string {
  const meta = [`*${capitalise(question.difficulty)}.*`];
  if (question.variants.length > 0) meta.push(`*Also asked as:* ${question.variants.map((v) => `“${v}”`).join(' ')}`);
  return [
    `#### ${number}. ${question.question}`,
    meta.join(' '),
    question.answer,
    '**What the interviewer listens for**',
    question.keyPoints.map((point) => `- ${point.point}`).join('\n'),
  ].join('\n\n');
}

/**
 * The whole guide: `intro` (Markdown without the title line) followed by one `##` chapter per
 * technical category of `bank`, in the bank's category order, then one chapter per entry of
 * `groups` holding its technical questions (which the category chapters leave out).
 */
export function questionsGuideMarkdown(intro: string, bank: readonly Question[], groups: readonly GroupChapter[] = []): string {
  const technical = bank.filter((q) => q.type === 'Technical');
  const inGroupChapter = new Set(groups.flatMap((group) => group.questionIds));
  const parts = [intro.trim()];
  let number = 0;
  const pushSections = (questions: readonly Question[]) => {
    const subcategories = [...new Set(questions.map((q) => q.subcategory ?? 'General'))];
    for (const subcategory of subcategories) {
      parts.push(`### ${subcategory}`);
      for (const question of questions.filter((q) => (q.subcategory ?? 'General') === subcategory)) {
        number += 1;
        parts.push(questionMarkdown(question, number));
      }
    }
  };
  for (const category of QUESTION_CATEGORIES) {
    const questions = technical.filter((q) => q.category === category && !inGroupChapter.has(q.id));
    if (questions.length === 0) continue;
    parts.push(`## ${category}`, `${questions.length} questions, grouped by subject.`);
    pushSections(questions);
  }
  for (const group of groups) {
    const ids = new Set(group.questionIds);
    const questions = technical.filter((q) => ids.has(q.id));
    parts.push(group.primer.trim(), `${questions.length} technical questions for the group, by subject.`);
    pushSections(questions);
  }
  return parts.join('\n\n');
}
