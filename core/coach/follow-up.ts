/**
 * The interviewer's follow-up question (beyond the spec): when an answer misses a key point, a real
 * interviewer often asks one follow-up before moving on. The offline coach builds it from the first
 * missed key point's first cue (the phrase a candidate would use), without giving the point away.
 */
import type { Assessment } from './assess';

/**
 * One follow-up question for `a`, or undefined when there is nothing to probe: an empty or
 * off-topic answer, a question without a rubric, or every key point covered.
 */
export function followUpQuestion(a: Assessment): string | undefined {
  if (a.empty || !a.question || a.relevance.offTopic || a.missed.length === 0) return undefined;
  const missed = a.missed[0]!;
  const cue = a.question.keyPoints.find((k) => k.point === missed.point)?.cues[0];
  if (!cue) return undefined;
  return `Before we move on: you did not mention "${cue}". How does that fit into your answer?`;
}
