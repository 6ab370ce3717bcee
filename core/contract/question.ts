/**
 * The question bank's data model: one question with its rubric key points and a best-practice
 * answer. Files under content/questions/ are arrays of QuestionSchema, checked at load and in tests.
 */
import { z } from 'zod';
import { FIRMS, MODULE_INDUSTRY_GROUPS, QUESTION_TYPES } from '../../content/options';
import { AssumptionSchema, ClaimSchema, MisconceptionSchema } from './claim';
import { DIFFICULTIES, QUESTION_CATEGORIES } from './question-facets';

export const QuestionCategorySchema = z.enum(QUESTION_CATEGORIES);
export type QuestionCategory = z.infer<typeof QuestionCategorySchema>;

export const DifficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof DifficultySchema>;

/**
 * One idea a banker listens for in an answer.
 * - `point`: the idea as one plain sentence, shown to the candidate when it is missed.
 * - `cues`: one to five short phrases (2 to 6 meaningful words each) that say the idea in the
 *   words a candidate would use; the coach stems them, expands synonyms, and counts the point as
 *   covered when one cue's words appear close together in a sentence of the answer.
 * - `claims`: what the point asserts, checkable against the answer (core/contract/claim.ts); every
 *   technical and market key point has at least one.
 */
export const KeyPointSchema = z.object({
  point: z.string().min(8),
  cues: z.array(z.string().min(3)).min(1).max(5),
  claims: z.array(ClaimSchema).max(6).default([]),
});
export type KeyPoint = z.infer<typeof KeyPointSchema>;

/**
 * A question of the bank. `id` is stable for ever (never renumbered, never reused), e.g. `acc-001`.
 * `answer` is a best-practice answer in simple markdown that a candidate could say in under two
 * minutes (about 120 to 300 words). `variants` are the same idea asked in other words.
 */
export const QuestionSchema = z.object({
  id: z.string().regex(/^[a-z]{2,5}-\d{3}$/, 'id must look like acc-001'),
  type: z.enum(QUESTION_TYPES),
  category: QuestionCategorySchema,
  subcategory: z.string().min(2).optional(),
  difficulty: DifficultySchema,
  question: z.string().min(10),
  variants: z.array(z.string().min(10)).default([]),
  industryGroups: z.array(z.enum(MODULE_INDUSTRY_GROUPS)).default([]),
  firms: z.array(z.enum(FIRMS)).default([]),
  keyPoints: z.array(KeyPointSchema).min(2).max(7),
  answer: z.string().min(200),
  /** Common wrong answers with their corrections (core/contract/claim.ts). */
  misconceptions: z.array(MisconceptionSchema).max(8).default([]),
  /** Values the key points assume (a 25% tax rate); see QuantityClaim.dependsOn. */
  assumptions: z.array(AssumptionSchema).default([]),
  /** Id of another question that asks the same idea from another side; see core/bank/near-duplicates. */
  variantOf: z.string().optional(),
});
export type Question = z.infer<typeof QuestionSchema>;
export type QuestionInput = z.input<typeof QuestionSchema>;

/**
 * A question as the bank's index carries it: what search, filters, the card's front and the
 * interview script need, without the rubric (answer, key points, misconceptions), which loads per
 * topic. Every Question is a QuestionSummary.
 */
export type QuestionSummary = Pick<Question, 'id' | 'type' | 'category' | 'subcategory' | 'difficulty' | 'question' | 'variants' | 'industryGroups' | 'firms'>;

export const QuestionBankSchema = z
  .array(QuestionSchema)
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    for (const [index, q] of questions.entries()) {
      if (seen.has(q.id)) ctx.addIssue({ code: 'custom', message: `duplicate id ${q.id}`, path: [index, 'id'] });
      seen.add(q.id);
    }
    const ids = new Set(questions.map((q) => q.id));
    for (const [index, q] of questions.entries()) {
      if (q.variantOf !== undefined && (q.variantOf === q.id || !ids.has(q.variantOf))) {
        ctx.addIssue({ code: 'custom', message: `variantOf ${q.variantOf} is not another question of the bank`, path: [index, 'variantOf'] });
      }
    }
  });

/** Longest best-practice answer in words: two minutes of speech at 150 words per minute. */
export const MAX_ANSWER_WORDS = 300;
