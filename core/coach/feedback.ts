/**
 * Per-question feedback as markdown: a score line, then titled sections with bullet lines (what you
 * covered, what was wrong, what you missed, structure, delivery, how a banker would say it, next
 * step). Every missed key point is named with its exact `point` text; every contradicted one is named
 * as an error with the sentence said and its correction. "Nothing major" only when every key point is
 * covered and none contradicted.
 */
import { MESSAGES } from '../contract/errors';
import type { Assessment } from './assess';
import type { ClaimError } from './claims/judge';
import { firstSentences } from './text';

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** One line summarising the parts, e.g. "Content 8/10 · Structure 7/10 · Delivery 9/10". */
function partsLine(a: Assessment): string {
  const parts = [
    a.parts.content === null ? null : `Content ${fmt(a.parts.content)}/10`,
    `Structure ${fmt(a.parts.structure)}/10`,
    `Delivery ${fmt(a.parts.delivery)}/10`,
  ].filter(Boolean);
  return parts.join(' · ');
}

const openings = new WeakMap<object, string>();

/** The best-practice answer's opening (two sentences, markdown stripped; computed once per question), or null without a rubric. */
export function bankerOpening(a: Assessment): string | null {
  if (!a.question) return null;
  let opening = openings.get(a.question);
  if (opening === undefined) {
    opening = firstSentences(a.question.answer, 2);
    openings.set(a.question, opening);
  }
  return opening;
}

/** The single most useful thing to do next, as one sentence. */
export function nextStep(a: Assessment): string {
  if (a.empty) return 'Record an answer: even a rough first attempt gives you something to improve.';
  if (a.relevance.offTopic && a.relevance.bestOther) {
    return `Re-read the question before answering: your answer fits "${a.relevance.bestOther.question.question}" better than the question asked.`;
  }
  if (a.structure.keywordList) return 'Turn each term into a full sentence that says what it is and why it matters, then link the sentences.';
  // `!`: each line reads the first entry of a list it checked is not empty.
  if (a.errors.length > 0) return `Fix the error first, then say the corrected version out loud: ${a.errors[0]!.correction}`;
  if (a.missed.length > 0) return `Learn the point you missed first, then say it out loud in your own words: ${a.missed[0]!.point}`;
  if (!a.delivery.unjudged && a.delivery.score < 7) return 'Record the same answer again, slower and with silent pauses instead of fillers.';
  if (!a.structure.direct) return 'Practice a one-sentence opening that answers the question before any detail.';
  return 'Strong answer: practice it once more under two minutes, then try a harder variant of the question.';
}

/** One error as a bullet: what the candidate said, what is wrong, and the correction. */
export function errorLine(error: ClaimError): string {
  const wrong = error.wrong ? ` That is a common error: ${error.wrong}` : '';
  return `You said: "${error.said}"${wrong} Correction: ${error.correction}`;
}

function section(title: string, lines: string[]): string {
  return `### ${title}\n${lines.map((line) => `- ${line}`).join('\n')}`;
}

/**
 * Markdown feedback for one assessed answer. Sections (### headings) with `- ` bullets; the score
 * line is bold and out of 10. An empty answer gets a 0/10 message, the spec's microphone hint and the
 * key points a strong answer covers; a question without a rubric gets structure and delivery only.
 */
export function questionFeedback(a: Assessment): string {
  const blocks: string[] = [`**Score: ${fmt(a.score)}/10**`];
  if (a.empty) {
    blocks.push(
      section('No answer recorded', [
        'We did not catch an answer to this question, so it scores 0/10.',
        `${MESSAGES.noResponseCard} You can also type your answer.`,
      ]),
    );
    if (a.question) blocks.push(section('What a strong answer covers', a.question.keyPoints.map((k) => k.point)));
  } else {
    blocks[0] += ` (${partsLine(a)})`;
    if (a.source === 'nearest' && a.question) blocks.push(`*Scored against the closest bank question: "${a.question.question}"*`);
    if (!a.question) {
      blocks.push(
        section('About this question', [
          'This question is not in the question bank, so the content of your answer could not be checked against the bank: the score covers only structure and delivery, not whether what you said is right.',
          'A strong answer still follows one shape: the direct answer first, then two or three supporting points, then a one-line conclusion.',
        ]),
      );
    }
    if (a.caps.length > 0) blocks.push(section('Why the score is capped', a.caps));
    if (a.question) {
      blocks.push(
        section(
          'What you covered',
          a.covered.length > 0 ? a.covered.map((p) => p.point) : ['None of the key points came through clearly yet.'],
        ),
      );
      if (a.errors.length > 0) blocks.push(section('What was wrong', a.errors.map(errorLine)));
      const allCovered = a.missed.length === 0 && a.contradicted.length === 0;
      blocks.push(section('What you missed', allCovered ? ['Nothing major: you hit every key point.'] : a.missed.length > 0 ? a.missed.map((p) => p.point) : ['No point was left out, but the errors above cost you their credit.']));
    }
    if (a.behavioral) blocks.push(section('Your story', a.behavioral.notes));
    blocks.push(section('Structure', a.structure.notes));
    blocks.push(section('Delivery', a.delivery.notes));
  }
  const opening = bankerOpening(a);
  if (opening) {
    blocks.push(
      section('How a banker would say it', [
        `Open like this: "${opening}"`,
        'Read the full best-practice answer for this question, then answer again in your own words.',
      ]),
    );
  }
  blocks.push(section('Next step', [nextStep(a)]));
  return blocks.join('\n\n');
}
