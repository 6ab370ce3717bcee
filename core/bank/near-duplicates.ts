/**
 * Near-duplicate questions: two questions of the bank that ask the same thing in almost the same
 * words. Each phrasing (the question and its variants) is reduced to its set of stemmed content words
 * (stop words dropped, Porter stems via core/coach/text); two phrasings overlap by the Jaccard index
 * |A ∩ B| / |A ∪ B| of those sets. A pair of questions is a near-duplicate when any phrasing of one
 * overlaps any phrasing of the other by NEAR_DUPLICATE_OVERLAP or more, unless one is marked as a
 * variant of the other (`variantOf`), i.e. the bank states that they are one idea.
 */
import type { Question } from '../contract/question';
import { isStopWord, stem, tokenize } from '../coach/text';

/** Overlap (0 to 1) from which two phrasings count as the same question (the 0.7). */
export const NEAR_DUPLICATE_OVERLAP = 0.7;

/** One near-duplicate pair: the two ids, the phrasings that overlap most, and that overlap (0 to 1). */
export interface NearDuplicate {
  a: string;
  b: string;
  overlap: number;
  phrasingA: string;
  phrasingB: string;
}

/** Stemmed content words of `text` as a set, e.g. "What is EBITDA margin?" → {ebitda, margin}. */
export function stemmedWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of tokenize(text)) if (!isStopWord(word)) out.add(stem(word));
  return out;
}

/** Jaccard overlap of two word sets, 0 when both are empty. */
export function wordOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

type Phrased = Pick<Question, 'id' | 'question' | 'variants'> & { variantOf?: string | undefined };

/**
 * Every pair of questions in `bank` whose phrasings overlap by `threshold` or more and that are not
 * marked as variants of one idea, highest overlap first.
 */
export function findNearDuplicates(bank: readonly Phrased[], threshold = NEAR_DUPLICATE_OVERLAP): NearDuplicate[] {
  const phrasings = bank.map((q) => [q.question, ...q.variants].map((text) => ({ text, words: stemmedWords(text) })));
  const root = (q: Phrased) => q.variantOf ?? q.id;
  const out: NearDuplicate[] = [];
  // i and j stay below bank.length, which phrasings shares.
  for (let i = 0; i < bank.length; i += 1) {
    for (let j = i + 1; j < bank.length; j += 1) {
      if (root(bank[i]!) === root(bank[j]!)) continue;
      let best: NearDuplicate | undefined;
      for (const pa of phrasings[i]!) {
        for (const pb of phrasings[j]!) {
          const overlap = wordOverlap(pa.words, pb.words);
          if (overlap >= threshold && (!best || overlap > best.overlap)) {
            best = { a: bank[i]!.id, b: bank[j]!.id, overlap, phrasingA: pa.text, phrasingB: pb.text };
          }
        }
      }
      if (best) out.push(best);
    }
  }
  return out.sort((x, y) => y.overlap - x.overlap);
}
