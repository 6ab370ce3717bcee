/**
 * The offline tutor's replies, one composer per intent (core/coach/tutor-intent.ts), each a list of
 * markdown chunks streamed one by one. Composers only format what they are given (bank questions, an
 * assessment); finding the questions is core/coach/tutor.ts's job. Quoted bank questions are written
 * as `"question"` after a fixed label, so a later request can tell what the conversation is about.
 */
import type { Question } from '../contract/question';
import type { Assessment } from './assess';
import { behavioralKind } from './behavioral';
import { PACE_WPM } from './delivery';
import { firstSentences, splitSentences, stripMarkdown } from './text';

/** Label before the quoted question of a quiz; a reply holding it waits for the candidate's answer. */
export const QUIZ_LABEL = '**Quiz question:**';
/** Speaking time of an interview answer when the message names none, in seconds. */
export const DEFAULT_ANSWER_SECONDS = 120;

const BANK_NOTE =
  '*The offline tutor answers from the question bank: these are the bank’s best-practice answers that match your message, not a live conversation.*';

const points = (q: Question) => q.keyPoints.map((k) => `- ${k.point}`).join('\n');

/** Words that fit in `seconds` of speech at the middle of the comfortable pace. */
const wordBudget = (seconds: number) => Math.round((seconds / 60) * ((PACE_WPM.min + PACE_WPM.max) / 2));

/** Joins chunks so that streaming them one by one gives paragraphs. */
const paragraphs = (chunks: string[]) => chunks.map((chunk, i) => (i === 0 ? chunk : `\n\n${chunk}`));

/** Explains a topic: up to two bank answers in full with their key points, further hits as related questions. */
export function explainReply(found: readonly Question[]): string[] {
  const quoted = found.slice(0, 2);
  const related = found.slice(2);
  const chunks = [BANK_NOTE];
  for (const q of quoted) {
    chunks.push(`### From the question bank: "${q.question}"\n\n${q.answer.trim()}`);
    chunks.push(`**What an interviewer listens for**\n${points(q)}`);
  }
  if (related.length > 0) chunks.push(`**Related questions in the bank**\n${related.map((q) => `- ${q.question}`).join('\n')}`);
  // `!`: the caller quotes at least one question.
  chunks.push(`**Practice:** answer "${quoted[0]!.question}" out loud in under two minutes, then check it against the points above, or say "quiz me" and I will grade you.`);
  return paragraphs(chunks);
}

/** The same topic more simply: the answer's opening and its key points, one line each. */
export function simplerReply(q: Question): string[] {
  return paragraphs([
    `### In short: "${q.question}"`,
    firstSentences(q.answer, 2),
    `**The ideas to remember, one line each**\n${points(q)}`,
    'Ask "why?" for the reasoning behind it, or "quiz me" to practice it.',
  ]);
}

const REASONING = /\b(?:because|since|so that|which means|that means|this means|as a result|the reason|therefore|so the|so it|so you)\b/i;

/** The reasoning behind a topic: the bank answer's sentences that give a reason, else its key points. */
export function whyReply(q: Question): string[] {
  const reasons = splitSentences(stripMarkdown(q.answer)).filter((sentence) => REASONING.test(sentence));
  return paragraphs([
    `### Why: "${q.question}"`,
    reasons.length > 0 ? reasons.slice(0, 4).map((r) => `- ${r}`).join('\n') : `The reasoning rests on these points:\n${points(q)}`,
    'Say "explain that more simply" for a shorter version, or "quiz me" to test yourself.',
  ]);
}

