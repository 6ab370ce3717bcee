/**
 * Canonical terms: turns text into the stemmed, synonym-merged content terms the coach compares.
 * "Depreciation lowers taxable income" and "D&A reduces EBT" both become [~da, ~down, ~ebt].
 */
import { EXPANSIONS, SKIP_ID, SYNONYM_GROUPS } from './synonyms';
import { isStopWord, splitSentences, stem, tokenize } from './text';

/** One content term at one position: `ids` are what it says, `also` the broader ideas it implies. */
export interface Term {
  ids: readonly string[];
  also: readonly string[];
}

/** A sentence as positions of canonical terms (content positions: stop words are not counted). */
export interface AnalysedSentence {
  text: string;
  /** Canonical term → content positions (0-based) where it occurs, `also` terms included. */
  positions: Map<string, number[]>;
  /** Number of content terms in the sentence. */
  length: number;
}

/** Text analysed for matching: its sentences, every term it uses, and word statistics. */
export interface AnalysedText {
  sentences: AnalysedSentence[];
  /** Every canonical term of the text (`also` terms included). */
  terms: Set<string>;
  /** Word tokens, stop words included, fillers ("um", "like", "you know") excluded. */
  tokenCount: number;
  /** Word tokens that are stop words (fillers excluded). */
  stopCount: number;
  /** Filler tokens dropped before matching ("you know" counts 2). */
  fillerCount: number;
}

interface Phrase {
  words: string[];
  term: Term;
}

/** Phrase lookups: raw-word phrases by word, the others by first stem, longest phrases first. */
interface PhraseIndex {
  raw: Map<string, Phrase>;
  byStem: Map<string, Phrase[]>;
}

let phraseIndex: PhraseIndex | undefined;

/** Builds (once) the phrase lookups of the synonym table. */
function phrases(): PhraseIndex {
  if (phraseIndex) return phraseIndex;
  const raw = new Map<string, Phrase>();
  const byStem = new Map<string, Phrase[]>();
  for (const group of SYNONYM_GROUPS) {
    const term: Term = { ids: group.ids.split(' '), also: group.also ? group.also.split(' ') : [] };
    for (const text of group.phrases.split('|')) {
      if (text.startsWith('=')) {
        const word = text.slice(1);
        if (!raw.has(word)) raw.set(word, { words: [word], term });
        continue;
      }
      const words = tokenize(text).map(stem);
      if (words.length === 0) continue;
      const list = byStem.get(words[0]!) ?? [];
      list.push({ words, term });
      byStem.set(words[0]!, list);
    }
  }
  for (const list of byStem.values()) list.sort((a, b) => b.words.length - a.words.length);
  phraseIndex = { raw, byStem };
  return phraseIndex;
}

/** Words dropped before matching so a filler cannot split a phrase ("cost of, um, equity"). */
const FILLER_WORDS = new Set(['um', 'umm', 'ummm', 'uhm', 'uh', 'uhh', 'er', 'erm', 'hmm', 'hm', 'ah', 'like', 'basically', 'actually', 'literally']);
const FILLER_PAIRS = new Set(['you know', 'i mean', 'kind of', 'sort of']);
// `!`: split always yields a first element.
const FILLER_PAIR_STARTS = new Set([...FILLER_PAIRS].map((pair) => pair.split(' ')[0]!));
/** EXPANSIONS as word lists, own keys only ("constructor" is a word, not an expansion). */
const EXPANDED = new Map(Object.entries(EXPANSIONS).map(([abbreviation, words]) => [abbreviation, words.split(' ')]));

/** Expands abbreviations (EXPANDED) and drops fillers; returns the words and the fillers dropped. */
function prepare(tokens: string[]): { words: string[]; fillers: number } {
  const words: string[] = [];
  let fillers = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    // `!`: i < tokens.length; EXPANSIONS has word (Object.hasOwn).
    const word = tokens[i]!;
    if (FILLER_WORDS.has(word)) fillers += 1;
    else if (FILLER_PAIR_STARTS.has(word) && i + 1 < tokens.length && FILLER_PAIRS.has(`${word} ${tokens[i + 1]}`)) {
      fillers += 2;
      i += 1;
    } else {
      const expanded = EXPANDED.get(word);
      if (expanded) words.push(...expanded);
      else words.push(word);
    }
  }
  return { words, fillers };
}

