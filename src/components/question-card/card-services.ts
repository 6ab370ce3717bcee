/**
 * The card's calls: an answer becomes feedback through the shared pipeline (lib/answer-feedback.ts),
 * always with the rubric coverage from the local coach; and the best-practice answer
 * (POST /api/best-practice-answer, or the bank's answer offline).
 */
import { MESSAGES } from '@core/contract/errors';
import { BestPracticeResponseSchema, type BestPracticeRequest } from '@core/contract/tutor';
import { answerFeedback } from '@/lib/answer-feedback';
import { EMPTY_ANSWER_MESSAGES } from '@/lib/empty-answer';
import type { Recording } from '@/lib/use-recorder';
import { callApi } from '@/lib/api-client';
import { authorizedApi } from '@/lib/authorized-api';
import { UnauthorizedError } from '@/lib/bearer-fetch';
import { loadLocalCoach } from '@/lib/local-coach';
import type { CardQuestion } from '@/components/question-card/types';
import { isOnline } from '@/lib/use-online';
import { isNetworkFailure } from '@/lib/network-fallback';

export interface AnswerInput {
  question: CardQuestion;
  /** The text box's content at submit. */
  typed: string;
  recording: Recording | null;
  /** True when the server offers speech-to-text (capabilities.speechToText). */
  serverTranscription: boolean;
  onProgress?: (percent: number) => void;
}

export type AnswerOutcome =
  | { ok: true; answer: string; feedback: string; coverage: number | null }
  | { ok: false; error: string; answer?: string };

async function coverageOf(question: CardQuestion, answer: string): Promise<number | null> {
  try {
    return (await (await loadLocalCoach()).review(question.question, answer, question.id)).coverage;
  } catch (error) {
    console.error('offline coach unavailable', error);
    return null;
  }
}

/**
 * Turns one answer into feedback and rubric coverage. A failed call or a silent recording yields
 * the card's no-response text; another empty answer says why it is empty (lib/empty-answer.ts).
 */
export async function analyseAnswer({ question, typed, recording, serverTranscription, onProgress }: AnswerInput): Promise<AnswerOutcome> {
  // The coach (and its bank) loads while the answer is transcribed and sent; coverageOf reports a failure.
  loadLocalCoach().catch(() => undefined);
  const outcome = await answerFeedback({ questionText: question.question, questionId: question.id, typed, recording, serverTranscription, onProgress });
  if (outcome.ok) return { ok: true, answer: outcome.answer, feedback: outcome.feedback, coverage: await coverageOf(question, outcome.answer) };
  if (outcome.reason === 'failed') return { ok: false, error: MESSAGES.noResponseCard, answer: outcome.answer };
  return { ok: false, error: outcome.why === 'silent' ? MESSAGES.noResponseCard : EMPTY_ANSWER_MESSAGES[outcome.why] };
}

const optional = (value: string | null | undefined) => value?.trim().slice(0, 200) || undefined;

/** The body of POST /api/best-practice-answer for `question`. */
export function bestPracticeRequest(question: CardQuestion): BestPracticeRequest {
  return {
    question: question.question,
    questionId: question.id || undefined,
    company: optional(question.company),
    location: optional(question.location),
    stage: optional(question.stage),
    group: optional(question.group),
    industry: optional(question.industry),
  };
}

/**
 * The best-practice answer (markdown) to `question`: from the server when online and signed in,
 * else the question bank's answer through the offline coach. Throws when both fail.
 */
export async function fetchBestPractice(question: CardQuestion): Promise<string> {
  const request = bestPracticeRequest(question);
  const fromBank = async () => (await loadLocalCoach()).bestPractice(request);
  if (!isOnline()) return fromBank();
  try {
    return (await callApi(() => authorizedApi().api['best-practice-answer'].$post({ json: request }), BestPracticeResponseSchema)).answer;
  } catch (error) {
    if (error instanceof UnauthorizedError || isNetworkFailure(error)) return fromBank();
    throw error;
  }
}
