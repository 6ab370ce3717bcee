/**
 * Text primitives of the offline coach: normalising, word tokens, sentence splitting, stop words and
 * a cached Porter stemmer. Pure functions with no Node-only dependency (they also run in the browser).
 */
import { stemmer } from 'stemmer';

/**
 * Function words ignored when matching ideas. Direction words (up, down, more, less, before, after),
 * negations (not, no) and question words (why, how) are deliberately NOT stop words: they carry meaning
 * in finance answers ("net income goes down", "does not affect cash").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor if of to in on at by for from with into onto as than that this these those ' +
    'because since there here it its itself i me my mine myself we us our ours you your yours he him his she her they ' +
    'them their theirs is am are was were be been being do does did doing done have has had having ' +
    'will would shall should can could may might must let lets im ive id ill youre youve youd weve were ' +
    'theyre theyve thats whats theres heres which who whom whose what when where while also just really ' +
    'very quite so too then some any each every all both such own same other another about against ' +
    'between through during within without via per one ones thing things something anything stuff way ' +
    'get gets got getting make makes made making go goes going went say says said saying tell think ' +
    'know see look mean um umm uh uhh er erm hmm ah oh like basically actually literally kind sort ' +
    'yeah yes okay ok well right sure mostly usually typically generally often always simply probably ' +
    'maybe perhaps etc e g ie eg s t'
  ).split(' '),
);

/** True when `word` (already lowercase, apostrophes removed) is a stop word. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

/** Porter stem of a lowercase word (`stemmer` package), memoised; numbers are returned unchanged. */
export function stem(word: string): string {
  let cached = stemCache.get(word);
  if (cached === undefined) {
    cached = /^\d/.test(word) ? word : stemmer(word);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(word, cached);
  }
  return cached;
}

/**
 * Lowercases and simplifies finance notation so it tokenises predictably: `D&A` → `da`, `PP&E` → `ppe`,
 * `P/E` → `pe`, `EV/EBITDA` → `ev ebitda`, `10%` → `10 percent`, hyphens split words, possessive 's
 * and other apostrophes are dropped (`don't` → `dont`).
 */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\b([a-z]{1,2})\s?&\s?([a-z]{1,2})\b/g, '$1$2')
    .replace(/&/g, ' and ')
    .replace(/\b([a-z])\/([a-z])\b/g, '$1$2')
    .replace(/%/g, ' percent ')
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/[-\u2010-\u2015/]/g, ' ');
}

const WORD_PATTERN = /[a-z]+|\d+(?:[.,]\d+)*/g;

const UNITS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const SMALL = new Map<string, number>([...UNITS.map((w, i) => [w, i] as const), ...TENS.map((w, i) => [w, 20 + 10 * i] as const)]);
const AFTER_LONE_ONE = new Set(['point', 'percent', 'hundred', 'thousand', 'million', 'billion', 'dollar', 'dollars', 'times', 'x']);

/** True when `small` (0 to 90) can follow `current` in one spoken number ("twenty" + "five", not "twenty" + "twenty"). */
function fits(current: number, small: number): boolean {
  const below100 = current % 100;
  if (small >= 10) return below100 === 0;
  return below100 % 10 === 0 && !(below100 >= 10 && below100 < 20);
}

/**
 * Spoken numbers to digits, as speech recognition often writes them: "seven point five" → "7.5",
 * "twenty five" → "25", "two and a half" → "2.5", "one hundred and ten" → "110". A lone "one" stays a
 * word unless a unit follows ("one percent", "one point five").
 */
