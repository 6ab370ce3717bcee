/**
 * The behavioral (fit) rubric: what interviewers listen for beyond the key points' wording.
 * - A story question ("Tell me about a time...", "What is your greatest weakness?") wants STAR:
 *   situation, task, action and result, told in the first person, with specifics (numbers, names,
 *   time frames) and a reflection on what was learned.
 * - A resume walk ("Walk me through your resume", subcategory "Your Story") wants a chronology, the
 *   motivation behind each step and a close that links the story to the role.
 * - Any other fit question (why banking, why us, goals) wants reasons, owned and specific, tied to
 *   the role or the firm.
 * Clichés ("I'm a perfectionist", "I work too hard", "I care too much") cost points in every kind.
 * Pattern-based and deterministic: it reads the answer's form, not its truth.
 */
import type { Question } from '../contract/question';
import { splitSentences } from './text';

/** Which shape of answer a fit question wants. */
export type BehavioralKind = 'story' | 'resume' | 'reasons';

/** One rubric check: its name as shown to the candidate, whether the answer meets it, and its weight. */
export interface BehavioralCheck {
  name: string;
  met: boolean;
  weight: number;
  /** What to do when the check is not met, as one sentence. */
  advice: string;
}

/** Findings of the behavioral rubric; `share` is 0 to 1 (checks met by weight, minus clichés). */
export interface BehavioralAnalysis {
  kind: BehavioralKind;
  checks: BehavioralCheck[];
  /** Clichés found, as the candidate said them (lowercase). */
  cliches: string[];
  share: number;
  /** Feedback lines, each a complete sentence. */
  notes: string[];
}

/** Words (fillers included) a story or resume walk needs before its checks count in full; fewer scale them down. */
export const FULL_STORY_WORDS = 45;
/** Weight of the rubric in a story's or resume walk's substance; the key points take the rest. */
export const STORY_RUBRIC_WEIGHT = 0.75;
/** Share (0 to 1) of the behavioral score each cliché costs, and the most all clichés cost together. */
export const CLICHE_COST = 0.2;
export const CLICHE_COST_MAX = 0.5;

