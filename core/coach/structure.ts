/**
 * Structure of an answer: is it said in sentences (not a bare list of terms), does it answer the
 * question up front, is it signposted, is its length right for a two-minute spoken answer, and is it
 * free of the fillers and repetition that make an answer ramble. Judged on the raw transcript:
 * fillers count towards the length and cost structure.
 */
import type { AnalysedText } from './terms';
import { normaliseText } from './text';

/** Length band of an answer, in words excluding fillers. */
export type LengthBand = 'empty' | 'too-short' | 'short' | 'good' | 'long';

/** Structure findings; `score` is out of 10, ratios are 0 to 1. */
export interface StructureAnalysis {
  score: number;
  /** Words excluding fillers. */
  words: number;
  /** Filler words ("um", "like", "you know" counts 2) per 100 words of the raw transcript. */
  fillerRate: number;
  /** True when the answer keeps repeating the same terms (rambling). */
  repetitive: boolean;
  sentences: number;
  /** Share of word tokens that are function words (about 0.35 to 0.55 in spoken sentences). */
  functionWordRatio: number;
  /** True for a bare list of terms ("EBITDA, depreciation, tax shield") rather than sentences. */
  keywordList: boolean;
  /** True when the first sentence uses the question's or rubric's terms (answers up front). */
  direct: boolean;
  /** Distinct signposts used ("first", "because", "which means", "for example", ...). */
  signposts: number;
  lengthBand: LengthBand;
  /** True when punctuated sentences average over RUN_ON_WORDS words. */
  runOn: boolean;
  /** Feedback lines, each a complete sentence. */
  notes: string[];
}

/** Average words per punctuated sentence above which sentences count as run-on. */
export const RUN_ON_WORDS = 40;
/** Fillers per 100 words from which structure suffers; each one above costs 0.25 (at most 3). */
export const STRUCTURE_FILLER_ALLOWANCE_PER_100 = 3;
/** Below this share of distinct content terms (in answers of 80 or more), the answer circles back on itself. */
export const MIN_DISTINCT_TERM_SHARE = 0.4;

const SIGNPOSTS =
  /\b(first|firstly|second|secondly|third|thirdly|finally|lastly|next|then|because|therefore|which means|that means|this means|as a result|for example|for instance|overall|in short|in summary|to summarize|to summarise|to sum up|the reason|thats why|that is why|in other words|the key|step|two|three|four)\b/g;

/** Length band for a word count (fillers excluded): <25 too short, <60 short, ≤350 good, else long. */
export function lengthBand(words: number): LengthBand {
  if (words === 0) return 'empty';
  if (words < 25) return 'too-short';
  if (words < 60) return 'short';
  return words <= 350 ? 'good' : 'long';
}

const LENGTH_FACTOR: Record<LengthBand, number> = { empty: 0, 'too-short': 0.2, short: 0.6, good: 1, long: 0.7 };

function isListLike(text: string, functionWordRatio: number): boolean {
  const segments = text.split(/[,;\n\u2022]+/).map((s) => s.trim()).filter(Boolean);
  const sizes = segments.map((s) => s.split(/\s+/).length).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  return (segments.length >= 3 && median <= 3 && functionWordRatio < 0.25) || functionWordRatio < 0.12;
}

/** Share (0 to 1) of distinct terms among the content terms of `analysed`, and how many there are. */
function termVariety(analysed: AnalysedText): { share: number; total: number } {
  const seen = new Set<string>();
  let total = 0;
  for (const sentence of analysed.sentences) {
    const ordered: Array<[number, string]> = [];
    for (const [term, positions] of sentence.positions) for (const at of positions) ordered.push([at, term]);
    const firstAt = new Map<number, string>();
    for (const [at, term] of ordered) if (!firstAt.has(at)) firstAt.set(at, term);
    for (const term of firstAt.values()) {
      total += 1;
      seen.add(term);
    }
  }
  return { share: total ? seen.size / total : 1, total };
}

/**
 * Analyses the structure of `answer` (analysed into terms, fillers counted apart) against
 * `topicTerms`, the canonical terms of the question and its rubric. Length and filler rate are
 * taken on the raw transcript (fillers included). Never throws.
 */