export function spokenNumbers(tokens: string[]): string[] {
  const out: string[] = [];
  // `!`: i and j stay below tokens.length; SMALL.get follows SMALL.has of the same token.
  for (let i = 0; i < tokens.length; ) {
    const first = tokens[i]!;
    if (!SMALL.has(first) || (first === 'one' && !AFTER_LONE_ONE.has(tokens[i + 1] ?? '') && !SMALL.has(tokens[i + 1] ?? ''))) {
      out.push(first);
      i += 1;
      continue;
    }
    let total = 0;
    let current = 0;
    let j = i;
    for (; j < tokens.length; j += 1) {
      const word = tokens[j]!;
      const small = SMALL.get(word);
      if (small !== undefined && fits(current, small)) current += small;
      else if (word === 'hundred') current = (current || 1) * 100;
      else if (word === 'thousand') {
        total += (current || 1) * 1000;
        current = 0;
      } else if (word === 'and' && tokens[j - 1] === 'hundred' && SMALL.has(tokens[j + 1] ?? '')) continue;
      else break;
    }
    let value = String(total + current);
    if (tokens[j] === 'point' && SMALL.has(tokens[j + 1] ?? '') && SMALL.get(tokens[j + 1]!)! < 10) {
      let decimals = '';
      for (j += 1; SMALL.has(tokens[j] ?? '') && SMALL.get(tokens[j]!)! < 10; j += 1) decimals += String(SMALL.get(tokens[j]!));
      value = `${value}.${decimals}`;
    } else if (tokens[j] === 'and' && tokens[j + 1] === 'a' && tokens[j + 2] === 'half') {
      value = String(total + current + 0.5);
      j += 3;
    }
    out.push(value);
    i = j;
  }
  return out;
}

/**
 * Lowercase word tokens of `text` (letters, or numbers such as `10.5`), after normaliseText, with
 * spoken numbers turned into digits (spokenNumbers).
 */
export function tokenize(text: string): string[] {
  const tokens = normaliseText(text).match(WORD_PATTERN) ?? [];
  return tokens.some((token) => SMALL.has(token)) ? spokenNumbers(tokens) : tokens;
}

/** Number of words a reader would count in `text` (whitespace-separated tokens holding a letter or digit). */
export function countWords(text: string): number {
  let count = 0;
  for (const piece of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(piece)) count += 1;
  return count;
}

const ABBREVIATIONS = new Set(['e.g', 'i.e', 'vs', 'etc', 'mr', 'ms', 'mrs', 'dr', 'inc', 'co', 'corp', 'approx', 'u.s', 'st']);

/**
 * Splits `text` into sentences: at `.`, `!` or `?` followed by a space (not after an abbreviation such
 * as "e.g." or inside a number such as "1.5"), at semicolons, and at line breaks (markdown lines,
 * bullets). Returns trimmed, non-empty sentences; an unpunctuated transcript is one sentence.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const rawLine of text.split(/\r?\n+/)) {
    const line = rawLine.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '');
    let start = 0;
    const pattern = /([.!?]+|;)(?=\s|$)/g;
    for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
      const before = line.slice(start, match.index);
      const lastWord = before.trim().split(/\s+/).pop()?.toLowerCase() ?? '';
      if (match[1] === '.' && ABBREVIATIONS.has(lastWord.replace(/\.$/, ''))) continue;
      pushSentence(sentences, line.slice(start, match.index + match[0].length));
      start = match.index + match[0].length;
    }
    pushSentence(sentences, line.slice(start));
  }
  return sentences;
}

function pushSentence(sentences: string[], raw: string): void {
  const cleaned = raw.trim();
  if (/\p{L}/u.test(cleaned)) sentences.push(cleaned);
}

/** Removes simple markdown emphasis and heading marks (`**bold**`, `*it*`, `# `) from `text`. */
export function stripMarkdown(text: string): string {
  return text.replace(/\*\*|__|(?<!\w)[*_](?!\s)|(?<!\s)[*_](?!\w)/g, '').replace(/^#{1,6}\s+/gm, '');
}

/**
 * The first `count` sentences of `text`, joined with a space: markdown stripped, and a bold lead-in
 * heading at the start of a paragraph ("**Step one.** ...") dropped.
 */
export function firstSentences(text: string, count: number): string {
  const withoutLeadIns = text.replace(/^\s*(?:[-*+]\s+|\d+[.)]\s+)?\*\*[^*\n]{1,60}[.]\*\*\s*/gm, '');
  return splitSentences(stripMarkdown(withoutLeadIns)).slice(0, count).join(' ');
}
