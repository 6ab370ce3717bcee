/**
 * What a tutor message asks for, read from its wording alone (no model): explain a topic, quiz me on
 * a topic, compare two concepts, how to structure or time an answer, or a follow-up on the topic
 * already under discussion ("explain that more simply", "why?", "another one"). Each intent comes
 * with the message's topic text, its framing removed ("Quiz me on LBOs" → "LBOs"), so retrieval
 * sees only what the message is about.
 */

/** What a message asks the tutor to do. */
export type TutorIntentKind = 'explain' | 'simpler' | 'why' | 'quiz' | 'compare' | 'structure';

/** A message's intent, its topic text (framing removed; may be empty) and, to compare, the two sides. */
export interface TutorIntent {
  kind: TutorIntentKind;
  topic: string;
  sides?: [string, string];
  /** Speaking time the message names, in seconds ("in under two minutes" → 120), if any. */
  seconds?: number;
}

const QUIZ =
  /\b(?:quiz|test|drill|grill) me\b|\bask me (?:a |an |some |another |one |more )?(?:\w+ )?(?:question|questions)\b|\b(?:give|send) me (?:a|another|one more) (?:\w+ )?question\b|\bpractice question\b|^(?:ok(?:ay)?,? |great,? |thanks,? )?(?:another|next|one more)(?: one| question)?(?: please)?[.!?]*$/i;
const COMPARE = /\bcompare\b|\bcomparison\b|\b(?:vs\.?|versus)\b|\bdifference between\b|\bdiffer(?:ent)? from\b|\bhow (?:do|does|is|are) .+ differ/i;
const STRUCTURE =
  /\b(?:structure|organi[sz]e|outline|frame(?:work)?|timing|time (?:my|an|the|your)|how long|how many words|too long|too short)\b|\b(?:in|within|under) (?:under |less than |about )?(?:a|an|one|two|three|four|five|\d+) ?(?:minutes?|mins?|seconds?|secs?)\b/i;
const SIMPLER = /\b(?:simpler|simply|more simple|plain english|plain terms|simple terms|eli5|like i'?m (?:five|5)|more basic|dumb(?:ed)? (?:it )?down|easier|layman'?s)\b/i;
const WHY = /^(?:(?:but|and|ok(?:ay)?|so),? )?why(?: (?:is|does|do|would|should) (?:that|it|this)(?: \w+)?| so| not)?\s*[?!.]*$|\bwhy is that\b|\bwhy does (?:that|it|this)\b/i;

/** Framing phrases removed from the topic text, after the intent is known. */
const FRAMING = [
  /\b(?:quiz|test|drill|grill) me(?: on| about| with)?\b/gi,
  /\bask me (?:a |an |some |another |one |more )?(?:\w+ )?(?:question|questions)(?: on| about)?\b/gi,
  /\b(?:give|send) me (?:a|another|one more) (?:\w+ )?question(?: on| about)?\b/gi,
  /\bpractice questions?(?: on| about)?\b/gi,
  /\b(?:can|could|would) you\b|\bplease\b|\bhelp me\b|\bi (?:want|need|would like|'d like) to\b|\bi don'?t (?:understand|get)\b/gi,
  /\b(?:explain|describe|tell me about|teach me|walk me through|talk me through|take me through|run me through|go over|what is|what are|what's|whats)\b/gi,
  /\b(?:that|it|this) (?:again )?(?:more )?(?:simply|simpler)\b|\bmore simply\b|\bin (?:plain english|simple terms|plain terms)\b|\blike i'?m (?:five|5)\b/gi,
  /\bhow (?:do|should|would|can) i (?:structure|organi[sz]e|answer|time|walk through|approach|present|frame|deliver|tackle|handle)(?: my answer to| an answer to| the question| a question on| answers? (?:on|about|to))?\b/gi,
  /\b(?:structure|outline|timing|framework)(?: of| for)?(?: my| an| the)? ?(?:answer|answers)?(?: to| on| about| for)?\b/gi,
  /\b(?:in|within|under) (?:under |less than |about )?(?:a|an|one|two|three|four|five|\d+) ?(?:minutes?|mins?|seconds?|secs?)\b/gi,
  /\bhow long should (?:my|an|the|a) answer (?:be )?(?:to|on|about|for)?|\bhow long\b|\bhow many words\b/gi,
  /\b(?:my |an |the |a )?answers?\b/gi,
];

const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** The speaking time a message names ("in under two minutes" → 120, "90 seconds" → 90), in seconds, if any. */
export function namedSeconds(message: string): number | undefined {
  const match = /\b(a|an|one|two|three|four|five|\d+(?:\.\d+)?) ?(minutes?|mins?|seconds?|secs?)\b/i.exec(message);
  if (!match) return undefined;
  // `!`: both groups always take part in the match.
  const amount = NUMBER_WORDS[match[1]!.toLowerCase()] ?? Number(match[1]);
  return /^m/i.test(match[2]!) ? amount * 60 : amount;
}

/** `text` with the FRAMING phrases removed and spaces tidied. */
function topicText(text: string): string {
  let topic = text;
  for (const pattern of FRAMING) topic = topic.replace(pattern, ' ');
  return topic.replace(/\s+/g, ' ').replace(/^[\s,.:;?!-]+|[\s,.:;?!-]+$/g, '').trim();
}

/** The two sides of a comparison ("X vs Y", "difference between X and Y", "compare X with Y"), if found. */
function comparedSides(text: string): [string, string] | undefined {
  const between = /\b(?:difference|differences|differ|distinction)s? between (.+?) and (.+?)[?.!]*$/i.exec(text);
  const compare = /\bcompare (.+?) (?:and|with|to|vs\.?|versus) (.+?)[?.!]*$/i.exec(text);
  const versus = /(?:^|\b(?:is|are|of|explain|about)\s)(.+?)\s+(?:vs\.?|versus)\s+(.+?)[?.!]*$/i.exec(text) ?? /^(.+?)\s+(?:vs\.?|versus)\s+(.+?)[?.!]*$/i.exec(text);
  const differ = /\bhow (?:do|does|is|are) (.+?) (?:and|from) (.+?) differ/i.exec(text) ?? /\bhow (?:is|are|does|do) (.+?) differ(?:ent)? from (.+?)[?.!]*$/i.exec(text);
  const found = between ?? compare ?? differ ?? versus;
  if (!found) return undefined;
  // `!`: each pattern has two groups that always take part.
  const sides = [topicText(found[1]!), topicText(found[2]!)] as [string, string];
  return sides.every((side) => side.length > 0) ? sides : undefined;
}

/**
 * The intent of one user `message` (see the file comment). Order of precedence: quiz, compare,
 * structure or timing, simpler, why, else explain. Never throws.
 */
export function detectIntent(message: string): TutorIntent {
  const text = message.trim();
  const seconds = namedSeconds(text);
  const withSeconds = (intent: TutorIntent): TutorIntent => (seconds === undefined ? intent : { ...intent, seconds });
  if (QUIZ.test(text)) return { kind: 'quiz', topic: topicText(text).replace(/^(?:another|next|one more)(?: one| question)?$/i, '') };
  if (COMPARE.test(text)) {
    const sides = comparedSides(text);
    if (sides) return { kind: 'compare', topic: topicText(text), sides };
  }
  if (STRUCTURE.test(text)) return withSeconds({ kind: 'structure', topic: topicText(text) });
  if (SIMPLER.test(text)) return { kind: 'simpler', topic: topicText(text) };
  if (WHY.test(text)) return { kind: 'why', topic: '' };
  return { kind: 'explain', topic: topicText(text) };
}
