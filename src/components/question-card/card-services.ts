/**
 * The card's calls: an answer becomes feedback (the server transcribes the recording when it can,
 * else the typed or live-transcribed text is the answer; POST /api/generate-feedback online, the
 * offline coach offline or when the network fails), always with the rubric coverage from the local
 * coach; and the best-practice answer (POST /api/best-practice-answer, or the bank's answer offline).
 */
import type { SpeechMetrics } from '@core/contract/interview';
import { MESSAGES } from '@core/contract/errors';
import { BestPracticeResponseSchema, type BestPracticeRequest } from '@core/contract/tutor';
import { ApiError, generateFeedback } from '@/lib/api-client';
import { transcribeRecording } from '@/lib/speech-to-text';
import type { Recording } from '@/lib/use-recorder';
import { UnauthorizedError, authorizedJson } from '@/offline/authorized-json';
import { loadLocalCoach } from '@/components/question-card/local-coach';
import type { CardQuestion } from '@/components/question-card/types';
import { isOnline } from '@/lib/use-online';

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

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

async function coverageOf(question: CardQuestion, answer: string): Promise<number | null> {
  try {
    return (await loadLocalCoach()).review(question.question, answer, question.id).coverage;
  } catch (error) {
    console.error('offline coach unavailable', error);
    return null;
  }
}

async function feedbackOf(question: CardQuestion, answer: string, speechMetrics?: SpeechMetrics): Promise<string> {
  const offline = async () => (await loadLocalCoach()).review(question.question, answer, question.id).feedback;
  if (!isOnline()) return offline();
  try {
    return await generateFeedback({
      transcription: answer,
      currentQuestion: question.question,
      questionId: question.id || undefined,
      speechMetrics,
    });
  } catch (error) {
    if (isNetworkFailure(error)) return offline();
    throw error;
  }
}

/** Turns one answer into feedback; an empty answer or a failed call yields the card's no-response text. */
export async function analyseAnswer({ question, typed, recording, serverTranscription, onProgress }: AnswerInput): Promise<AnswerOutcome> {
  let answer = typed.trim();
  let speechMetrics: SpeechMetrics | undefined;
  if (serverTranscription && isOnline() && recording && recording.blob.size > 0) {
    try {
      const heard = await transcribeRecording(recording.blob, onProgress);
      if (heard.transcription.trim()) {
        answer = heard.transcription.trim();
        speechMetrics = heard.speechMetrics;
      }
    } catch (error) {
      console.error('speech-to-text failed', error);
    }
  }
  if (!answer) return { ok: false, error: MESSAGES.noResponseCard };
  try {
    const [feedback, coverage] = await Promise.all([feedbackOf(question, answer, speechMetrics), coverageOf(question, answer)]);
    return { ok: true, answer, feedback, coverage };
  } catch (error) {
    console.error('generate-feedback failed', error);
    return { ok: false, error: MESSAGES.noResponseCard, answer };
  }
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
    return await authorizedJson(
      '/api/best-practice-answer',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) },
      (body) => BestPracticeResponseSchema.parse(body).answer,
    );
  } catch (error) {
    if (error instanceof UnauthorizedError || isNetworkFailure(error)) return fromBank();
    throw error;
  }
}
