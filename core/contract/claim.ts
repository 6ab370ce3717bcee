/**
 * Checkable claims: what a key point asserts, in a form the offline coach can compare with the
 * sentences of an answer, and the misconceptions a question commonly draws. A key point is then
 * covered (its claim asserted), contradicted (its claim reversed, or a misconception asserted) or
 * missing. Decision record 0011 explains the model.
 *
 * Terms: a term is one phrase, or a list of equivalent phrases whose first item is its name
 * (`["cost of equity", "required return on equity"]`). The coach stems them and applies its synonym
 * table, so list only phrases a candidate would really say.
 *
 * Values are absolute numbers in `unit`: "$7.5" is 7.5 currency, "5 cents" is 0.05 currency,
 * "$2 billion" is 2000000000 currency, "25%" is 25 percent, "8x" is 8 multiple.
 */
import { z } from 'zod';

/** One phrase, or equivalent phrases (the first is the name shown in feedback). */
export const TermSchema = z.union([z.string().min(2), z.array(z.string().min(2)).min(1).max(8)]);
export type Term = z.infer<typeof TermSchema>;

/** Direction of a change: up (rises, increases, is added), down (falls, decreases) or unchanged. */
export const DirectionSchema = z.enum(['up', 'down', 'unchanged']);
export type Direction = z.infer<typeof DirectionSchema>;

/** Unit of a stated value. */
export const UnitSchema = z.enum(['currency', 'percent', 'multiple', 'years', 'degrees', 'count', 'number']);
export type Unit = z.infer<typeof UnitSchema>;

/**
 * A quantity that moves or is stated: `subject` goes `direction` by `value` (either or both).
 * E.g. `{ subject: "net income", direction: "down", value: 7.5, unit: "currency", dependsOn: ["tax rate"] }`
 * for "net income falls by $7.5 at a 25% tax rate", or `{ subject: "ball", value: 0.05, unit: "currency" }`.
 * `dependsOn` names question assumptions (`Question.assumptions`): when the asked question or the
 * answer states another value for one of them, the value is not checked (the direction still is).
 */
export const QuantityClaimSchema = z
  .object({
    kind: z.literal('quantity'),
    subject: TermSchema,
    direction: DirectionSchema.optional(),
    value: z.number().nonnegative().optional(),
    unit: UnitSchema.optional(),
    dependsOn: z.array(z.string().min(2)).optional(),
  })
  .refine((c) => c.direction !== undefined || c.value !== undefined, 'a quantity claim needs a direction, a value or both');

/**
 * A linear relation: `result` = sum of `parts`, each with its sign. E.g. cost of equity = risk-free
 * rate + beta × equity risk premium is `{ result: "cost of equity", parts: [{ term: "risk-free rate",
 * sign: "+" }, { term: ["beta times the equity risk premium", "beta", "equity risk premium"], sign: "+" }] }`.
 * An answer that gives a part the other sign ("risk-free rate minus beta times ...", "to get equity
 * value I add net debt") contradicts it, whichever side it starts from.
 */
export const RelationClaimSchema = z.object({
  kind: z.literal('relation'),
  result: TermSchema,
  parts: z.array(z.object({ term: TermSchema, sign: z.enum(['+', '-']) })).min(1).max(8),
});

/**
 * A comparative: when `cause` moves `causeDirection`, `effect` moves `effectDirection`.
 * E.g. "a higher WACC lowers the DCF value" is `{ cause: "WACC", causeDirection: "up", effect:
 * ["value", "present value"], effectDirection: "down" }`; "a lower WACC raises value" asserts it
 * too (both reversed), "a higher WACC raises value" contradicts it.
 */
export const ComparativeClaimSchema = z.object({
  kind: z.literal('comparative'),
  cause: TermSchema,
  causeDirection: z.enum(['up', 'down']),
  effect: TermSchema,
  effectDirection: DirectionSchema,
});

/**
 * A qualitative fact: `subject` is `predicate` (is not, when `negated`). Linking `subject` to
 * `opposite` without a negation, or to `predicate` with the reversed negation, contradicts it.
 * E.g. `{ subject: "cash", predicate: "non-operating asset", opposite: "operating asset" }`, or
 * `{ subject: "balance sheet", predicate: ["point in time", "snapshot"], opposite: "over a period" }`.
 */
export const StatementClaimSchema = z.object({
  kind: z.literal('statement'),
  subject: TermSchema,
  predicate: TermSchema,
  opposite: TermSchema.optional(),
  negated: z.boolean().optional(),
});

/** Any checkable claim of a key point or a misconception. */
export const ClaimSchema = z.discriminatedUnion('kind', [
  QuantityClaimSchema,
  RelationClaimSchema,
  ComparativeClaimSchema,
  StatementClaimSchema,
]);
export type Claim = z.infer<typeof ClaimSchema>;
export type QuantityClaim = z.infer<typeof QuantityClaimSchema>;
export type RelationClaim = z.infer<typeof RelationClaimSchema>;
export type ComparativeClaim = z.infer<typeof ComparativeClaimSchema>;
export type StatementClaim = z.infer<typeof StatementClaimSchema>;

/**
 * A common wrong answer to a question and the correction to show. `claim` is the WRONG claim (an
 * answer that asserts it is wrong); `cues` are phrases that say it (matched like key-point cues,
 * negation-aware). At least one of them.
 */
export const MisconceptionSchema = z
  .object({
    wrong: z.string().min(8),
    claim: ClaimSchema.optional(),
    cues: z.array(z.string().min(3)).min(1).max(5).optional(),
    correction: z.string().min(8),
  })
  .refine((m) => m.claim !== undefined || m.cues !== undefined, 'a misconception needs a claim or cues');
export type Misconception = z.infer<typeof MisconceptionSchema>;

/** A value the question's key points assume (e.g. `{ name: "tax rate", value: 25, unit: "percent" }`). */
export const AssumptionSchema = z.object({
  name: z.string().min(2),
  value: z.number(),
  unit: UnitSchema,
});
export type Assumption = z.infer<typeof AssumptionSchema>;
