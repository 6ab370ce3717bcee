/**
 * Delivery score from speech metrics: filler words, speaking pace and long pauses. It never looks at
 * what was said, so filler-heavy speech lowers delivery, never the content score. Delivery can only
 * be judged on a timed answer of some length: an untimed (typed) answer or one under
 * DELIVERY_MIN_WORDS words earns at most the neutral DELIVERY_NEUTRAL.
 */
import type { SpeechMetrics } from '../contract/interview';

/** Delivery findings; `score` is out of 10, `fillerRate` is fillers per 100 words. */
export interface DeliveryAnalysis {
  score: number;
  fillerRate: number;
  /** True when a speaking time was known (a spoken answer), so pace was assessed. */
  timed: boolean;
  /** True when the answer was untimed or too short to judge delivery, so the score is capped at DELIVERY_NEUTRAL. */
  unjudged: boolean;
  notes: string[];
}

/** Comfortable interview pace, in words per minute. */
export const PACE_WPM = { min: 110, max: 170 } as const;
/** Fillers per 100 words that go unpenalised (everyone says "um" now and then). */
export const FILLER_ALLOWANCE_PER_100 = 2;
/** Fewest words (fillers included) from which delivery can be judged. */
export const DELIVERY_MIN_WORDS = 30;
/** Highest delivery score (out of 10) of an answer whose delivery cannot be judged: neutral. */
export const DELIVERY_NEUTRAL = 5;

/**
 * Scores delivery out of 10: minus 0.5 per filler per 100 words above the allowance (at most 6),
 * minus 1 per 10 words per minute outside PACE_WPM (at most 3), minus 0.75 per long pause beyond the
 * first (at most 2), then capped at DELIVERY_NEUTRAL when untimed or under DELIVERY_MIN_WORDS words.
 * An answer with no words scores 0.
 */
export function assessDelivery(metrics: SpeechMetrics): DeliveryAnalysis {
  const words = metrics.wordCount;
  if (words === 0) return { score: 0, fillerRate: 0, timed: false, unjudged: true, notes: ['No speech was recorded, so delivery could not be assessed.'] };
  const fillerRate = (100 * metrics.fillerWordCount) / words;
  const fillerPenalty = Math.min(6, Math.max(0, fillerRate - FILLER_ALLOWANCE_PER_100) * 0.5);
  const wpm = metrics.wordsPerMinute;
  let pacePenalty = 0;
  if (wpm !== null && wpm > 0) {
    if (wpm < PACE_WPM.min) pacePenalty = Math.min(3, (PACE_WPM.min - wpm) / 10);
    else if (wpm > PACE_WPM.max) pacePenalty = Math.min(3, (wpm - PACE_WPM.max) / 10);
  }
  const pauses = metrics.longPauses ?? 0;
  const pausePenalty = Math.min(2, Math.max(0, pauses - 1) * 0.75);
  const unjudged = wpm === null || words < DELIVERY_MIN_WORDS;
  const score = Math.max(0, Math.min(unjudged ? DELIVERY_NEUTRAL : 10, 10 - fillerPenalty - pacePenalty - pausePenalty));

  const notes: string[] = [];
  if (words < DELIVERY_MIN_WORDS) notes.push(`At ${words} words the answer is too short to judge delivery, so it gets a neutral mark at most.`);
  if (metrics.fillerWordCount === 0) notes.push(unjudged ? 'No filler words.' : 'No filler words: clean, confident delivery.');
  else {
    const top = Object.entries(metrics.fillerWords)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([word, count]) => `"${word}" ×${count}`)
      .join(', ');
    const rate = fillerRate.toFixed(1);
    notes.push(
      fillerPenalty > 0
        ? `${metrics.fillerWordCount} filler words (${rate} per 100 words: ${top}). Pause silently instead; a one-second pause sounds more confident than "um".`
        : `A few filler words (${top}), within a natural range.`,
    );
  }
  if (wpm === null) notes.push('Pace was not measured (typed answer or no timing), so delivery gets a neutral mark at most; aim for about 130 to 160 words per minute when speaking.');
  else if (wpm < PACE_WPM.min) notes.push(`Pace ${Math.round(wpm)} words per minute is slow: aim for about 130 to 160 so you sound fluent and fit the two-minute limit.`);
  else if (wpm > PACE_WPM.max) notes.push(`Pace ${Math.round(wpm)} words per minute is fast: slow to about 130 to 160 and let key numbers land.`);
  else notes.push(`Pace ${Math.round(wpm)} words per minute: comfortable and easy to follow.`);
  if (metrics.longPauses !== null) {
    if (pauses >= 2) notes.push(`${pauses} long pauses (2 seconds or more): structure the answer before you start so you do not stall mid-answer.`);
    else if (pauses === 1) notes.push('One long pause: fine, as long as it was to collect your thoughts between points.');
  }
  return { score: Math.round(score * 10) / 10, fillerRate: Math.round(fillerRate * 10) / 10, timed: wpm !== null, unjudged, notes };
}