const CLICHES: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:i am|im|i'm|i'?m a bit of|i can be) (?:a |an )?(?:bit of a |little bit of a )?perfectionist\b|\bperfectionis[tm]\b/, 'perfectionist'],
  [/\bwork(?:ing)? too (?:hard|much)\b|\btoo hard ?working\b/, 'I work too hard'],
  [/\bcare too much\b/, 'I care too much'],
  [/\btoo (?:detail[- ]oriented|dedicated|committed|passionate|driven)\b/, 'too dedicated / detail-oriented'],
  [/\bi (?:just )?(?:can'?t|cannot) say no\b/, "I can't say no"],
  [/\b(?:i'?m|i am) a people person\b/, "I'm a people person"],
  [/\bthink(?:ing)? outside the box\b/, 'think outside the box'],
  [/\b(?:i'?m|i am) (?:a )?(?:hard worker|team player)\b/, "I'm a hard worker / team player"],
  [/\bgive (?:it )?(?:a hundred|one hundred|110|100) (?:and ten )?(?:percent|%)\b/, '110 percent'],
  [/\b(?:i )?(?:don'?t|do not) (?:really )?have (?:any |a )?weakness(?:es)?\b/, 'no weaknesses'],
];

const TIME_FRAME =
  /\b(?:last|this|next|that|previous) (?:year|summer|semester|term|spring|fall|autumn|winter|month|week|quarter)\b|\b(?:(?:in|during|by|over|within|after|for) (?:a|an|the first|the last) |\d+ |(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|several) )(?:days?|weeks?|months?|years?|hours?|semesters?|quarters?)\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(?:19|20)\d\d\b|\b(?:freshman|sophomore|junior|senior) year\b/g;
const NUMBER = /\b\d+(?:[.,]\d+)?\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|half)\b/g;

const SITUATION =
  /\b(?:when i was|while i was|at the time|during my|in my (?:first|second|third|last|junior|senior|sophomore|freshman)|last (?:year|summer|semester|term)|\bmy (?:\w+ )?(?:internship|job|role|club|team|school|university|firm|company|class|project|fund|society)|i was (?:working|interning|studying|leading|part of|on)|i (?:joined|worked|interned))\b/;
const TASK =
  /\b(?:my (?:role|job|task|responsibility|goal|aim|assignment) was|i (?:was|had been) (?:responsible|asked|tasked|in charge|given)|i (?:needed|had) to|the (?:goal|task|challenge|problem|deadline) was|we (?:needed|had) to|i was supposed to|i set out to)\b/;
const ACTION =
  /\bi (?:(?:\w+ly|first|then|also|just|finally|quickly|immediately|personally) )?(?:\w+ed|built|made|took|set|wrote|led|ran|spoke|began|started|sought|brought|broke|split|went|sat|met|called|chose|drew|kept|taught|gave|put|found|rebuilt|redid|rewrote|laid|held|got|now)\b/g;
const RESULT =
  /\b(?:as a result|in the end|ultimately|the result|the outcome|which meant|that meant|which led|it led to|we (?:finished|delivered|won|raised|closed|hit|met|submitted|launched|grew)|(?:reduced|increased|cut|saved|improved|grew|raised|doubled|halved) (?:\w+ )?(?:by|to|from)|on time|ahead of schedule|got (?:an|a) (?:offer|award|a)|finished (?:first|second|top))\b/;
const REFLECTION =
  /\b(?:i (?:learned|learnt|realized|realised|now|still|always now|have since|since|have (?:already |since )?improved)|taught me|lessons?|takeaway|since then|going forward|next time|looking back|in hindsight|if i did it again|i would now|what i (?:learned|took away)|i've (?:learned|since|started|been working)|i have (?:learned|been working|started))\b/;

const CHRONOLOGY =
  /\b(?:first|then|after that|afterwards|next|later|since then|before that|now|currently|today|at the moment|freshman|sophomore|junior|senior|(?:last|this|next) (?:summer|year|semester)|(?:19|20)\d\d|growing up|in high school|at (?:university|college|school)|after graduating|that summer|the following)\b/g;
const MOTIVE =
  /\b(?:because|which is why|that'?s why|so i (?:decided|chose|applied|joined|started|moved)|that made me|sparked|led me to|drew me|i wanted to|i realized|i realised|i became interested|got me interested|interested in|i decided|motivated me|pushed me|the reason)\b/g;
const ROLE_LINK =
  /\b(?:this role|this position|this job|the analyst (?:role|position|program)|the (?:summer )?analyst|investment banking|banking|your (?:firm|bank|group|team)|this (?:firm|bank|group|team)|next step|brings me (?:here|to)|why i'?m here|here today|why i(?:'m| am) (?:applying|interviewing))\b/;
const OPENING = /\b(?:i'?m|i am|currently|studying|study|major|graduated|graduating|senior|junior|work as|working as)\b/;
const REASON = /\b(?:because|first|second|third|another reason|also|the reason|what draws me|what appeals|i want|i'd like|which is why|that'?s why)\b/g;

const STORY_SUBCATEGORIES = new Set([
  'Strengths & Weaknesses', 'Leadership', 'Resilience', 'Teamwork', 'Attention to Detail', 'Ethics',
  'Feedback', 'Persuasion', 'Accomplishment', 'Initiative', 'Time Management',
]);
const STORY_WORDING = /\b(?:a time|an example|weakness|failed|failure|setback|mistake|proud|accomplishment|achievement|overcome|challenge)\b/i;

/** The kind of answer `question` (a Behavioral bank question) wants. */
export function behavioralKind(question: Question): BehavioralKind {
  if (question.subcategory === 'Your Story') return 'resume';
  if (STORY_SUBCATEGORIES.has(question.subcategory ?? '') || STORY_WORDING.test(question.question)) return 'story';
  return 'reasons';
}

const count = (text: string, pattern: RegExp) => new Set(text.match(pattern) ?? []).size;

/** First-person ownership: "I" at least 3 times and at least 40% of "I" and "we" together. */
function ownsIt(text: string): boolean {
  const i = (text.match(/\b(?:i|i'm|im|i've|ive|i'd|id|me|my)\b/g) ?? []).length;
  const we = (text.match(/\b(?:we|we're|we've|our|us)\b/g) ?? []).length;
  return i >= 3 && i >= 0.4 * (i + we);
}

/** Specifics: at least two numbers, time frames or names (capitalised words inside a sentence). */
function isSpecific(answer: string, text: string): boolean {
  // A name is a capitalised word inside a sentence, not after punctuation ("you know, Second" is not one).
  const names = splitSentences(answer)
    // `!`: i > 0, so words[i - 1] exists.
    .flatMap((sentence) => sentence.split(/\s+/).filter((_, i, words) => i > 0 && !/[,;:.!?]$/.test(words[i - 1]!)))
    .filter((word) => /^[A-Z][a-z]+/.test(word) && !/^I(?:'|$)/.test(word)).length;
  return count(text, NUMBER) + count(text, TIME_FRAME) + Math.min(2, names) >= 2;
}

function storyChecks(answer: string, text: string): BehavioralCheck[] {
  return [
    { name: 'Situation', met: SITUATION.test(text) || count(text, TIME_FRAME) > 0, weight: 1, advice: 'Set the scene in one sentence: where you were, when, and what was at stake.' },
    { name: 'Task', met: TASK.test(text), weight: 1, advice: 'Say what you had to achieve or solve ("my job was to...").' },
    { name: 'Action', met: count(text, ACTION) >= 2, weight: 1.5, advice: 'Spend most of the answer on what you did, step by step, in the first person.' },
    { name: 'Result', met: RESULT.test(text), weight: 1.5, advice: 'Close the story with the outcome, measured if you can (time saved, money raised, grade, decision).' },
    { name: 'Ownership ("I", not only "we")', met: ownsIt(text), weight: 1, advice: 'Say "I" for what you did yourself; "we" hides your part.' },
    { name: 'Specifics (numbers, names, time frames)', met: isSpecific(answer, text), weight: 1, advice: 'Add specifics: how many, how long, which team or course, by how much.' },
    { name: 'Reflection', met: REFLECTION.test(text), weight: 1, advice: 'End with what you learned and what you do differently since.' },
  ];
}

function resumeChecks(answer: string, text: string): BehavioralCheck[] {
  const sentences = splitSentences(answer);
  // "Sure." or "Of course." before the summary does not count as the opening.
  const opening = sentences.slice(0, (sentences[0] ?? '').split(/\s+/).length <= 3 ? 2 : 1).join(' ').toLowerCase();
  const close = sentences.slice(-2).join(' ').toLowerCase();
  return [
    { name: 'Opening summary', met: OPENING.test(opening), weight: 1, advice: 'Open with one line on who you are today: school, major, the role you are interviewing for.' },
    { name: 'Chronology', met: count(text, CHRONOLOGY) >= 3, weight: 1.5, advice: 'Tell it in order, with markers ("first", "then", "last summer", "now") so the story has a thread.' },
    { name: 'Motivation at each step', met: count(text, MOTIVE) >= 2, weight: 1.5, advice: 'Say why you made each move ("because...", "that made me want to...").' },
    { name: 'Link to the role', met: ROLE_LINK.test(close), weight: 1.5, advice: 'Close by tying the story to this role as the natural next step.' },
    { name: 'Ownership ("I", not only "we")', met: ownsIt(text), weight: 1, advice: 'Say "I" for what you did yourself; "we" hides your part.' },
    { name: 'Specifics (numbers, names, time frames)', met: isSpecific(answer, text), weight: 1, advice: 'Name one concrete thing you did at each step (a model you built, a deal you worked on).' },
  ];
}

function reasonChecks(answer: string, text: string): BehavioralCheck[] {
  return [
    { name: 'Reasons', met: count(text, REASON) >= 2, weight: 1.5, advice: 'Give two or three distinct reasons and signpost them.' },
    { name: 'Ownership ("I", not only "we")', met: ownsIt(text), weight: 1, advice: 'Make it personal: what you want, what you did, in the first person.' },
    { name: 'Specifics (numbers, names, time frames)', met: isSpecific(answer, text), weight: 1.5, advice: 'Back each reason with something specific you did, read or heard (a deal, a person, a course).' },
    { name: 'Link to the role', met: ROLE_LINK.test(text), weight: 1, advice: 'Tie the answer to this role, group or firm.' },
  ];
}

/**
 * Assesses `answer` to the Behavioral bank question `question` with the rubric of its kind (see the
 * file comment). `share` = weighted share of checks met (× words / FULL_STORY_WORDS, at most 1, for a
 * story or resume walk: a two-line answer cannot tell one) − CLICHE_COST per cliché (at most
 * CLICHE_COST_MAX), clamped to 0 to 1. Never throws.
 */
export function assessBehavioral(question: Question, answer: string): BehavioralAnalysis {
  const kind = behavioralKind(question);
  const text = answer.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const checks = kind === 'story' ? storyChecks(answer, text) : kind === 'resume' ? resumeChecks(answer, text) : reasonChecks(answer, text);
  const cliches = CLICHES.filter(([pattern]) => pattern.test(text)).map(([, name]) => name);
  const total = checks.reduce((sum, c) => sum + c.weight, 0);
  const met = checks.reduce((sum, c) => sum + (c.met ? c.weight : 0), 0);
  const words = answer.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const length = kind === 'reasons' ? 1 : Math.min(1, words / FULL_STORY_WORDS);
  const share = Math.max(0, Math.min(1, (length * met) / total - Math.min(CLICHE_COST_MAX, CLICHE_COST * cliches.length)));

  const shape = kind === 'story' ? 'STAR story' : kind === 'resume' ? 'resume walk' : 'answer';
  const present = checks.filter((c) => c.met).map((c) => c.name);
  const notes: string[] = [];
  if (present.length > 0) notes.push(`Your ${shape} has: ${present.join(', ')}.`);
  for (const check of checks) if (!check.met) notes.push(`${check.name} is missing. ${check.advice}`);
  if (cliches.length > 0) {
    notes.push(
      `Interviewers hear clichés every day and discount them (${cliches.map((c) => `"${c}"`).join(', ')}): replace each with a real example of what you did and what changed.`,
    );
  }
  return { kind, checks, cliches, share: Math.round(share * 1000) / 1000, notes };
}

/**
 * Substance (0 to 1) of a behavioral answer from its rubric findings and its key-point `coverage`
 * (0 to 1). A story or resume walk: STORY_RUBRIC_WEIGHT × share + the rest × coverage. Other fit
 * answers (why banking, why us): the key points carry the reasons, so coverage × (0.5 + 0.5 × share),
 * minus the clichés' cost; fluent generalities that meet the form checks earn nothing alone.
 */
export function behavioralSubstance(analysis: BehavioralAnalysis, coverage: number): number {
  if (analysis.kind !== 'reasons') return STORY_RUBRIC_WEIGHT * analysis.share + (1 - STORY_RUBRIC_WEIGHT) * coverage;
  const cliches = Math.min(CLICHE_COST_MAX, CLICHE_COST * analysis.cliches.length);
  const met = analysis.checks.reduce((sum, c) => sum + (c.met ? c.weight : 0), 0) / analysis.checks.reduce((sum, c) => sum + c.weight, 0);
  return Math.max(0, coverage * (0.5 + 0.5 * met) - cliches);
}
