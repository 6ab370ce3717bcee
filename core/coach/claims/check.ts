/**
 * Checks one claim (core/contract/claim.ts) against an answer's mention sentences: asserted,
 * contradicted or absent, with the sentences that asserted or contradicted it.
 *
 * - quantity: a mention of the subject with the claim's direction asserts it, and so does (for a
 *   value) the expected value stated in the subject's sentence; the opposite direction, the same
 *   direction negated, or a value of the same unit given to the subject contradicts it (a value only
 *   when the expected value is not in the same sentence). `strict` (used for misconceptions) asserts only when every field the claim
 *   gives (direction, value) is stated and matches.
 * - relation: the signs the answer gives the terms (plus/add, minus/subtract/less, before or right
 *   after the term) must fit the claim's equation, read from either side.
 * - comparative: the cause's direction and its nearest effect's (same or next clause) must agree with
 *   the claim, both as stated or both reversed; "X lowers Y" reads as X up, Y down.
 * - statement: subject and predicate in one sentence, negated as the claim says; the opposite (or the
 *   predicate with the other negation) in the subject's clause contradicts it.
 * Contradictions in a sentence that reports a wrong view ("a common mistake is ...") are not counted,
 * and a quantity asserted anywhere in the answer is contradicted only by its mirror (see finish).
 */
import type { Claim, ComparativeClaim, Direction, QuantityClaim, RelationClaim, StatementClaim, Unit } from '../../contract/claim';
import { anchorIs, compileTerm, phraseAt, type Anchor, type CompiledTerm, type MentionSentence } from './mentions';
import { GENERIC_TERMS } from '../synonyms';
import type { ClaimToken, StatedNumber } from './sentence';

/** What the answer does with a claim. */
export type ClaimStatus = 'asserted' | 'contradicted' | 'absent';

/** Result of a check: status and the answer sentences (by index) that asserted or contradicted. */
export interface ClaimCheck {
  status: ClaimStatus;
  asserting: number[];
  contradicting: number[];
}

/** Options of checkClaim: expected values of a quantity (null: values not checked) and strictness. */
export interface CheckOptions {
  /** Values a quantity claim may take here (recomputed for the asked question); null: not checked. */
  expected: number[] | null;
  strict: boolean;
  /** Canonical keys of the asked question's terms: a statement's subject may be left implicit. */
  questionKeys: ReadonlySet<string>;
}

/** Terms that say the opposite of each other (canonical keys). */
const ANTONYMS: Readonly<Record<string, string>> = { '~accretive': '~dilutive', '~dilutive': '~accretive' };

const opposite = (d: Direction): Direction | undefined => (d === 'up' ? 'down' : d === 'down' ? 'up' : undefined);

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.011, 0.01 * Math.abs(b));

/** True when a stated number can be compared with a claim value in `unit`. */
function comparable(number: StatedNumber, unit: Unit | undefined): boolean {
  if (number.unit === undefined || unit === undefined) return true;
  if (number.unit === unit) return true;
  return unit === 'number' || unit === 'count';
}

const valueMatches = (number: StatedNumber, expected: number[]) => expected.some((v) => close(number.value, v) || close(number.unscaled, v));

