/**
 * The one answer → feedback pipeline of the mock interview, the flash card and /practice-question.
 * The answer: the server's transcription of the recording when the server has speech-to-text and
 * the device is online (with speech metrics), else the typed or live-transcribed text (with speech
 * metrics computed here when live transcription wrote it). The
 * feedback: POST /api/generate-feedback (with the interviewer's follow-up question when the server
 * gives one) with the transcript marks (sentences that covered or contradicted a key point), or
 * the on-device coach when offline or when the network fails. An empty answer comes back with the
 * reason it is empty (see empty-answer.ts), judged from the recording's level and what failed.
 */
import type { SentenceMark, SpeechMetrics } from '@core/contract/interview';
import { generateQuestionFeedback } from '@/lib/api-client';
import { computeSpeechMetrics } from '@core/coach/speech-metrics';
import type { EmptyAnswer } from '@/lib/empty-answer';
import { SILENCE_LEVEL } from '@/lib/microphone-check';
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
  /** True when the microphone permission was refused for this answer. */
  microphoneDenied?: boolean;
  /** True when the browser's live transcription wrote the text (so the recording's length is its speaking time). */
  spokenLive?: boolean;
}

/**
 * 'empty': no answer was heard or typed, with `why` (see empty-answer.ts); 'failed': the feedback
 * call failed (not on the network), with the answer that was sent.
 */
export type AnswerFeedback =
  | { ok: true; answer: string; feedback: string; followUp?: string; marks?: SentenceMark[]; speechMetrics?: SpeechMetrics; onDevice: boolean }
  | { ok: false; reason: 'empty'; why: EmptyAnswer }
  | { ok: false; reason: 'failed'; answer: string };

interface Heard {
  answer: string;
  speechMetrics?: SpeechMetrics;
  /** Set when the server was asked to transcribe: whether it answered. */
  transcribed?: boolean;
}

async function heardAnswer(request: AnswerRequest): Promise<Heard> {
  const { recording, serverTranscription } = request;
  const text = request.typed.trim();
  // Live transcription: pace and fillers on this device, from the text and the recording's length.
  const typed = text && request.spokenLive && recording ? { answer: text, speechMetrics: computeSpeechMetrics(text, { durationSeconds: recording.durationSeconds }) } : { answer: text };
  if (!serverTranscription || !isOnline() || !recording || recording.blob.size === 0 || isSilent(request)) return typed;
  try {
    const heard = await transcribeRecording(recording.blob, request.onProgress);
    const answer = heard.transcription.trim();
    if (!answer) return { ...typed, transcribed: true };
    request.onTranscribed?.(answer);
    return { answer, speechMetrics: heard.speechMetrics, transcribed: true };
  } catch (error) {
    console.error('speech-to-text failed', error);
    return { ...typed, transcribed: false };
  }
}

/** True when the recording's level was measured and stayed below SILENCE_LEVEL. */
function isSilent({ recording }: AnswerRequest): boolean {
  return recording?.peakLevel !== undefined && recording.peakLevel < SILENCE_LEVEL;
}

/** Why nothing was heard or typed. */
function whyEmpty(request: AnswerRequest, heard: Heard): EmptyAnswer {
  const { recording } = request;
  if (!recording || recording.blob.size === 0) return request.microphoneDenied ? 'denied' : 'nothing';
  if (isSilent(request)) return 'silent';
  if (heard.transcribed === false) return 'transcription-failed';
  if (heard.transcribed === true) return 'unrecognised';
  // Sound, and the server was not asked: the browser's live transcription gave no text.
  return isOnline() ? 'no-live-transcription' : 'offline';
}

/** Turns one answer into feedback; never throws. */
export async function answerFeedback(request: AnswerRequest): Promise<AnswerFeedback> {
  const heard = await heardAnswer(request);
  const { answer, speechMetrics } = heard;
  if (!answer) return { ok: false, reason: 'empty', why: whyEmpty(request, heard) };
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