export function analyseStructure(answer: string, analysed: AnalysedText, topicTerms: ReadonlySet<string>): StructureAnalysis {
  const words = analysed.tokenCount;
  const rawWords = words + analysed.fillerCount;
  const band = words === 0 ? 'empty' : lengthBand(rawWords);
  const fillerRate = rawWords ? (100 * analysed.fillerCount) / rawWords : 0;
  const fillerPenalty = Math.min(3, Math.max(0, fillerRate - STRUCTURE_FILLER_ALLOWANCE_PER_100) * 0.25);
  const variety = termVariety(analysed);
  const repetitive = variety.total >= 80 && variety.share < MIN_DISTINCT_TERM_SHARE;
  const ratio = words ? analysed.stopCount / words : 0;
  const keywordList = words >= 2 && isListLike(answer, ratio);
  const opening = analysed.sentences[0];
  let openingHits = 0;
  if (opening) {
    const seen = new Set<string>();
    for (const [term, positions] of opening.positions) {
      // `!`: every term of a sentence has at least one position.
      if (topicTerms.has(term) && positions[0]! < 30) seen.add(term);
    }
    openingHits = seen.size;
  }
  const direct = openingHits >= 2 || (openingHits === 1 && (opening?.length ?? 0) <= 12);
  const signposts = new Set(normaliseText(answer).match(SIGNPOSTS) ?? []).size;
  const punctuated = /[.!?]\s/.test(answer) || analysed.sentences.length > 1;
  const runOn = punctuated && words / Math.max(1, analysed.sentences.length) > RUN_ON_WORDS;

  const form = keywordList ? 0 : Math.min(1, Math.max(0, (ratio - 0.12) / 0.18));
  const raw = 0.35 * form + 0.25 * (direct ? 1 : 0) + 0.2 * Math.min(1, signposts / 3) + 0.2 * LENGTH_FACTOR[band];
  const score = band === 'empty' ? 0 : Math.max(0, Math.min(10, 10 * raw - (runOn ? 1 : 0) - fillerPenalty - (repetitive ? 1.5 : 0)));

  const notes: string[] = [];
  if (band === 'empty') notes.push('No answer was recorded, so there is no structure to assess.');
  else {
    if (keywordList) notes.push('You listed terms instead of explaining them: say each idea as a full sentence that links cause and effect.');
    else if (form < 0.6) notes.push('Several ideas came out as fragments: use complete sentences so the interviewer can follow your logic.');
    notes.push(
      direct
        ? 'You answered up front: your first sentence speaks to the question.'
        : 'Lead with the answer: your first sentence should address the question directly before the detail.',
    );
    if (signposts >= 3) notes.push('Good signposting: words like "first", "because" and "which means" made the logic easy to follow.');
    else notes.push('Signpost your answer ("there are three steps: first...", "because...", "which means...") so it is easy to follow.');
    if (band === 'too-short') notes.push(`At ${rawWords} words the answer is too brief: aim for roughly 100 to 250 words (about one to two minutes).`);
    else if (band === 'short') notes.push(`At ${rawWords} words the answer is on the short side: add the reasoning or an example behind each point.`);
    else if (band === 'long') notes.push(`At ${rawWords} words the answer runs long: cut to the key points and stay within two minutes.`);
    if (runOn) notes.push('Your sentences run long: break them up so each one carries a single idea.');
    if (fillerPenalty > 0) notes.push(`Fillers (${fillerRate.toFixed(1)} per 100 words) break up your sentences and hide the logic: plan the next point in a silent pause instead.`);
    if (repetitive) notes.push('The answer circles back over the same points: say each idea once, then move on.');
  }
  return {
    score: Math.round(score * 10) / 10,
    words,
    fillerRate: Math.round(fillerRate * 10) / 10,
    repetitive,
    sentences: analysed.sentences.length,
    functionWordRatio: Math.round(ratio * 100) / 100,
    keywordList,
    direct,
    signposts,
    lengthBand: band,
    runOn,
    notes,
  };
}