function checkQuantity(claim: QuantityClaim, doc: readonly MentionSentence[], options: CheckOptions): ClaimCheck {
  const subject = compileTerm(claim.subject);
  const result: ClaimCheck = { status: 'absent', asserting: [], contradicting: [] };
  const values = claim.value === undefined ? null : options.expected;
  const states = (tokens: readonly ClaimToken[]) => values !== null && tokens.some((t) => t.kind === 'number' && comparable(t.number!, claim.unit) && valueMatches(t.number!, values));
  const mirrors: number[] = [];
  // Mirrors in a sentence about another case ("later, when it is sold, inventory falls by $10") do not count.
  for (const { sentence, anchors } of doc) {
    const statedHere = states(sentence.tokens);
    for (const anchor of anchors) {
      if (!anchorIs(anchor, subject, sentence.tokens)) continue;
      const number = anchor.number && comparable(anchor.number, claim.unit) ? anchor.number : undefined;
      if (anchor.negated && number) continue;
      let directionOk: boolean | undefined;
      if (claim.direction && anchor.direction) {
        const same = anchor.direction === claim.direction;
        if (anchor.negated) directionOk = same ? false : undefined;
        else directionOk = same ? true : anchor.direction === opposite(claim.direction) || claim.direction === 'unchanged' || anchor.direction === 'unchanged' ? false : undefined;
      }
      // A worked calculation states the value at its end ("X is 40 plus 50 minus 40, or 50"): a value
      // given to the subject is wrong only when the expected one is not in the same sentence.
      const valueOk = !values ? undefined : options.strict ? (number ? valueMatches(number, values) : undefined) : statedHere ? true : number ? false : undefined;
      const contradicts = directionOk === false || (valueOk === false && directionOk !== undefined) || (valueOk === false && !claim.direction);
      let asserts: boolean;
      if (options.strict) {
        asserts = (claim.direction ? directionOk === true : true) && (claim.value !== undefined ? valueOk === true : true);
      } else {
        const otherValue = values !== null && number !== undefined && !statedHere && !valueMatches(number, values);
        asserts = !contradicts && !otherValue && (claim.direction ? directionOk === true : valueOk === true);
      }
      if (contradicts && !sentence.reported) {
        result.contradicting.push(sentence.index);
        if (directionOk === false && !sentence.conditional && number && claim.value !== undefined && valueMatches(number, [claim.value, ...(values ?? [])])) mirrors.push(sentence.index);
      } else if (asserts) result.asserting.push(sentence.index);
    }
  }
  return finish(result, mirrors);
}

/**
 * Settles a check. For a quantity, a sentence asserting it anywhere outweighs a contradiction
 * elsewhere (a best-practice answer walks through several cases: "when the customer pays, cash is
 * up"), except a mirror: the claim's own value with the opposite direction ("cash is up $7.5" for
 * "cash is down $7.5"), which reverses the fact itself. Other claims are contradicted by any
 * contradiction.
 */
function finish(result: ClaimCheck, mirrors?: readonly number[]): ClaimCheck {
  result.asserting = [...new Set(result.asserting)];
  const contradicting = mirrors && result.asserting.length > 0 ? mirrors : result.contradicting;
  result.contradicting = [...new Set(contradicting)];
  result.status = result.contradicting.length > 0 ? 'contradicted' : result.asserting.length > 0 ? 'asserted' : 'absent';
  return result;
}

interface SignedOccurrence {
  term: number;
  start: number;
  end: number;
  sign?: '+' | '-';
  explicit: boolean;
}

/** Coefficient of each relation term in `result − Σ sign × part = 0` (index 0 is the result). */
function relationCoefficients(claim: RelationClaim): number[] {
  return [1, ...claim.parts.map((p) => (p.sign === '+' ? -1 : 1))];
}

