/**
 * One question's answer: Begin starts the microphone (MediaRecorder), the 120-second countdown
 * and, without server speech-to-text, the browser's live transcription into the text box.
 * Submit (or the countdown reaching zero) stops them, analyses the answer (the server's
 * transcription fills the text box as soon as it arrives) and reports the transcript entry, the
 * feedback and any follow-up question through `onAnswered`; the recording is kept on this device
 * for replay (the entry's `recordingId`). `phase` is 'ready', 'answering' or
 * 'analysing'; `error` and `notice` are user-facing texts (an empty answer says why it is empty:
 * see lib/empty-answer.ts); `level` is the microphone's live level (0 to 1) while recording.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@core/contract/errors';
import type { ScriptQuestion, SentenceMark, TranscriptEntry } from '@core/contract/interview';
import { RECORDING_UNSUPPORTED, useTimedAnswer } from '@/lib/use-timed-answer';
import { answerFeedback } from '@/lib/answer-feedback';
import { EMPTY_ANSWER_MESSAGES } from '@/lib/empty-answer';
import type { Recording } from '@/lib/use-recorder';
import { db } from '@/offline/db';
import { keepRecording } from '@/offline/recordings';

/** The feedback call failed although the network was reached (the answer stays in the text box). */
const FEEDBACK_FAILED = 'We could not get feedback on this answer. Your answer is kept: submit it again.';

export type AnswerPhase = 'ready' | 'answering' | 'analysing';

/** Keeps the answer's recording on this device for replay; undefined when it cannot (the answer still counts). */
async function keepForReplay(audio: Recording): Promise<string | undefined> {
  try {
    return await keepRecording(db, audio);
  } catch (error) {
    console.warn('Recording not kept for replay', error);
    return undefined;
  }
}

export function useQuestionAnswer(
  question: ScriptQuestion,
  serverTranscription: boolean,
  onAnswered: (entry: TranscriptEntry, feedback: string, followUp?: string, marks?: SentenceMark[]) => void,
) {
  const [phase, setPhase] = useState<AnswerPhase>('ready');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { text, textRef, heardLiveRef, updateText, recording, level, remaining, startCountdown, startRecordingAnswer, stopAnswer, setExpireHandler, transcriptionNotice } =
    useTimedAnswer(serverTranscription);
  const busyRef = useRef(false);
  const deniedRef = useRef(false);

  const submit = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    const audio = await stopAnswer();
    setPhase('analysing');
    setError(null);
    const outcome = await answerFeedback({
      questionText: question.question,
      questionId: question.id,
      typed: textRef.current,
      recording: audio,
      serverTranscription,
      onProgress: setProgress,
      onTranscribed: updateText,
      microphoneDenied: deniedRef.current,
      spokenLive: heardLiveRef.current,
    });
    setProgress(null);
    busyRef.current = false;
    if (outcome.ok) {
      const { answer, speechMetrics, feedback, followUp, marks } = outcome;
      const recordingId = audio && audio.blob.size > 0 ? await keepForReplay(audio) : undefined;
      const entry: TranscriptEntry = { question: question.question, userResponse: answer, questionId: question.id, speechMetrics, recordingId };
      return onAnswered(entry, feedback, followUp, marks);
    }
    if (outcome.reason === 'failed') updateText(outcome.answer);
    setError(outcome.reason === 'failed' ? FEEDBACK_FAILED : EMPTY_ANSWER_MESSAGES[outcome.why]);
    setPhase('ready');
  }, [question, serverTranscription, onAnswered, stopAnswer, textRef, heardLiveRef, updateText]);

  useEffect(() => setExpireHandler(() => void submit()), [setExpireHandler, submit]);

  const begin = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setError(null);
    const started = await startRecordingAnswer();
    busyRef.current = false;
    deniedRef.current = started === 'denied';
    if (started === 'denied') setError(MESSAGES.microphoneDenied);
    if (started === 'unsupported') setError(RECORDING_UNSUPPORTED);
    startCountdown();
    setPhase('answering');
  }, [startCountdown, startRecordingAnswer]);

  const notice = transcriptionNotice(phase === 'answering');

  return { text, setText: updateText, phase, error, notice, progress, recording, level, remaining, begin, submit };
}
