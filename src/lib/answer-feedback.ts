/**
 * The one answer → feedback pipeline of the mock interview, the flash card and /practice-question.
 * The answer: the server's transcription of the recording when the server has speech-to-text and
 * the device is online (with speech metrics), else the typed or live-transcribed text. The
 * feedback: POST /api/generate-feedback (with the interviewer's follow-up question when the server
 * gives one) with the transcript marks (sentences that covered or contradicted a key point), or
 * the on-device coach when offline or when the network fails.
 */
import type { SentenceMark, SpeechMetrics } from '@core/contract/interview';
import { generateQuestionFeedback } from '@/lib/api-client';
import { loadLocalCoach } from '@/lib/local-coach';
import { serverElseDevice } from '@/lib/network-fallback';
import { transcribeRecording } from '@/lib/speech-to-text';
import type { Recording } from '@/lib/use-recorder';
import { isOnline } from '@/lib/use-online';

export interface AnswerRequest {
  questionText: string;
  /** The question's bank id, when it has one (finds its rubric). */
  questionId?: string;
  /** The text box's content at submit. */
  typed: string;
  recording: Recording | null;
  /** True when the server offers speech-to-text (capabilities.speechToText). */
  serverTranscription: boolean;
  /** Server transcription progress, in percent. */
  onProgress?: (percent: number) => void;
  /** Called with the server's transcription as soon as it arrives, before the feedback. */
  onTranscribed?: (text: string) => void;
}

/**
 * 'empty': no answer was heard or typed; 'failed': the feedback call failed (not on the network),
 * with the answer that was sent.
 */
export type AnswerFeedback =
  | { ok: true; answer: string; feedback: string; followUp?: string; marks?: SentenceMark[]; speechMetrics?: SpeechMetrics; onDevice: boolean }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'failed'; answer: string };

async function heardAnswer(request: AnswerRequest): Promise<{ answer: string; speechMetrics?: SpeechMetrics }> {
  const typed = { answer: request.typed.trim() };
  const { recording, serverTranscription } = request;
  if (!serverTranscription || !isOnline() || !recording || recording.blob.size === 0) return typed;
  try {
    const heard = await transcribeRecording(recording.blob, request.onProgress);
    const answer = heard.transcription.trim();
    if (!answer) return typed;
    request.onTranscribed?.(answer);
    return { answer, speechMetrics: heard.speechMetrics };
  } catch (error) {
    console.error('speech-to-text failed', error);
    return typed;
  }
}

/** Turns one answer into feedback; never throws. */
export async function answerFeedback(request: AnswerRequest): Promise<AnswerFeedback> {
  const { answer, speechMetrics } = await heardAnswer(request);
  if (!answer) return { ok: false, reason: 'empty' };
  const { questionText, questionId } = request;
  try {
    const result = await serverElseDevice(
      async () => {
        const { feedback, followUp, marks } = await generateQuestionFeedback({
          transcription: answer,
          currentQuestion: questionText,
          questionId: questionId || undefined,
          speechMetrics,
        });
        return { feedback, followUp: followUp?.trim() || undefined, marks, onDevice: false };
      },
      async () => {
        const review = await (await loadLocalCoach()).review(questionText, answer, questionId);
        return { feedback: review.feedback, followUp: undefined, marks: review.marks, onDevice: true };
      },
    );
    return { ok: true, answer, speechMetrics, ...result };
  } catch (error) {
    console.error('generate-feedback failed', error);
    return { ok: false, reason: 'failed', answer };
  }
}
