/**
 * Sentences read for claims: each answer sentence becomes clauses of canonical terms (core/coach/terms)
 * with word positions, and each term is classed: a number with its unit ("$2 billion", "forty
 * percent", "5 cents", "a quarter"), a direction (up, down, unchanged), a negation, an operator (add,
 * subtract) or a content term. Word positions skip stop words' terms but keep their places, so "higher
 * WACC" (adjacent) and "rises by the tax shield" (not adjacent) can be told apart.
 */
import type { Direction, Unit } from '../../contract/claim';
import { canonicalTerms } from '../terms';
import { splitSentences } from '../text';

/** A number as stated: `value` in `unit` with its scale applied, `unscaled` as said ("$2 billion": 2e9, 2). */
export interface StatedNumber {
  value: number;
  unscaled: number;
  unit?: Unit;
  /** A level reached or left ("falls to $700", "from $1,000"), not the size of a change. */
  level?: boolean;
}

/**
 * One classed term of a clause. `start`/`end` are word positions in the sentence (clauses are 100
 * apart); `segment` counts the breaks other than commas before its clause (an equation is read
 * within one segment: "net income, plus D&A" is one, "..., then enterprise value" starts another).
 */
export interface ClaimToken {
  ids: readonly string[];
  also: readonly string[];
  key: string;
  start: number;
  end: number;
  clause: number;
  segment: number;
  kind: 'content' | 'number' | 'direction' | 'negation' | 'operator';
  number?: StatedNumber;
  direction?: Direction;
  sign?: '+' | '-';
  /** An operator said between two terms ("plus", "minus", "less"): it signs the term after it only. */
  infix?: boolean;
  /** An operator followed by "from" or "to" ("subtracted from equity value"): it signs the term before it only. */
  postfix?: boolean;
  /** An operator said in the passive ("cash is subtracted"): it may sign the term before it. */
  passive?: boolean;
  /** A term said as what is reached ("to get enterprise value", "gets back to equity value"). */
  target?: boolean;
  /** In a clause opened by "if" or "when": a cause whose effect the rest of the sentence states. */
  condition?: boolean;
  /** A term followed by "is", "are" or "equals": the left side of an equation it starts. */
  copula?: boolean;
  /** A number said as a factor of a formula ("365 divided by turns"): not the value of a term. */
  operand?: boolean;
}

/** A sentence of the answer as classed tokens. `reported` when it says a view is wrong ("a common mistake is ..."). */
export interface ClaimSentence {
  index: number;
  text: string;
  tokens: ClaimToken[];
  reported: boolean;
  /** True when it describes another case or time ("when the customer pays", "if bought on credit"). */
  conditional: boolean;
}

const CLAUSE_BREAK = /(,(?!\d)|[;:()]|\s[-\u2013\u2014]\s|\b(?:but|while|whereas|although|though|because|since|so|which|then|when|if|whereby|meaning)\b)/gi;
const CLAUSE_GAP = 100;
/** A filler and its comma ("um,", "you know,"): the comma does not end a clause. */
const FILLER_COMMA = /\b(um+|uhm|uh+|er|erm|hmm|ah|like|you know|i mean|kind of|sort of|basically|actually|literally)\s*,/gi;

const SCALES: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, mm: 1e6, mn: 1e6, m: 1e6, billion: 1e9, bn: 1e9, b: 1e9, trillion: 1e12 };
/** Unit words (stemmed) after a number: the unit and a factor ("cents" are hundredths of a currency unit). */
const UNIT_WORDS: Record<string, [Unit, number]> = {
  dollar: ['currency', 1],
  buck: ['currency', 1],
  euro: ['currency', 1],
  pound: ['currency', 1],
  cent: ['currency', 0.01],
  '~percent': ['percent', 1],
  x: ['multiple', 1],
  time: ['multiple', 1],
  turn: ['multiple', 1],
  year: ['years', 1],
  degre: ['degrees', 1],
};
/** Stems that say "no change" on their own, and stems that do after a negation ("does not change"). */
const UNCHANGED = new Set(['unchang', 'unaffect', 'flat', 'constant', 'neutral']);
const UNCHANGED_AFTER_NOT = new Set(['chang', '~affect', 'move', 'mov']);
/** Direction words (stemmed) the coach's synonym table leaves out: comparatives and doubling. */
const MORE = new Set(['more', 'doubl', 'longer', 'wider', 'stronger', 'steeper', 'faster', 'widen', 'rais']);
const LESS = new Set(['compress', 'halv', 'shorter', 'narrower', 'weaker', 'cheaper', 'slower', 'narrow', 'tighten']);
const CONDITIONAL = /\b(?:when|if|later|eventually|instead|once|after|subsequently|would|otherwise|whereas|before)\b/i;
const INFIX = new Set(['plus', 'minus', 'less', 'net']);
/** Words that mark the term after them as what an equation reaches ("to get", "gets back to"). */
const TARGET_VERBS = new Set(['get', 'gets', 'getting', 'got', 'reach', 'reaches', 'reaching', 'arrive', 'arrives', 'arriving', 'give', 'gives', 'giving', 'gave', 'obtain', 'obtains']);
/** Words that may stand between a target verb and its term ("gets back to $500 of equity value"). */
const TARGET_GAP = /^(?:to|at|back|the|a|an|of|us|you|dollars?|[\d.,]+|thousand|million|billion|trillion|bn|mm|m|k)$/;
/** Words after a term that make it the left side of an equation ("EV equals ..."). */
const COPULAS = new Set(['is', 'are', 'equals', 'equal', 'was']);
/** Words that mark a sentence as reporting a wrong view rather than asserting it. */
const REPORTING = new Set(['mistak', 'misconcept', 'wrong', 'incorrect', 'intuit', 'tempt', 'naiv', 'myth', 'trap', 'fallaci']);

