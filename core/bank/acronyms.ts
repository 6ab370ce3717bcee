/**
 * Acronyms learnt from the bank's own wording, for question resolution: "QE" finds "quantitative
 * easing" and "NOI" "net operating income" when the bank spells the phrase out but the asked
 * question abbreviates it. An acronym is the initials of 2 to 4 consecutive content words of a bank
 * text; when several phrases share initials, the most frequent one wins.
 */
import { isStopWord, tokenize } from '../coach/text';

/** Acronym (lowercase, e.g. "qe") → the phrase it stands for ("quantitative easing"). */
export type AcronymMap = ReadonlyMap<string, string>;

const MIN_WORDS = 2;
const MAX_WORDS = 4;

/** Learns acronyms from `texts` (question and variant wording). Numbers never form an acronym. */
export function learnAcronyms(texts: Iterable<string>): AcronymMap {
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    const words = tokenize(text);
    for (let start = 0; start < words.length; start += 1) {
      for (let n = MIN_WORDS; n <= MAX_WORDS && start + n <= words.length; n += 1) {
        const run = words.slice(start, start + n);
        if (run.some((word) => isStopWord(word) || !/^[a-z]/.test(word))) break;
        const acronym = run.map((word) => word[0]).join('');
        const phrases = counts.get(acronym) ?? new Map<string, number>();
        const phrase = run.join(' ');
        phrases.set(phrase, (phrases.get(phrase) ?? 0) + 1);
        counts.set(acronym, phrases);
      }
    }
  }
  const out = new Map<string, string>();
  // Each acronym in counts has at least one phrase.
  for (const [acronym, phrases] of counts) out.set(acronym, [...phrases].sort((a, b) => b[1] - a[1])[0]![0]);
  return out;
}

/**
 * `text` with each capitalised abbreviation of 2 to 5 letters (optionally plural: "CROs") that
 * `isKnown` rejects replaced by its phrase from `acronyms` ("How is QT different from QE?" →
 * "How is quantitative tightening different from quantitative easing?"). Known terms (EV, WACC)
 * and unknown acronyms are left as they are.
 */
export function expandAcronyms(text: string, acronyms: AcronymMap, isKnown: (word: string) => boolean): string {
  return text.replace(/\b([A-Z]{2,5})s?\b/g, (whole, letters: string) => {
    const word = letters.toLowerCase();
    if (isKnown(word)) return whole;
    return acronyms.get(word) ?? whole;
  });
}
