/**
 * Mentions: where a claim's terms occur in a sentence, and which direction, negation and number each
 * occurrence carries. Directions and numbers attach to the nearest term by a cost (a word right before
 * a term, "higher WACC" or "lowers net income", binds tightest; a number binds to the term before it);
 * each term takes at most one direction and one number, assigned cheapest first. A factor of a
 * formula ("365 divided by turns") is the value of no term.
 */
import type { Direction, Term } from '../../contract/claim';
import { GENERIC_TERMS } from '../synonyms';
import { readSentence, type ClaimSentence, type ClaimToken, type StatedNumber } from './sentence';

/** A claim term compiled to phrases, each a list of canonical term keys (ids joined by a space). */
export interface CompiledTerm {
  name: string;
  phrases: string[][];
}

/** An occurrence of a term in a sentence: token indices `first`..`last`, with what attaches to it. */
export interface Anchor {
  first: number;
  last: number;
  start: number;
  end: number;
  clause: number;
  key: string;
  direction?: Direction;
  /** Word position of the attached direction. */
  directionAt?: number;
  negated: boolean;
  number?: StatedNumber;
}

/** A sentence with its anchors (every occurrence of a listed term and every other finance term). */
export interface MentionSentence {
  sentence: ClaimSentence;
  anchors: Anchor[];
}

const compiledTerms = new Map<string, CompiledTerm>();

/** Compiles a claim term (one phrase or equivalent phrases) into canonical phrase keys. Cached. */
export function compileTerm(term: Term): CompiledTerm {
  const list = typeof term === 'string' ? [term] : term;
  const cacheKey = list.join('|');
  let compiled = compiledTerms.get(cacheKey);
  if (!compiled) {
    // Read like an answer sentence, so a number keeps its unit: "7.5 degrees" is one number token.
    const phrases = list
      .map((phrase) => readSentence(phrase, 0).tokens.map((t) => t.key))
      .filter((keys) => keys.length > 0)
      .sort((a, b) => b.length - a.length);
    // `!`: a term lists at least one phrase.
    compiled = { name: list[0]!, phrases };
    compiledTerms.set(cacheKey, compiled);
  }
  return compiled;
}

const tokenMatches = (token: ClaimToken, key: string) => token.key === key || (!key.includes(' ') && token.also.includes(key));

/** Length (in tokens) of the longest phrase of `term` starting at token `at`, or 0. */
export function phraseAt(term: CompiledTerm, tokens: readonly ClaimToken[], at: number): number {
  for (const phrase of term.phrases) {
    if (at + phrase.length > tokens.length) continue;
    // `!`: at + phrase.length <= tokens.length here.
    const clause = tokens[at]!.clause;
    if (phrase.every((key, k) => tokens[at + k]!.clause === clause && tokenMatches(tokens[at + k]!, key))) return phrase.length;
  }
  return 0;
}

/** True when `anchor` is a phrase of `term`: a longer listed term that contains it ("cash taxes" for "cash") is another term. */
export function anchorIs(anchor: Anchor, term: CompiledTerm, tokens: readonly ClaimToken[]): boolean {
  return phraseAt(term, tokens, anchor.first) === anchor.last - anchor.first + 1;
}

const termIndexes = new WeakMap<readonly CompiledTerm[], Map<string, CompiledTerm[]>>();

/** `terms` by the first key of each of their phrases, built once per term list. */
function byFirstKey(terms: readonly CompiledTerm[]): Map<string, CompiledTerm[]> {
  let index = termIndexes.get(terms);
  if (!index) {
    index = new Map();
    for (const term of terms) {
      for (const phrase of term.phrases) {
        const list = index.get(phrase[0]!) ?? [];
        if (!list.includes(term)) list.push(term);
        index.set(phrase[0]!, list);
      }
    }
    termIndexes.set(terms, index);
  }
  return index;
}