function checkRelation(claim: RelationClaim, doc: readonly MentionSentence[]): ClaimCheck {
  const terms: CompiledTerm[] = [compileTerm(claim.result), ...claim.parts.map((p) => compileTerm(p.term))];
  const coefficients = relationCoefficients(claim);
  const result: ClaimCheck = { status: 'absent', asserting: [], contradicting: [] };
  for (const { sentence } of doc) {
    const { tokens } = sentence;
    const found: SignedOccurrence[] = [];
    for (let i = 0; i < tokens.length; i += 1) {
      const term = terms.findIndex((t) => phraseAt(t, tokens, i) > 0);
      if (term < 0) continue;
      const length = phraseAt(terms[term]!, tokens, i);
      const previous = found[found.length - 1];
      if (previous && previous.term === term && tokens[i]!.start - previous.end <= 3) {
        previous.end = tokens[i + length - 1]!.end;
        i += length - 1;
        continue;
      }
      found.push({ term, start: tokens[i]!.start, end: tokens[i + length - 1]!.end, explicit: false });
      i += length - 1;
    }
    if (new Set(found.map((f) => f.term)).size < 2) continue;
    let lastSign: '+' | '-' | undefined;
    found.forEach((occurrence, n) => {
      const before = n > 0 ? found[n - 1]!.end : -Infinity;
      const after = n + 1 < found.length ? found[n + 1]!.start : Infinity;
      const operatorBefore = [...tokens].reverse().find((t) => t.sign && t.kind !== 'direction' && t.end < occurrence.start && t.start > before);
      const operatorAfter = tokens.find((t) => t.sign && !t.infix && t.kind !== 'direction' && t.start > occurrence.end && t.start - occurrence.end <= 3 && t.start < after);
      const operator = operatorBefore ?? operatorAfter ?? tokens.find((t) => t.kind === 'direction' && t.sign && t.end === occurrence.start - 1);
      if (operator) {
        occurrence.sign = operator.sign;
        occurrence.explicit = true;
        lastSign = operator.sign;
      } else if (lastSign) occurrence.sign = lastSign;
    });
    const unsigned = found.filter((f) => !f.sign);
    // The answer's equation: lhs = base + Σ sign × term, as coefficients of lhs − base − Σ sign × term = 0.
    // Without the result in the sentence, it is the implicit left side and every unsigned term a base.
    const answer = new Map<number, number>();
    const resultSaid = found.some((f) => f.term === 0);
    if (resultSaid && unsigned.length >= 2) {
      answer.set(unsigned[0]!.term, 1);
      answer.set(unsigned[1]!.term, -1);
    } else {
      answer.set(0, 1);
      for (const f of unsigned) if (f.term !== 0) answer.set(f.term, -1);
    }
    for (const f of found) if (f.sign && !answer.has(f.term)) answer.set(f.term, f.sign === '+' ? -1 : 1);
    const lhs = [...answer.entries()].find(([, c]) => c === 1)?.[0] ?? 0;
    const lambda = 1 / coefficients[lhs]!;
    let agree = 0;
    let disagree = 0;
    for (const f of found) {
      if (!f.explicit) continue;
      if (Math.sign(answer.get(f.term)!) === Math.sign(lambda * coefficients[f.term]!)) agree += 1;
      else disagree += 1;
    }
    if (disagree > 0 && !sentence.reported) result.contradicting.push(sentence.index);
    else if (agree > 0 && disagree === 0) result.asserting.push(sentence.index);
  }
  return finish(result);
}

/** Direction of a cause stated by a verb on its effect ("depreciation lowers taxes" = depreciation up). */
function causeDirection(cause: Anchor, effect: Anchor): Direction | undefined {
  if (cause.direction && !cause.negated) return cause.direction;
  if (cause.direction === undefined && effect.directionAt !== undefined && effect.directionAt > cause.end && effect.directionAt - cause.end <= 2 && effect.directionAt < effect.start) return 'up';
  return undefined;
}

function checkComparative(claim: ComparativeClaim, doc: readonly MentionSentence[]): ClaimCheck {
  const cause = compileTerm(claim.cause);
  const effect = compileTerm(claim.effect);
  const result: ClaimCheck = { status: 'absent', asserting: [], contradicting: [] };
  for (const { sentence, anchors } of doc) {
    const causes = anchors.filter((a) => anchorIs(a, cause, sentence.tokens));
    const effects = anchors
      .filter((a) => a.direction && !a.negated && !causes.includes(a))
      .flatMap((a): Anchor[] => {
        if (anchorIs(a, effect, sentence.tokens)) return [a];
        // "more dilutive" says "less accretive".
        const antonym = ANTONYMS[a.key];
        return antonym && effect.phrases.some((p) => p.length === 1 && p[0] === antonym) ? [{ ...a, direction: opposite(a.direction!) ?? a.direction }] : [];
      });
    for (const c of causes) {
      // The cause's effect is the nearest effect mention, in its clause or the next or previous one.
      const distance = (e: Anchor) => (e.start > c.end ? e.start - c.end : c.start - e.end);
      const e = effects.filter((x) => Math.abs(x.clause - c.clause) <= 1).sort((a, b) => distance(a) - distance(b))[0];
      if (e) {
        const dc = causeDirection(c, e);
        if (!dc || dc === 'unchanged') continue;
        const expected = dc === claim.causeDirection ? claim.effectDirection : (opposite(claim.effectDirection) ?? claim.effectDirection);
        if (e.direction === expected) result.asserting.push(sentence.index);
        else if (!sentence.reported) result.contradicting.push(sentence.index);
      }
    }
  }
  return finish(result);
}