/** "$2.5 billion" → "2.5 billion dollars", "a quarter" → "0.25", "a half" → "0.5" (before tokenising). */
function spellOut(text: string): string {
  return text
    .replace(/[$€£]\s?(\d[\d,]*(?:\.\d+)?)(?:\s*(trillion|billion|million|thousand|bn|mm|mn|m|k|b)\b)?/gi, (_, n: string, scale?: string) => ` ${n} ${scale ?? ''} dollars `)
    .replace(/(?<!\band )\b(?:a|one) quarter\b(?=\s+of\b|\s*[.,;!?]|\s*$|\s+(?:dollar|percent))/gi, '0.25')
    .replace(/(?<!\band )\b(?:a|one) half\b(?=\s+of\b|\s*[.,;!?]|\s*$|\s+(?:dollar|percent))/gi, '0.5')
    .replace(/\bthree quarters\b(?=\s+of\b|\s*[.,;!?]|\s*$)/gi, '0.75');
}

function classify(ids: readonly string[], also: readonly string[]): Pick<ClaimToken, 'kind' | 'direction' | 'sign'> {
  // `!`: every term has at least one id.
  const id = ids[0]!;
  if (ids.length === 1 && id === '~up') return { kind: 'direction', direction: 'up' };
  if (ids.length === 1 && id === '~down') return { kind: 'direction', direction: 'down', ...(also.includes('~subtract') ? { sign: '-' as const } : {}) };
  if (ids.length === 1 && MORE.has(id)) return { kind: 'direction', direction: 'up' };
  if (ids.length === 1 && LESS.has(id)) return { kind: 'direction', direction: 'down' };
  if (ids.length === 1 && UNCHANGED.has(id)) return { kind: 'direction', direction: 'unchanged' };
  if (id === '~not') return { kind: 'negation' };
  if (id === '~add') return { kind: 'operator', sign: '+' };
  if (id === '~subtract' || id === 'remov' || id === 'exclud') return { kind: 'operator', sign: '-' };
  return { kind: 'content' };
}

/** Words that make a number next to them a factor of a formula ("365 divided by", "multiplied by 4"). */
const FACTOR_OF = new Set(['divided', 'multiplied']);

/** True when the word before `start` (skipping TARGET_GAP words) is a target verb ("to get X"). */
function isTarget(words: readonly string[], start: number): boolean {
  // `!`: 0 <= k < start <= words.length.
  for (let k = start - 1; k >= 0 && k >= start - 7; k -= 1) {
    if (TARGET_VERBS.has(words[k]!)) return true;
    if (!TARGET_GAP.test(words[k]!)) return false;
  }
  return false;
}

