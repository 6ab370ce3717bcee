/**
 * Structure of an answer: is it said in sentences (not a bare list of terms), does it answer the
 * question up front, is it signposted, and is its length right for a two-minute spoken answer.
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

/**
 * Analyses the structure of `answer` (already analysed into terms, fillers excluded, so fillers do not
 * change the structure score) against `topicTerms`, the canonical terms of the question and its
 * rubric. Never throws.
 */
export function analyseStructure(answer: string, analysed: AnalysedText, topicTerms: ReadonlySet<string>): StructureAnalysis {
  const words = analysed.tokenCount;
  const band = lengthBand(words);
  const ratio = words ? analysed.stopCount / words : 0;
  const keywordList = words >= 2 && isListLike(answer, ratio);
  const opening = analysed.sentences[0];
  let openingHits = 0;
  if (opening) {
    const seen = new Set<string>();
    for (const [term, positions] of opening.positions) {
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
  const score = band === 'empty' ? 0 : Math.max(0, Math.min(10, 10 * raw - (runOn ? 1 : 0)));

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
    if (band === 'too-short') notes.push(`At ${words} words the answer is too brief: aim for roughly 100 to 250 words (about one to two minutes).`);
    else if (band === 'short') notes.push(`At ${words} words the answer is on the short side: add the reasoning or an example behind each point.`);
    else if (band === 'long') notes.push(`At ${words} words the answer runs long: cut to the key points and stay within two minutes.`);
    if (runOn) notes.push('Your sentences run long: break them up so each one carries a single idea.');
  }
  return {
    score: Math.round(score * 10) / 10,
    words,
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
