/**
 * Best-practice answers through the model, grounded in the bank: the matched bank question's answer
 * and key points are given as the reference and the model tailors them to the card's context (firm,
 * group, stage) without changing the facts. A question the bank does not hold gets the closest bank
 * entries as background and a plain expert answer. Failures answer the spec's best-practice message.
 */
import type { Question } from '../../../core/contract/question';
import { BEST_PRACTICE_FAILED, type BestPracticeRequest } from '../../../core/contract/tutor';
import { searchBank, type BankIndex } from '../../../core/bank/search';
import { bestPracticeQuestion } from '../../../core/coach/tutor';
import { complete, type OpenAiContext } from './client';
import { DATA_NOT_INSTRUCTIONS, bankContext, fence } from './grounding';

const SYSTEM = [
  'You write best-practice answers to investment banking interview questions, as a strong candidate would say them out loud in under two minutes (about 150 to 300 words).',
  'Answer the question directly first, then the supporting points, then a one-line close. Use simple markdown (bold, short paragraphs, lists); no headings, no HTML, no links.',
  'When a bank answer is given, keep its facts, numbers and key points; tailor only the framing to the firm, group and stage.',
  DATA_NOT_INSTRUCTIONS,
].join(' ');

/** The chat messages of a best-practice request; `matched` is the bank question (or null), `related` background entries. */
export function bestPracticeMessages(request: BestPracticeRequest, matched: Question | null, related: readonly Question[]) {
  const context = [
    request.company && `Firm: ${request.company}`,
    request.location && `Office: ${request.location}`,
    request.stage && `Stage: ${request.stage}`,
    request.group && `Group: ${request.group}`,
    request.industry && `Industry: ${request.industry}`,
  ].filter(Boolean);
  const reference = matched
    ? `Reference answer from the question bank:\n${bankContext([matched])}`
    : `The question is not in the question bank. Related bank entries, for background:\n${bankContext(related, false)}`;
  const content = [fence('candidate_message', `Question: ${request.question}${context.length ? `\n${context.join('\n')}` : ''}`), reference];
  return [
    { role: 'system' as const, content: SYSTEM },
    { role: 'user' as const, content: content.join('\n\n') },
  ];
}

/** A best-practice answer (markdown) from the model. @throws AiProviderError with BEST_PRACTICE_FAILED. */
export async function modelBestPractice(ctx: OpenAiContext, index: BankIndex, request: BestPracticeRequest): Promise<string> {
  const matched = bestPracticeQuestion(index, request);
  const related = matched ? [] : searchBank(index, request.question, { limit: 2 }).map((hit) => hit.question);
  return complete(ctx, 'best-practice', bestPracticeMessages(request, matched, related), BEST_PRACTICE_FAILED);
}