/** Reads one clause's terms into tokens, numbers taking the unit and scale words that follow them. */
function readClause(text: string, clause: number, segment: number, into: ClaimToken[]): void {
  const { terms, spans, words } = canonicalTerms(spellOut(text));
  const offset = clause * CLAUSE_GAP;
  for (let i = 0; i < terms.length; i += 1) {
    // `!`: i and k index terms, which spans parallels; every term has an id; SCALES and UNIT_WORDS are read after checking they have next; start and end are word indices of the span.
    const term = terms[i]!;
    const [start, end] = spans[i]!;
    const id = term.ids[0]!;
    // One object per token, filled field by field: spreading objects here took a tenth of the coach's time.
    const token: ClaimToken = { ids: term.ids, also: term.also, key: term.ids.join(' '), start: offset + start, end: offset + end, clause, segment, kind: 'content' };
    const previous = into[into.length - 1];
    const afterChange = previous?.clause === clause && (previous.kind === 'direction' || previous.kind === 'number');
    if (term.ids.length === 1 && /^\d/.test(id)) {
      const unscaled = Number(id.replace(/,/g, ''));
      if (!Number.isFinite(unscaled)) continue;
      let scale = 1;
      let unit: Unit | undefined;
      let last = end;
      for (let k = i + 1; k < terms.length && k <= i + 2 && spans[k]![0] === last + 1; k += 1) {
        const next = terms[k]!.ids[0]!;
        if (terms[k]!.ids.length === 1 && SCALES[next] && scale === 1 && !unit) scale = SCALES[next]!;
        else if (terms[k]!.ids.length === 1 && UNIT_WORDS[next] && !unit) {
          if ((next === 'time' || next === 'x') && /^\d/.test(terms[k + 1]?.ids[0] ?? '')) break;
          unit = UNIT_WORDS[next][0];
          scale *= UNIT_WORDS[next][1];
        } else break;
        last = spans[k]![1];
        i = k;
      }
      const level = afterChange && (words[start - 1] === 'to' || words[start - 1] === 'from');
      const operand = FACTOR_OF.has(words[last + 1] ?? '') || (words[start - 1] === 'by' && FACTOR_OF.has(words[start - 2] ?? ''));
      token.end = offset + last;
      token.kind = 'number';
      token.number = { value: unscaled * scale, unscaled, unit };
      if (level) token.number.level = true;
      if (operand) token.operand = true;
      into.push(token);
      continue;
    }
    let classed = classify(term.ids, term.also);
    // "by more", "by less": the size of a change, not its direction.
    if (classed.kind === 'direction' && words[start - 1] === 'by') classed = { kind: 'content' };
    // "zero growth", "0% change": no change. `!`: a token of kind 'number' always carries its number.
    if (classed.kind === 'direction' && previous?.kind === 'number' && previous.clause === clause && previous.number!.value === 0 && token.start - previous.end === 1) {
      classed = { kind: 'direction', direction: 'unchanged' };
    }
    // "the growth rate" names a rate; it says nothing about a change.
    if (classed.kind === 'direction' && words[start] === 'growth' && /^rates?$/.test(words[end + 1] ?? '')) classed = { kind: 'content' };
    if (classed.kind === 'content' && UNCHANGED_AFTER_NOT.has(id)) {
      if (previous?.kind === 'negation' && previous.clause === clause && token.start - previous.end <= 2) {
        into[into.length - 1] = { ...previous, end: token.end, kind: 'direction', direction: 'unchanged' };
        continue;
      }
    }
    // `!`: start and end are word indices of the term's span.
    token.kind = classed.kind;
    if (classed.direction) token.direction = classed.direction;
    if (classed.sign) token.sign = classed.sign;
    if (classed.sign && INFIX.has(words[start]!)) token.infix = true;
    if (classed.kind === 'operator' && (words[end + 1] === 'from' || words[end + 1] === 'to')) token.postfix = true;
    if (classed.kind === 'operator' && words[end]!.endsWith('ed')) token.passive = true;
    if (classed.kind === 'content' && isTarget(words, start)) token.target = true;
    if (classed.kind === 'content' && COPULAS.has(words[end + 1] ?? '')) token.copula = true;
    into.push(token);
  }
}

/**
 * Splits a sentence into clauses (punctuation and linking words such as "because", "so", "but"),
 * each with its segment (the number of breaks other than a comma or a parenthesis before it) and
 * whether "if" or "when" opens it.
 */
function clausesOf(sentence: string): Array<{ text: string; segment: number; condition: boolean }> {
  const parts = sentence.replace(FILLER_COMMA, '$1 ').split(CLAUSE_BREAK);
  const clauses: Array<{ text: string; segment: number; condition: boolean }> = [];
  let segment = 0;
  let condition = false;
  parts.forEach((part, k) => {
    if (k % 2 === 1) {
      if (!/^[,()]$/.test(part.trim())) segment += 1;
      condition = /^(?:if|when)$/i.test(part.trim());
    } else if (/\p{L}|\d/u.test(part)) clauses.push({ text: part, segment, condition });
  });
  return clauses;
}

/** Reads one sentence (index `index` of the answer) into classed tokens. */
export function readSentence(text: string, index: number): ClaimSentence {
  const tokens: ClaimToken[] = [];
  clausesOf(text).forEach((clause, n) => {
    const from = tokens.length;
    readClause(clause.text, n, clause.segment, tokens);
    // `!`: k < tokens.length; every token has at least one id.
    if (clause.condition) for (let k = from; k < tokens.length; k += 1) tokens[k]!.condition = true;
  });
  const reported = tokens.some((t) => REPORTING.has(t.ids[0]!));
  return { index, text, tokens, reported, conditional: CONDITIONAL.test(text) };
}

/** Reads every sentence of `text` (sentences as core/coach/text splitSentences gives them). */
export function readSentences(text: string): ClaimSentence[] {
  return splitSentences(text).map((sentence, index) => readSentence(sentence, index));
}
