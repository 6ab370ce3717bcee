/**
 * The questions guide's Markdown, generated from the bank: the introduction from
 * content/guides/ib-interview-questions.md, then every technical question, chapter by category and
 * section by subcategory, each with its difficulty, its other phrasings, the best-practice answer
 * and the key points an interviewer listens for.
 */
import type { Question } from '../../core/contract/question';
import { QUESTION_CATEGORIES } from '../../core/contract/question';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
 * The whole guide: `intro` (Markdown starting with the `# Title` line) followed by one `##` chapter
 * per technical category of `bank`, in the bank's category order.
 */
export function questionsGuideMarkdown(intro: string, bank: readonly Question[]): string {
  const technical = bank.filter((q) => q.type === 'Technical');
  const parts = [intro.trim()];
  let number = 0;
  for (const category of QUESTION_CATEGORIES) {
    const questions = technical.filter((q) => q.category === category);
    if (questions.length === 0) continue;
    parts.push(`## ${category}`, `${questions.length} questions, grouped by subject.`);
    const subcategories = [...new Set(questions.map((q) => q.subcategory ?? 'General'))];
    for (const subcategory of subcategories) {
      parts.push(`### ${subcategory}`);
      for (const question of questions.filter((q) => (q.subcategory ?? 'General') === subcategory)) {
        number += 1;
        parts.push(questionMarkdown(question, number));
      }
    }
  }
  return parts.join('\n\n');
}
