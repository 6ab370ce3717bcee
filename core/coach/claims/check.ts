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
 * - comparative: the cause's direction and its nearest effect's (same or next clause, or anywhere in
 *   the main clause after an "if" clause) must agree with the claim, both as stated or both
 *   reversed; "X lowers Y" reads as X up, Y down; a polar state alone ("dilutive") is its rise.
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

/** Scales a bare number may leave unsaid: "adjusted EBITDA of 195" for $195 million. */
const UNSAID_SCALES = [1, 1e3, 1e6, 1e9];

const valueMatches = (number: StatedNumber, expected: number[]) =>
  expected.some((v) => close(number.value, v) || close(number.unscaled, v) || (number.unit === undefined && number.value === number.unscaled && UNSAID_SCALES.some((scale) => Math.abs(v) >= scale && close(number.value, v / scale))));

function checkQuantity(claim: QuantityClaim, doc: readonly MentionSentence[], options: CheckOptions): ClaimCheck {
  const subject = compileTerm(claim.subject);
  const result: ClaimCheck = { status: 'absent', asserting: [], contradicting: [] };
  const values = claim.value === undefined ? null : options.expected;
  // The value stated in the sentence, in a number that no other term's move owns ("receivables are
  // up $10 and cash is up $2.5" does not state $10 of cash).
  // `!`: a token of kind 'number' always carries its number.
  const states = (tokens: readonly ClaimToken[], owned: ReadonlySet<StatedNumber | undefined>) =>
    values !== null && tokens.some((t) => t.kind === 'number' && !owned.has(t.number) && comparable(t.number!, claim.unit) && valueMatches(t.number!, values));
  const mirrors: number[] = [];
  // Mirrors in a sentence about another case ("later, when it is sold, inventory falls by $10") do not count.
  for (const { sentence, anchors } of doc) {
    for (const anchor of anchors) {
      if (!anchorIs(anchor, subject, sentence.tokens)) continue;
      const statedHere = states(sentence.tokens, new Set(anchors.filter((a) => a !== anchor && a.number && a.direction).map((a) => a.number)));
      // A level ("falls to $700") is not the size of the change a claim with a direction states.
      const number = anchor.number && comparable(anchor.number, claim.unit) && !(claim.direction && anchor.number.level) ? anchor.number : undefined;
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
  /** Said as what the equation reaches ("to get enterprise value"). */
  target: boolean;
  /** Said as the subject of an operator ("EV adds net debt"). */
  subject?: boolean;
  /** Followed by "is" or "equals". */
  copula: boolean;
}

/** Coefficient of each relation term in `result − Σ sign × part = 0` (index 0 is the result). */
function relationCoefficients(claim: RelationClaim): number[] {
  return [1, ...claim.parts.map((p) => (p.sign === '+' ? -1 : 1))];
}

/** Stems that say a sentence walks an equation backwards ("the same bridge in reverse"). */
const REVERSED = new Set(['revers', 'backward', 'backwards']);

// `!`: every token has at least one id.
const isFinance = (t: ClaimToken) => t.kind === 'content' && t.ids[0]!.startsWith('~') && !GENERIC_TERMS.has(t.ids[0]!);

/** The claim terms said in `tokens` (one segment), longest phrase first, repeats close together merged. */
function occurrencesOf(terms: readonly CompiledTerm[], tokens: readonly ClaimToken[]): SignedOccurrence[] {
  const found: SignedOccurrence[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    // `!`: phraseAt matched length tokens from i, so i + length - 1 < tokens.length.
    let term = -1;
    let length = 0;
    terms.forEach((t, k) => {
      const l = phraseAt(t, tokens, i);
      if (l > length) [term, length] = [k, l];
    });
    if (term < 0) continue;
    const previous = found[found.length - 1];
    if (previous && previous.term === term && tokens[i]!.start - previous.end <= 3) {
      previous.end = tokens[i + length - 1]!.end;
      i += length - 1;
      continue;
    }
    found.push({ term, start: tokens[i]!.start, end: tokens[i + length - 1]!.end, explicit: false, target: tokens[i]!.target === true, copula: tokens[i + length - 1]!.copula === true });
    i += length - 1;
  }
  return found;
}

/**
 * Reads the equation of one segment of a sentence against the claim: 'agree' when every signed term
 * fits the claim, 'disagree' when one does not, null when the segment states no equation of these
 * terms (fewer than two of them, or its equation is about another quantity: "to get free cash flow
 * you subtract capex", "net income, plus D&A").
 *
 * Signs: an operator before a term (plus, add, minus, subtract, less), or a passive one right after
 * it ("cash is subtracted"); a term after a signed one keeps its sign ("add debt, preferred and
 * NCI"). The left side is the term said as a target ("to get X"), or the result as the subject of
 * an operator ("EV adds net debt"), else the last term before the first operator followed by "is"
 * or "equals" ("the unlevered IRR is roughly the cap rate plus NOI growth"), else the first of two
 * unsigned terms when the result is said, else the result. In a sentence that walks the
 * equation backwards ("in reverse"), the first unsigned term may be the starting point instead.
 */
function readEquation(terms: readonly CompiledTerm[], coefficients: readonly number[], tokens: readonly ClaimToken[], reversed: boolean): 'agree' | 'disagree' | null {
  const found = occurrencesOf(terms, tokens);
  if (new Set(found.map((f) => f.term)).size < 2) return null;
  const inside = (t: ClaimToken) => found.some((f) => t.start >= f.start && t.end <= f.end);
  if (!found.some((f) => f.target) && tokens.some((t) => t.target && isFinance(t) && !inside(t))) return null;
  let lastSign: '+' | '-' | undefined;
  found.forEach((occurrence, n) => {
    if (occurrence.target) {
      lastSign = undefined;
      return;
    }
    // `!`: the neighbours are read only where they exist.
    const before = n > 0 ? found[n - 1]!.end : -Infinity;
    const after = n + 1 < found.length ? found[n + 1]!.start : Infinity;
    const operatorBefore = [...tokens].reverse().find((t) => t.sign && !t.postfix && t.kind !== 'direction' && t.end < occurrence.start && t.start > before);
    const next = tokens.find((t) => t.sign && !t.infix && t.kind !== 'direction' && t.start > occurrence.end && t.start - occurrence.end <= 3 && t.start < after);
    // "cash is subtracted" signs cash; "enterprise value adds net debt" makes EV the left side.
    const operatorAfter = next?.passive ? next : undefined;
    if (next && !next.passive) occurrence.subject = true;
    const operator = operatorBefore ?? operatorAfter ?? tokens.find((t) => t.kind === 'direction' && t.sign && t.end === occurrence.start - 1);
    if (operator) {
      occurrence.sign = operator.sign;
      occurrence.explicit = true;
      lastSign = operator.sign;
    } else if (lastSign) occurrence.sign = lastSign;
  });
  const resultSaid = found.some((f) => f.term === 0 && !f.target);
  const target = found.find((f) => f.target) ?? found.find((f) => f.term === 0 && f.subject && !f.sign);
  // An equation that starts from another quantity ("net income, plus D&A") is not this one.
  const firstOperator = tokens.find((t) => t.sign && t.kind === 'operator');
  if (!resultSaid && !target && firstOperator) {
    const base = [...tokens].reverse().find((t) => t.end < firstOperator.start && (isFinance(t) || inside(t)));
    if (base && !inside(base)) return null;
  }
  const signed = new Set(found.filter((f) => f.explicit).map((f) => f.term));
  const unsigned = [...new Set(found.filter((f) => !f.sign && !f.target && !signed.has(f.term)).map((f) => f.term))];
  const copula = firstOperator ? found.filter((f) => f.copula && !f.sign && f.end < firstOperator.start).pop() : undefined;
  // `!`: unsigned is read where it is not empty; every term index has a coefficient.
  const lhs = target ? target.term : copula ? copula.term : resultSaid && unsigned.length >= 2 ? unsigned[0]! : 0;
  // lambda scales the claim's coefficients to the answer's: the left side has +1, a base −1.
  const verdict = (lambda: number) => {
    let agree = 0;
    let disagree = 0;
    for (const f of found) {
      if (!f.explicit || f.term === lhs) continue;
      if ((f.sign === '+' ? -1 : 1) === Math.sign(lambda * coefficients[f.term]!)) agree += 1;
      else disagree += 1;
    }
    return disagree > 0 ? 'disagree' : agree > 0 ? 'agree' : null;
  };
  const read = verdict(1 / coefficients[lhs]!);
  if (read === 'disagree' && reversed && !target && unsigned.length > 0) return verdict(-1 / coefficients[unsigned[0]!]!) ?? read;
  return read;
}

function checkRelation(claim: RelationClaim, doc: readonly MentionSentence[]): ClaimCheck {
  const terms: CompiledTerm[] = [compileTerm(claim.result), ...claim.parts.map((p) => compileTerm(p.term))];
  const coefficients = relationCoefficients(claim);
  const result: ClaimCheck = { status: 'absent', asserting: [], contradicting: [] };
  for (const { sentence } of doc) {
    // `!`: every token has at least one id.
    const reversed = sentence.tokens.some((t) => REVERSED.has(t.ids[0]!));
    const segments = new Map<number, ClaimToken[]>();
    for (const token of sentence.tokens) segments.set(token.segment, [...(segments.get(token.segment) ?? []), token]);
    const verdicts = [...segments.values()].map((tokens) => readEquation(terms, coefficients, tokens, reversed));
    if (verdicts.includes('disagree')) {
      if (!sentence.reported) result.contradicting.push(sentence.index);
    } else if (verdicts.includes('agree')) result.asserting.push(sentence.index);
  }
  return finish(result);
}

/**
 * Direction of a cause stated by a verb on its effect ("depreciation lowers taxes": the cause up),
 * or, for a polar state, later in its clause ("synergies make the deal more accretive").
 */
function causeDirection(cause: Anchor, effect: Anchor): Direction | undefined {
  if (cause.direction && !cause.negated) return cause.direction;
  if (cause.direction !== undefined || effect.directionAt === undefined || effect.directionAt <= cause.end || effect.directionAt >= effect.start) return undefined;
  return effect.directionAt - cause.end <= 2 || (effect.key in ANTONYMS && effect.clause === cause.clause) ? 'up' : undefined;
}

function checkComparative(claim: ComparativeClaim, doc: readonly MentionSentence[]): ClaimCheck {
  const cause = compileTerm(claim.cause);
  const effect = compileTerm(claim.effect);
  const result: ClaimCheck = { status: 'absent', asserting: [], contradicting: [] };
  for (const { sentence, anchors } of doc) {
    const causes = anchors.filter((a) => anchorIs(a, cause, sentence.tokens));
    const effects = anchors
      .filter((a) => !a.negated && !causes.includes(a))
      .flatMap((a): Anchor[] => {
        // A polar state said alone after its cause is its own rise: "..., the deal is dilutive".
        const direction = a.direction ?? (a.key in ANTONYMS && causes.some((c) => c.end < a.start) ? 'up' : undefined);
        if (!direction) return [];
        if (anchorIs(a, effect, sentence.tokens)) return [{ ...a, direction }];
        // "more dilutive" says "less accretive".
        const antonym = ANTONYMS[a.key];
        return antonym && effect.phrases.some((p) => p.length === 1 && p[0] === antonym) ? [{ ...a, direction: opposite(direction) ?? direction }] : [];
      });
    for (const c of causes) {
      // The cause's effect is the nearest effect mention, in its clause or the next or previous one.
      const distance = (e: Anchor) => (e.start > c.end ? e.start - c.end : c.start - e.end);
      // A cause in an "if" clause reaches the main clause, however far ("if yields rise, ..., its price falls").
      // `!`: an anchor's first token is a token of its sentence.
      const conditioned = sentence.tokens[c.first]!.condition === true;
      const e = effects
        .filter((x) => Math.abs(x.clause - c.clause) <= 1 || (conditioned && x.clause > c.clause && !sentence.tokens[x.first]!.condition))
        .sort((a, b) => distance(a) - distance(b))[0];
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
  // `!`: subject, subjectLast and predicate are token indices of anchors; every token has an id.
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
  for (const { sentence, anchors } of doc) {
    const { tokens } = sentence;
    // A subject inside a longer listed term is another term: "operating leases" is not "all leases".
    const isSubject = (at: number) => anchors.some((a) => a.first === at && anchorIs(a, subject, tokens));
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
      const length = isSubject(i) ? phraseAt(subject, tokens, i) : 0;
      if (length > 0) {
        subjects.push([i, i + length - 1]);
        i += length - 1;
      }
    }
    if (hits.length === 0) continue;
    for (const hit of hits) {
      // `!`: hit.at is a token index.
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
