/**
 * `npm run check:bank`: validates the question bank with its schema, prints its counts by type and
 * category, the questions per setup industry group (at least 40 each), then every problem core/bank/audit.ts finds (the same checks as the tests) as FAIL
 * lines. Exit code 1 when anything fails.
 */
import { RAW_QUESTION_BANK } from '../../content/question-bank';
import { auditBank, groupCounts, keyPointsWithoutClaims } from '../../core/bank/audit';
import { parseQuestionBank } from '../../core/bank/load';
import type { Question } from '../../core/contract/question';

let bank: Question[];
try {
  bank = parseQuestionBank(RAW_QUESTION_BANK);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const count = (key: (q: Question) => string) => {
  const counts = new Map<string, number>();
  for (const q of bank) counts.set(key(q), (counts.get(key(q)) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${name} ${n}`).join(', ');
};
const problems = auditBank(bank);
const withoutClaims = keyPointsWithoutClaims(bank).length;
console.log(`${bank.length} questions`);
console.log(`by type: ${count((q) => q.type)}`);
console.log(`by category: ${count((q) => q.category)}`);
console.log(`by setup industry group: ${Object.entries(groupCounts(bank)).map(([group, n]) => `${group} ${n}`).join(', ')}`);
console.log(`technical and market key points without a claim: ${withoutClaims}`);
for (const problem of problems) console.log(`FAIL ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