/** Length (in tokens) of the longest phrase of any of `terms` starting at token `at`, or 0. */
function longestPhraseAt(terms: readonly CompiledTerm[], tokens: readonly ClaimToken[], at: number): number {
  const index = byFirstKey(terms);
  // `!`: the caller passes at < tokens.length; a phrase is never empty.
  const token = tokens[at]!;
  let length = 0;
  // Only a term with a phrase whose first key the token matches (see tokenMatches) can start here.
  for (const key of [token.key, ...token.also]) {
    if (key !== token.key && key.includes(' ')) continue;
    for (const term of index.get(key) ?? []) length = Math.max(length, phraseAt(term, tokens, at));
  }
  return length;
}

const isFinanceTerm = (token: ClaimToken) => token.kind === 'content' && token.ids[0]!.startsWith('~') && !GENERIC_TERMS.has(token.ids[0]!);

/** Most words between a direction or number and the term it qualifies. */
const MAX_GAP = 8;

function directionCost(token: ClaimToken, anchor: Anchor): number {
  if (token.start >= anchor.start && token.end <= anchor.end) return 0;
  if (token.start > anchor.end) return token.start - anchor.end;
  const gap = anchor.start - token.end;
  return gap === 1 ? 0.5 : gap + 0.5;
}

function numberCost(token: ClaimToken, anchor: Anchor): number {
  if (token.start > anchor.end) return token.start - anchor.end;
  return anchor.start - token.end + 3;
}

/** Assigns each token to at most one anchor and each anchor at most one token, cheapest pair first. */
function assign(tokens: ClaimToken[], anchors: Anchor[], cost: (t: ClaimToken, a: Anchor) => number, apply: (t: ClaimToken, a: Anchor) => void) {
  const pairs: Array<[number, ClaimToken, Anchor]> = [];
  for (const token of tokens) {
    for (const anchor of anchors) {
      if (anchor.clause !== token.clause) continue;
      const c = cost(token, anchor);
      if (c <= MAX_GAP) pairs.push([c, token, anchor]);
    }
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const usedTokens = new Set<ClaimToken>();
  const usedAnchors = new Set<Anchor>();
  for (const [, token, anchor] of pairs) {
    if (usedTokens.has(token) || usedAnchors.has(anchor)) continue;
    usedTokens.add(token);
    usedAnchors.add(anchor);
    apply(token, anchor);
  }
}

/**
 * Finds the anchors of `sentence`: at each token, the longest phrase of any of `terms`, else any
 * finance term of the coach's vocabulary; then attaches directions (with their negation) and numbers.
 */
export function mentionsOf(sentence: ClaimSentence, terms: readonly CompiledTerm[]): MentionSentence {
  const { tokens } = sentence;
  const anchors: Anchor[] = [];
  for (let i = 0; i < tokens.length; ) {
    let length = longestPhraseAt(terms, tokens, i);
    // `!`: i < tokens.length, and the phrase of length tokens from i fits.
    if (length === 0 && isFinanceTerm(tokens[i]!)) length = 1;
    if (length === 0) {
      i += 1;
      continue;
    }
    const first = tokens[i]!;
    const last = tokens[i + length - 1]!;
    anchors.push({ first: i, last: i + length - 1, start: first.start, end: last.end, clause: first.clause, key: first.key, negated: false });
    i += length;
  }
  // A direction inside a term ("increase in inventory") belongs to it (cost 0), but a direction word
  // that is part of a listed term's own name ("cash tied up") says nothing: "less cash tied up" is down.
  const named = new Set(anchors.filter((a) => a.last > a.first).flatMap((a) => tokens.slice(a.first, a.last + 1)));
  const directions = tokens.filter((t) => t.kind === 'direction' && !named.has(t));
  assign(directions, anchors, directionCost, (token, anchor) => {
    anchor.direction = token.direction;
    anchor.directionAt = token.start;
    const from = token.start > anchor.end ? anchor.end : -Infinity;
    anchor.negated = tokens.some((t) => t.kind === 'negation' && t.clause === token.clause && t.end < token.start && token.start - t.end <= 3 && t.start > from);
  });
  assign(
    tokens.filter((t) => t.kind === 'number' && !t.operand),
    anchors,
    numberCost,
    (token, anchor) => {
      anchor.number = token.number;
    },
  );
  return { sentence, anchors };
}
