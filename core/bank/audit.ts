/**
 * Content checks of the question bank, shared by its tests and `npm run check:bank`. Each returns
 * one readable line per problem (empty when the bank passes): answers longer than two minutes of
 * speech, questions without a subcategory, key points the offline coach does not find in the
 * question's own best-practice answer, technical and market key points without a claim, texts asked
 * twice, near-duplicates (near-duplicates.ts), and setup industry groups with fewer than
 * MIN_GROUP_QUESTIONS tagged questions.
 */
import type { Question } from '../contract/question';
import { MAX_ANSWER_WORDS } from '../contract/question';
import { OfflineCoach } from '../coach/offline-coach';
import { countWords, normaliseText } from '../coach/text';
import { findNearDuplicates } from './near-duplicates';
import { SETUP_INDUSTRY_GROUPS, type SetupIndustryGroup } from '../../content/options';

/** Answers over MAX_ANSWER_WORDS (300) words, and questions without a subcategory. */
export function incompleteQuestions(bank: readonly Question[]): string[] {
  const out: string[] = [];
  for (const q of bank) {
    const words = countWords(q.answer);
    if (words > MAX_ANSWER_WORDS) out.push(`${q.id}: answer has ${words} words (max ${MAX_ANSWER_WORDS})`);
    if (!q.subcategory) out.push(`${q.id}: no subcategory`);
  }
  return out;
}

/** Key points that the offline coach does not find in their own question's best-practice answer. */
export function uncoveredKeyPoints(bank: readonly Question[]): string[] {
  const coach = new OfflineCoach(bank);
  return bank.flatMap((q) => coach.assess(q.question, q.answer, { questionId: q.id }).missed.map((m) => `${q.id}: the answer does not cover the key point "${m.point}"`));
}

/** Question or variant texts that appear twice (ignoring case and punctuation) under different ids. */
export function repeatedTexts(bank: readonly Question[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const q of bank) {
    for (const text of [q.question, ...q.variants]) {
      const key = normaliseText(text).replace(/[^a-z0-9]+/g, ' ').trim();
      const other = seen.get(key);
      if (other !== undefined && other !== q.id) out.push(`${q.id}: "${text}" repeats ${other}`);
      seen.set(key, q.id);
    }
  }
  return out;
}

/** Near-duplicate pairs (findNearDuplicates) as readable lines. */
export function nearDuplicateLines(bank: readonly Question[]): string[] {
  return findNearDuplicates(bank).map((d) => `near-duplicate ${d.a} ~ ${d.b} (${d.overlap.toFixed(2)}): "${d.phrasingA}" / "${d.phrasingB}"`);
}

/** Key points of technical and market questions without a checkable claim (core/contract/claim.ts). */
export function keyPointsWithoutClaims(bank: readonly Question[]): string[] {
  return bank
    .filter((q) => q.type === 'Technical' || q.type === 'Market')
    .flatMap((q) => q.keyPoints.filter((k) => k.claims.length === 0).map((k) => `${q.id}: the key point "${k.point}" has no claim`));
}

/** Fewest questions tagged with each setup industry group for its interviews to sound like the group (issue 17). */
export const MIN_GROUP_QUESTIONS = 40;

/** Number of questions tagged with each of the nine setup industry groups, in setup order. */
export function groupCounts(bank: readonly Question[]): Record<SetupIndustryGroup, number> {
  const counts = Object.fromEntries(SETUP_INDUSTRY_GROUPS.map((g) => [g, 0])) as Record<SetupIndustryGroup, number>;
  for (const q of bank) for (const g of q.industryGroups) if (g in counts) counts[g as SetupIndustryGroup] += 1;
  return counts;
}

/** Setup industry groups with fewer than `minimum` tagged questions, one line each. */
export function thinGroups(bank: readonly Question[], minimum = MIN_GROUP_QUESTIONS): string[] {
  return Object.entries(groupCounts(bank))
    .filter(([, n]) => n < minimum)
    .map(([group, n]) => `industry group ${group}: ${n} questions (min ${minimum})`);
}

/** Every problem the checks above find. */
export function auditBank(bank: readonly Question[]): string[] {
  return [
    ...incompleteQuestions(bank),
    ...uncoveredKeyPoints(bank),
    ...keyPointsWithoutClaims(bank),
    ...repeatedTexts(bank),
    ...nearDuplicateLines(bank),
    ...thinGroups(bank),
  ];
}
