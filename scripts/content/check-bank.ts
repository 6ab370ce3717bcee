/**
 * Checks the question bank the way the tests do and prints a readable report: schema errors, counts
 * by type and category, answers over MAX_ANSWER_WORDS words, key points the offline coach does not
 * find in the question's own best-practice answer, repeated question texts and near-duplicates. Exit code 1 when anything fails. Usage: `npm run check:bank`.
 */
import { RAW_QUESTION_BANK } from '../../content/question-bank';
import { parseQuestionBank } from '../../core/bank/load';
import { findNearDuplicates } from '../../core/bank/near-duplicates';
import { MAX_ANSWER_WORDS, type Question } from '../../core/contract/question';
import { countWords, normaliseText } from '../../core/coach/text';
import { OfflineCoach } from '../../core/coach/offline-coach';

let bank: Question[];
try {
  bank = parseQuestionBank(RAW_QUESTION_BANK);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const problems: string[] = [];
const byType = new Map<string, number>();
const byCategory = new Map<string, number>();
for (const q of bank) {
  byType.set(q.type, (byType.get(q.type) ?? 0) + 1);
  byCategory.set(q.category, (byCategory.get(q.category) ?? 0) + 1);
  const words = countWords(q.answer);
  if (words > MAX_ANSWER_WORDS) problems.push(`${q.id}: answer has ${words} words (max ${MAX_ANSWER_WORDS})`);
  if (!q.subcategory) problems.push(`${q.id}: no subcategory`);
}
const coach = new OfflineCoach(bank);
for (const q of bank) {
  const { missed } = coach.assess(q.question, q.answer, { questionId: q.id });
  for (const point of missed) problems.push(`${q.id}: the answer does not cover the key point "${point.point}"`);
}
const texts = new Map<string, string>();
for (const q of bank) {
  for (const text of [q.question, ...q.variants]) {
    const key = normaliseText(text).replace(/[^a-z0-9]+/g, ' ').trim();
    const other = texts.get(key);
    if (other) problems.push(`${q.id}: "${text}" repeats ${other}`);
    texts.set(key, q.id);
  }
}
for (const d of findNearDuplicates(bank)) {
  problems.push(`near-duplicate ${d.a} ~ ${d.b} (${d.overlap.toFixed(2)}): "${d.phrasingA}" / "${d.phrasingB}"`);
}

console.log(`${bank.length} questions`);
console.log(`by type: ${[...byType].map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`by category: ${[...byCategory].map(([k, v]) => `${k} ${v}`).join(', ')}`);
for (const problem of problems) console.log(`FAIL ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