/**
 * Canonical content terms of `text`, in order, plus the count of stop-word tokens skipped.
 * Multi-word phrases are merged into one term (longest match first); stop words are dropped.
 */
export function canonicalTerms(text: string): {
  terms: Term[];
  /** Word span of each term (same index as `terms`): first and last word index, fillers excluded. */
  spans: Array<[first: number, last: number]>;
  /** The words the spans index (fillers dropped, abbreviations expanded). */
  words: string[];
  tokenCount: number;
  stopCount: number;
  fillerCount: number;
} {
  const { words, fillers } = prepare(tokenize(text));
  const stems = words.map(stem);
  const index = phrases();
  const terms: Term[] = [];
  const spans: Array<[number, number]> = [];
  let stopCount = 0;
  for (let i = 0; i < words.length; ) {
    const phrase = findPhrase(index, words, stems, i);
    if (phrase) {
      if (phrase.term.ids[0] === SKIP_ID) stopCount += phrase.words.length;
      else {
        terms.push(phrase.term);
        spans.push([i, i + phrase.words.length - 1]);
      }
      i += phrase.words.length;
      continue;
    }
    // `!`: i < words.length, which stems shares.
    if (isStopWord(words[i]!)) stopCount += 1;
    else {
      terms.push({ ids: [stems[i]!], also: [] });
      spans.push([i, i]);
    }
    i += 1;
  }
  return { terms, spans, words, tokenCount: words.length, stopCount, fillerCount: fillers };
}

function findPhrase(index: PhraseIndex, words: string[], stems: string[], at: number): Phrase | undefined {
  // `!`: the caller passes at < words.length, which stems shares.
  const rawHit = index.raw.get(words[at]!);
  if (rawHit) return rawHit;
  for (const phrase of index.byStem.get(stems[at]!) ?? []) {
    if (at + phrase.words.length > stems.length) continue;
    // A stop word alone is never a term: "are" stems to "ar", which is not accounts receivable.
    if (phrase.words.length === 1 && isStopWord(words[at]!)) continue;
    if (phrase.words.every((word, k) => stems[at + k] === word)) return phrase;
  }
  return undefined;
}

/**
 * Canonical terms a cue requires, in order, repeats kept ("tax shield lowers taxes" →
 * [~tax, ~shield, ~down, ~tax]); `also` terms are not required.
 */
export function cueTerms(cue: string): string[] {
  return canonicalTerms(cue).terms.flatMap((term) => term.ids);
}

/** Every canonical term of `text` (with broader `also` terms), as a set. */
export function termSet(text: string): Set<string> {
  const set = new Set<string>();
  for (const term of canonicalTerms(text).terms) {
    for (const id of term.ids) set.add(id);
    for (const id of term.also) set.add(id);
  }
  return set;
}

/** Splits `text` into sentences and indexes each sentence's canonical terms by content position. */
export function analyseText(text: string): AnalysedText {
  const sentences: AnalysedSentence[] = [];
  const terms = new Set<string>();
  let tokenCount = 0;
  let stopCount = 0;
  let fillerCount = 0;
  for (const sentence of splitSentences(text)) {
    const canonical = canonicalTerms(sentence);
    tokenCount += canonical.tokenCount;
    stopCount += canonical.stopCount;
    fillerCount += canonical.fillerCount;
    const positions = new Map<string, number[]>();
    canonical.terms.forEach((term, position) => {
      for (const ids of [term.ids, term.also]) {
        for (const id of ids) {
          terms.add(id);
          const list = positions.get(id);
          if (list) {
            if (list[list.length - 1] !== position) list.push(position);
          } else positions.set(id, [position]);
        }
      }
    });
    sentences.push({ text: sentence, positions, length: canonical.terms.length });
  }
  return { sentences, terms, tokenCount, stopCount, fillerCount };
}
