/**
 * Numbers follow the asked question. A quantity claim's value is checked against the bank's value
 * unless the asked question or the answer changes an input:
 * - the asked question states a number the bank question (and its variants) does not: values are not
 *   checked, directions are;
 * - the asked question or the answer states another value for a question assumption (a 40% tax rate
 *   instead of 25%): claims that depend on it are recomputed with a worked-example formula where one
 *   reproduces the bank's values (expenseChange for a change in an expense), else their values are
 *   not checked.
 */
import type { Assumption, QuantityClaim } from '../../contract/claim';
import type { Question } from '../../contract/question';
import { expenseChange } from '../../worked-examples/formulas';
import { compileTerm, phraseAt } from './mentions';
import { readSentences, type ClaimSentence, type ClaimToken, type StatedNumber } from './sentence';

/** Values each quantity claim may take for this question and answer; null: the value is not checked. */
export type ExpectedValues = (claim: QuantityClaim) => number[] | null;

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.011, 0.01 * Math.abs(b));

const numbersOf = (sentences: readonly ClaimSentence[]) =>
  // `!`: a token of kind 'number' always carries its number.
  sentences.flatMap((s) => s.tokens.filter((t) => t.kind === 'number').map((t) => t.number!));

/** The number stated for `assumption` in `sentences` (of its unit, within 4 words of its name), if any. */
export function statedAssumption(assumption: Assumption, sentences: readonly ClaimSentence[]): ClaimToken | undefined {
  const name = compileTerm(assumption.name);
  for (const { tokens } of sentences) {
    for (let i = 0; i < tokens.length; i += 1) {
      const length = phraseAt(name, tokens, i);
      if (length === 0) continue;
      // `!`: phraseAt matched length tokens from i; the near token is of kind 'number'.
      const start = tokens[i]!.start;
      const end = tokens[i + length - 1]!.end;
      const near = tokens.find(
        (t) =>
          t.kind === 'number' &&
          t.clause === tokens[i]!.clause &&
          (t.number!.unit === undefined || t.number!.unit === assumption.unit) &&
          (t.end < start ? start - t.end <= 4 : t.start - end <= 4),
      );
      if (near) return near;
    }
  }
  return undefined;
}

/** Outputs of a formula that may reproduce a claim's value, by input set (here: the expense change). */
function expenseOutputs(amount: number, taxRate: number, paidInCash: boolean): number[] {
  return Object.values(expenseChange(amount, taxRate, paidInCash)).map(Math.abs);
}

/**
 * Recomputes the values of `claims` (which depend on the tax rate) at `taxRate`, from the bank's
 * `defaultRate` and the currency amounts of the bank question: the expense-change case whose outputs
 * reproduce every bank value is used, each claim taking the new value of the output(s) it matched.
 * Returns null when no case reproduces them.
 */
function recomputeTax(claims: readonly QuantityClaim[], amounts: readonly number[], defaultRate: number, taxRate: number): Map<QuantityClaim, number[]> | null {
  for (const amount of amounts) {
    for (const paidInCash of [false, true]) {
      const before = expenseOutputs(amount, defaultRate, paidInCash);
      const after = expenseOutputs(amount, taxRate, paidInCash);
      const found = new Map<QuantityClaim, number[]>();
      for (const claim of claims) {
        // `!`: the caller passes claims with a value; before and after have the same length.
        const values = before.flatMap((v, k) => (close(v, claim.value!) ? [after[k]!] : []));
        if (values.length === 0) break;
        found.set(claim, values);
      }
      if (found.size === claims.length) return found;
    }
  }
  return null;
}

const bankNumberCache = new WeakMap<Question, StatedNumber[]>();

/**
 * Expected values for `question` asked as `asked` (the question's sentences as readSentences reads
 * them) and answered with `answer` (see the file comment). `claims` are every quantity claim of the
 * question (key points and misconceptions).
 */
export function expectedValues(question: Question, asked: readonly ClaimSentence[], answer: readonly ClaimSentence[], claims: readonly QuantityClaim[]): ExpectedValues {
  let bankNumbers = bankNumberCache.get(question);
  if (!bankNumbers) {
    bankNumbers = numbersOf(readSentences([question.question, ...question.variants].join('\n')));
    bankNumberCache.set(question, bankNumbers);
  }
  const changed = new Map<string, number>();
  const statedInQuestion = new Set<ClaimToken>();
  for (const assumption of question.assumptions) {
    const inQuestion = statedAssumption(assumption, asked);
    if (inQuestion) statedInQuestion.add(inQuestion);
    // `!`: statedAssumption returns a token of kind 'number', which carries its number.
    const stated = (inQuestion ?? statedAssumption(assumption, answer))?.number!.value;
    if (stated !== undefined && !close(stated, assumption.value)) changed.set(assumption.name, stated);
  }
  // `!`: a token of kind 'number' always carries its number.
  const askedNumbers = asked.flatMap((s) => s.tokens.filter((t) => t.kind === 'number' && !statedInQuestion.has(t)).map((t) => t.number!));
  if (askedNumbers.some((n) => !bankNumbers.some((b) => close(n.value, b.value)))) return () => null;
  if (changed.size === 0) return (claim) => (claim.value === undefined ? null : [claim.value]);
  const dependent = claims.filter((c) => c.value !== undefined && c.dependsOn?.some((name) => changed.has(name)));
  const taxRate = [...changed.entries()].find(([name]) => /tax/i.test(name));
  const defaultRate = question.assumptions.find((a) => /tax/i.test(a.name))?.value;
  const onlyTax = [...changed.keys()].every((name) => /tax/i.test(name));
  const amounts = bankNumbers.filter((n) => n.unit !== 'percent').map((n) => n.value);
  const recomputed = taxRate && onlyTax && defaultRate !== undefined ? recomputeTax(dependent, amounts, defaultRate, taxRate[1]) : null;
  return (claim) => {
    if (claim.value === undefined) return null;
    if (!dependent.includes(claim)) return [claim.value];
    return recomputed?.get(claim) ?? null;
  };
}