/**
 * True when the subject at token `subject` is what the predicate at token `predicate` is said of: same
 * clause, the subject first (or right before it, "non-cash depreciation"), within 8 words, and no
 * other finance term, direction or number in between ("an increase in working capital uses cash, and a
 * decrease is a source of cash" does not say the increase is a source of cash).
 */
function linksTo(tokens: readonly ClaimToken[], [subject, subjectLast]: [number, number], predicate: number): boolean {
  const s = { ...tokens[subject]!, end: tokens[subjectLast]!.end };
  const p = tokens[predicate]!;
  if (s.clause !== p.clause) return false;
  if (p.start < s.start) return s.start - p.end <= 2;
  if (p.start - s.end > 8) return false;
  for (let i = subjectLast + 1; i < predicate; i += 1) {
    const t = tokens[i]!;
    if (t.kind === 'direction' || t.kind === 'number' || (t.kind === 'content' && t.ids[0]!.startsWith('~') && !GENERIC_TERMS.has(t.ids[0]!))) return false;
  }
  return true;
}

function checkStatement(claim: StatementClaim, doc: readonly MentionSentence[], options: CheckOptions): ClaimCheck {
  const subject = compileTerm(claim.subject);
  const predicate = compileTerm(claim.predicate);
  const oppositeTerm = claim.opposite ? compileTerm(claim.opposite) : undefined;
  const implicitSubject = subject.phrases.some((phrase) => phrase.every((key) => options.questionKeys.has(key)));
  const result: ClaimCheck = { status: 'absent', asserting: [], contradicting: [] };
  for (const { sentence } of doc) {
    const { tokens } = sentence;
    const subjects: Array<[number, number]> = [];
    const hits: Array<{ at: number; end: number; kind: 'predicate' | 'opposite' }> = [];
    for (let i = 0; i < tokens.length; i += 1) {
      const p = phraseAt(predicate, tokens, i);
      if (p > 0) {
        hits.push({ at: i, end: i + p - 1, kind: 'predicate' });
        i += p - 1;
        continue;
      }
      const o = oppositeTerm ? phraseAt(oppositeTerm, tokens, i) : 0;
      if (o > 0) {
        hits.push({ at: i, end: i + o - 1, kind: 'opposite' });
        i += o - 1;
        continue;
      }
      const length = phraseAt(subject, tokens, i);
      if (length > 0) {
        subjects.push([i, i + length - 1]);
        i += length - 1;
      }
    }
    if (hits.length === 0) continue;
    for (const hit of hits) {
      const first = tokens[hit.at]!;
      const linked = subjects.some((s) => linksTo(tokens, s, hit.at));
      if (!linked && (options.strict || (subjects.length === 0 && !implicitSubject))) continue;
      const negated = tokens.some((t) => t.kind === 'negation' && t.clause === first.clause && t.end < first.start && first.start - t.end <= 4);
      const says = hit.kind === 'predicate' ? negated === !!claim.negated : negated !== !!claim.negated;
      if (says) result.asserting.push(sentence.index);
      else if (linked && !sentence.reported) result.contradicting.push(sentence.index);
    }
  }
  return finish(result);
}

/** Checks `claim` against the answer's mention sentences. */
export function checkClaim(claim: Claim, doc: readonly MentionSentence[], options: CheckOptions): ClaimCheck {
  switch (claim.kind) {
    case 'quantity':
      return checkQuantity(claim, doc, options);
    case 'relation':
      return checkRelation(claim, doc);
    case 'comparative':
      return checkComparative(claim, doc);
    case 'statement':
      return checkStatement(claim, doc, options);
  }
}

/** Every term a claim names (to find its mentions in an answer). */
export function claimTerms(claim: Claim): CompiledTerm[] {
  switch (claim.kind) {
    case 'quantity':
      return [compileTerm(claim.subject)];
    case 'relation':
      return [compileTerm(claim.result), ...claim.parts.map((p) => compileTerm(p.term))];
    case 'comparative':
      return [compileTerm(claim.cause), compileTerm(claim.effect)];
    case 'statement':
      return [compileTerm(claim.subject), ...(claim.opposite ? [compileTerm(claim.opposite)] : [])];
  }
}