/** Asks a bank question and waits: the next message is graded against it. */
export function quizReply(q: Question): string[] {
  return paragraphs([
    `${QUIZ_LABEL} "${q.question}"`,
    `*${q.category}${q.subcategory ? ` · ${q.subcategory}` : ''} · ${q.difficulty}.* Answer as you would in the interview, in your own words (about ${wordBudget(DEFAULT_ANSWER_SECONDS)} words at most). I will grade it with the coach and then show the best-practice answer.`,
  ]);
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** Grades a quiz answer with the coach's assessment, then shows the best-practice answer. */
export function gradeReply(q: Question, a: Assessment): string[] {
  const parts = [a.parts.content === null ? null : `Content ${fmt(a.parts.content)}/10`, `Structure ${fmt(a.parts.structure)}/10`].filter(Boolean).join(' · ');
  const chunks = [`**Your score: ${fmt(a.score)}/10** (${parts})`];
  if (a.caps.length > 0) chunks.push(`**Why the score is capped**\n${a.caps.map((c) => `- ${c}`).join('\n')}`);
  chunks.push(`**What you covered**\n${a.covered.length > 0 ? a.covered.map((p) => `- ${p.point}`).join('\n') : '- None of the key points came through clearly yet.'}`);
  if (a.missed.length > 0) chunks.push(`**What you missed**\n${a.missed.map((p) => `- ${p.point}`).join('\n')}`);
  if (a.behavioral && a.behavioral.notes.length > 0) chunks.push(`**Your story**\n${a.behavioral.notes.map((n) => `- ${n}`).join('\n')}`);
  chunks.push(`### Best-practice answer: "${q.question}"\n\n${q.answer.trim()}`);
  chunks.push('Say "another one" for a new question on this topic, or ask me to explain any point.');
  return paragraphs(chunks);
}

/** Compares two concepts: a bank question that asks for the comparison, else each side's bank answer opening and key points. */
export function compareReply(sides: [string, string], both: Question | null, left: Question | null, right: Question | null): string[] {
  if (both) {
    return paragraphs([
      BANK_NOTE,
      `### From the question bank: "${both.question}"\n\n${both.answer.trim()}`,
      `**The differences an interviewer listens for**\n${points(both)}`,
    ]);
  }
  const chunks = [BANK_NOTE, `### ${sides[0]} versus ${sides[1]}`];
  for (const [side, q] of [[sides[0], left], [sides[1], right]] as const) {
    chunks.push(
      q
        ? `**${side}**, from the question bank: "${q.question}"\n\n${firstSentences(q.answer, 3)}\n\n${points(q)}`
        : `**${side}**: the question bank has nothing on this, so I cannot compare it offline.`,
    );
  }
  chunks.push('To compare them in an interview: define each in one sentence, then name the one or two differences that matter and when you would use each.');
  return paragraphs(chunks);
}

/** How to structure and time an answer: the shape for the question's kind, its key points as the outline, and a word budget. */
export function structureReply(q: Question | null, seconds: number | undefined): string[] {
  const time = seconds ?? DEFAULT_ANSWER_SECONDS;
  const budget = wordBudget(time);
  const minutes = time >= 60 ? `${fmt(Math.round((time / 60) * 10) / 10)} minute${time === 60 ? '' : 's'}` : `${time} seconds`;
  const kind = q?.type === 'Behavioral' ? behavioralKind(q) : 'technical';
  const shape =
    kind === 'story'
      ? [
          `Situation and task (about ${Math.round(budget * 0.2)} words): where you were, when, and what you had to achieve.`,
          `Action (about ${Math.round(budget * 0.5)} words): what you did, step by step, in the first person.`,
          `Result (about ${Math.round(budget * 0.15)} words): the outcome, with a number if you have one.`,
          `Reflection (about ${Math.round(budget * 0.15)} words): what you learned and do differently since.`,
        ]
      : kind === 'resume'
        ? [
            'One line on who you are today and the role you want.',
            'Two or three steps in order, each with why you took it and one thing you did.',
            'The moment banking clicked, and what you did to confirm it.',
            'Close: why this role is the natural next step.',
          ]
        : [
            'Answer in the first sentence: the one-line version of the whole answer.',
            'Two to four steps or reasons, signposted ("first", "then", "because").',
            'One number or example where it helps.',
            'A one-line conclusion that ties back to the question.',
          ];
  const chunks = [
    q ? `### How to structure "${q.question}"` : '### How to structure an interview answer',
    `**Shape of the answer**\n${shape.map((line, i) => `${i + 1}. ${line}`).join('\n')}`,
  ];
  if (q) chunks.push(`**Your outline: the points an interviewer listens for**\n${points(q)}`);
  chunks.push(
    `**Timing:** ${minutes} is about ${budget} words at ${PACE_WPM.min} to ${PACE_WPM.max} words per minute. Spend one sentence on each point above, practice out loud with a timer, and cut detail before you cut a point.`,
  );
  if (q) chunks.push(`Say "quiz me on ${q.category}" to practice it, and I will grade your answer.`);
  return paragraphs(chunks);
}
