/**
 * Speech metrics of a transcription: word count, speaking time, words per minute, filler words and
 * long pauses. Filler detection reads context, so "like" in "I would like to" or "companies like
 * Apple" and "kind of" in "what kind of company" are not counted.
 */
import { LONG_PAUSE_SECONDS } from '../contract/constants';
import type { SpeechMetrics, WordTiming } from '../contract/interview';
import { countWords } from './text';

/** Options of computeSpeechMetrics: audio length in seconds and/or per-word timings in seconds. */
export interface SpeechMetricsOptions {
  durationSeconds?: number;
  words?: readonly WordTiming[];
}

/** Single-word fillers, keyed by spelling, valued by the name they are counted under. */
const SINGLE_FILLERS: Readonly<Record<string, string>> = {
  um: 'um', umm: 'um', ummm: 'um', uhm: 'um', uh: 'uh', uhh: 'uh', uhhh: 'uh', er: 'er', erm: 'er',
  hmm: 'hmm', hm: 'hmm', hmmm: 'hmm', basically: 'basically', actually: 'actually', literally: 'literally',
};

const LIKE_VERB_BEFORE = new Set(
  'i you we they he she would wed id youd theyd hed to do does did dont doesnt didnt really also might could should will wont not who people still'.split(' '),
);
const LIKE_PREPOSITION_BEFORE = new Set('something anything nothing everything stuff much more exactly feel felt look looked sound seem'.split(' '));
const LIKE_FILLER_BEFORE = new Set('um uh er and but so was is its were are just then yeah oh well basically actually'.split(' '));
const LIKE_FILLER_AFTER = new Set('i you we they he she it its um uh er so basically there'.split(' '));
const NOT_PLURAL = new Set('is was has its this thus as does yes us'.split(' '));
const YOU_KNOW_QUESTION_BEFORE = new Set('do did dont didnt does doesnt if would could as should will might let'.split(' '));
const YOU_KNOW_CLAUSE_AFTER = new Set('how that whether why where when which about what'.split(' '));
const I_MEAN_NOT_BEFORE = new Set('what which that do did'.split(' '));
const I_MEAN_NOT_AFTER = new Set('it to that by is'.split(' '));
const KIND_OF_NOUN_BEFORE = new Set(
  'what this that the a any some which every same one other these those each no different right wrong certain particular our my your their'.split(' '),
);

type Token = string | null; // a word, or null for punctuation / start / end

/** Word tokens of `text` (lowercase, apostrophes removed) with null marking punctuation. */
function speechTokens(text: string): Token[] {
  const raw = text.toLowerCase().replace(/[\u2018\u2019']/g, '').match(/[a-z0-9]+|[,.;:!?\u2026\u2014\u2013]/g) ?? [];
  return raw.map((token) => (/^[a-z0-9]/.test(token) ? token : null));
}

function isLikeFiller(before: Token, after: Token): boolean {
  if (before && (LIKE_VERB_BEFORE.has(before) || LIKE_PREPOSITION_BEFORE.has(before))) return false;
  if (before && before.length > 3 && before.endsWith('s') && !NOT_PLURAL.has(before)) return false;
  if (after === null) return true;
  if (before === null) return LIKE_FILLER_AFTER.has(after);
  return LIKE_FILLER_BEFORE.has(before) || LIKE_FILLER_AFTER.has(after);
}

/**
 * Counts filler words in `text`. Returns the total and a map from filler ("um", "like", "you know",
 * "sort of", "kind of", "i mean", "basically", "actually", ...) to its count; absent fillers are omitted.
 */
export function countFillers(text: string): { total: number; fillers: Record<string, number> } {
  const tokens = speechTokens(text);
  const fillers: Record<string, number> = {};
  let total = 0;
  const add = (name: string) => {
    fillers[name] = (fillers[name] ?? 0) + 1;
    total += 1;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const word = tokens[i];
    if (!word) continue;
    const before = tokens[i - 1] ?? null;
    const next = tokens[i + 1] ?? null;
    const after = tokens[i + 2] ?? null;
    const single = SINGLE_FILLERS[word];
    if (single) add(single);
    else if (word === 'like' && isLikeFiller(before, next)) add('like');
    else if (word === 'you' && next === 'know' && !(before && YOU_KNOW_QUESTION_BEFORE.has(before)) && !(after && YOU_KNOW_CLAUSE_AFTER.has(after))) {
      add('you know');
      i += 1;
    } else if (word === 'i' && next === 'mean' && !(before && I_MEAN_NOT_BEFORE.has(before)) && !(after && I_MEAN_NOT_AFTER.has(after))) {
      add('i mean');
      i += 1;
    } else if ((word === 'kind' || word === 'sort') && next === 'of' && !(before && KIND_OF_NOUN_BEFORE.has(before))) {
      add(`${word} of`);
      i += 1;
    }
  }
  return { total, fillers };
}

/**
 * Counts silences of at least LONG_PAUSE_SECONDS (2 s) between consecutive words (gap from one word's
 * `end` to the next word's `start`, in seconds). Returns null when there are no timings.
 */
export function countLongPauses(words: readonly WordTiming[] | undefined): number | null {
  if (!words || words.length === 0) return null;
  let pauses = 0;
  // `!`: 1 <= i < words.length.
  for (let i = 1; i < words.length; i += 1) {
    if (words[i]!.start - words[i - 1]!.end >= LONG_PAUSE_SECONDS) pauses += 1;
  }
  return pauses;
}

/**
 * Delivery figures of a transcription.
 * - `wordCount`: words in `text` (or the number of timed words when `text` is empty).
 * - `durationSeconds`: `options.durationSeconds` when given, else the span of the word timings
 *   (last end minus first start), else null (a typed answer).
 * - `wordsPerMinute`: wordCount per minute of duration, one decimal; null without a duration.
 * - `fillerWordCount` / `fillerWords`: see countFillers.
 * - `longPauses`: see countLongPauses (null without word timings).
 * Never throws; negative or non-finite durations are treated as unknown.
 */
export function computeSpeechMetrics(text: string, options: SpeechMetricsOptions = {}): SpeechMetrics {
  const words = options.words;
  const textWords = countWords(text);
  const wordCount = textWords === 0 && words ? words.length : textWords;
  let duration: number | null = null;
  if (options.durationSeconds !== undefined && Number.isFinite(options.durationSeconds) && options.durationSeconds > 0) {
    duration = options.durationSeconds;
  } else if (words && words.length > 0) {
    const span = Math.max(...words.map((w) => w.end)) - Math.min(...words.map((w) => w.start));
    duration = span > 0 ? span : null;
  }
  const spoken = textWords === 0 && words ? words.map((w) => w.word).join(' ') : text;
  const { total, fillers } = countFillers(spoken);
  return {
    wordCount,
    durationSeconds: duration === null ? null : Math.round(duration * 100) / 100,
    wordsPerMinute: duration === null ? null : Math.round((wordCount / (duration / 60)) * 10) / 10,
    fillerWordCount: total,
    fillerWords: fillers,
    longPauses: countLongPauses(words),
  };
}
