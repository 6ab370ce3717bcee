/**
 * Turns one answer into feedback: the server transcribes the recording when it can (its text
 * replaces the typed one, with speech metrics), otherwise the typed or live-transcribed text is
 * the answer (no speech metrics). An empty answer or a failed call yields the spec's message.
 * The feedback may come with the interviewer's follow-up question (beyond the spec).
 */
import { MESSAGES } from '@core/contract/errors';
import type { ScriptQuestion, SentenceMark, SpeechMetrics, TranscriptEntry } from '@core/contract/interview';
import { generateQuestionFeedback } from '@/lib/api-client';
import { transcribeRecording } from '@/lib/speech-to-text';
import type { Recording } from '@/lib/use-recorder';

export interface AnswerInput {
  question: ScriptQuestion;
  /** The text box's content when the candidate submitted. */
  typed: string;
  recording: Recording | null;
  /** True when the server offers speech-to-text (capabilities.speechToText). */
  serverTranscription: boolean;
  onProgress?: (percent: number) => void;
  /** Called with the server's transcription as soon as it arrives, before the feedback. */
  onTranscribed?: (text: string) => void;
}

export type AnswerOutcome =
  | { ok: true; entry: TranscriptEntry; feedback: string; followUp?: string; marks?: SentenceMark[] }
  | { ok: false; error: string; transcription?: string };

export const OFFLINE_FEEDBACK_MESSAGE =
  'You are offline. Feedback needs a connection: your answer is kept, submit it again once you are back online.';

function failure(transcription?: string): AnswerOutcome {
  const error = typeof navigator !== 'undefined' && !navigator.onLine ? OFFLINE_FEEDBACK_MESSAGE : MESSAGES.noResponse;
  return { ok: false, error, transcription };
}

export async function submitAnswer({
  question,
  typed,
  recording,
  serverTranscription,
  onProgress,
  onTranscribed,
}: AnswerInput): Promise<AnswerOutcome> {
  let answer = typed.trim();
  let speechMetrics: SpeechMetrics | undefined;
  if (serverTranscription && recording && recording.blob.size > 0) {
    try {
      const heard = await transcribeRecording(recording.blob, onProgress);
      if (heard.transcription.trim()) {
        answer = heard.transcription.trim();
        speechMetrics = heard.speechMetrics;
        onTranscribed?.(answer);
      }
    } catch (error) {
      console.error('speech-to-text failed', error);
      if (!answer) return failure();
    }
  }
  if (!answer) return { ok: false, error: MESSAGES.noResponse };
  try {
    const { feedback, followUp, marks } = await generateQuestionFeedback({
      transcription: answer,
      currentQuestion: question.question,
      questionId: question.id,
      speechMetrics,
    });
    const entry: TranscriptEntry = { question: question.question, userResponse: answer, questionId: question.id, speechMetrics };
    return { ok: true, entry, feedback, ...(followUp?.trim() ? { followUp: followUp.trim() } : {}), ...(marks ? { marks } : {}) };
  } catch (error) {
    console.error('generate-feedback failed', error);
    return failure(answer);
  }
}
