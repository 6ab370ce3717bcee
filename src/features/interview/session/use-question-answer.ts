/**
 * One question's answer: Begin starts the microphone (MediaRecorder), the 120-second countdown
 * and, without server speech-to-text, the browser's live transcription into the text box.
 * Submit (or the countdown reaching zero) stops them, analyses the answer (the server's
 * transcription fills the text box as soon as it arrives) and reports the transcript entry, the
 * feedback and any follow-up question through `onAnswered`. `phase` is 'ready', 'answering' or
 * 'analysing'; `error` and `notice` are user-facing texts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ANSWER_TIME_LIMIT_SECONDS } from '@core/contract/constants';
import { MESSAGES } from '@core/contract/errors';
import type { ScriptQuestion, TranscriptEntry } from '@core/contract/interview';
import { useCountdown } from '@/lib/use-countdown';
import { useRecorder } from '@/lib/use-recorder';
import { useSpeechRecognition } from '@/lib/use-speech-recognition';
import { submitAnswer } from '@/features/interview/session/submit-answer';

export type AnswerPhase = 'ready' | 'answering' | 'analysing';

export const LIVE_TRANSCRIPTION_UNAVAILABLE =
  'Live transcription is unavailable in this browser: type or correct your answer in the text box.';
const RECORDING_UNSUPPORTED = 'This browser cannot record audio: type your answer in the text box.';

export function useQuestionAnswer(
  question: ScriptQuestion,
  serverTranscription: boolean,
  onAnswered: (entry: TranscriptEntry, feedback: string, followUp?: string) => void,
) {
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<AnswerPhase>('ready');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { recording, start: startRecording, stop: stopRecording } = useRecorder();
  const { status: recognitionStatus, start: startRecognition, stop: stopRecognition } = useSpeechRecognition();
  const expireRef = useRef(() => {});
  const onExpire = useCallback(() => expireRef.current(), []);
  const { remaining, start: startCountdown, stop: stopCountdown } = useCountdown(ANSWER_TIME_LIMIT_SECONDS, onExpire);
  const busyRef = useRef(false);
  const textRef = useRef(text);

  const updateText = useCallback((value: string) => {
    textRef.current = value;
    setText(value);
  }, []);

  const submit = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    stopCountdown();
    stopRecognition();
    const audio = await stopRecording();
    setPhase('analysing');
    setError(null);
    const outcome = await submitAnswer({
      question,
      typed: textRef.current,
      recording: audio,
      serverTranscription,
      onProgress: setProgress,
      onTranscribed: updateText,
    });
    setProgress(null);
    busyRef.current = false;
    if (outcome.ok) return onAnswered(outcome.entry, outcome.feedback, outcome.followUp);
    if (outcome.transcription) updateText(outcome.transcription);
    setError(outcome.error);
    setPhase('ready');
  }, [question, serverTranscription, onAnswered, stopCountdown, stopRecognition, stopRecording, updateText]);

  useEffect(() => {
    expireRef.current = () => void submit();
  }, [submit]);

  const begin = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setError(null);
    const started = await startRecording();
    busyRef.current = false;
    if (started === 'denied') setError(MESSAGES.microphoneDenied);
    if (started === 'unsupported') setError(RECORDING_UNSUPPORTED);
    if (started === 'recording' && !serverTranscription) {
      const prefix = textRef.current.trim() ? `${textRef.current.trim()} ` : '';
      startRecognition((heard) => updateText(prefix + heard));
    }
    startCountdown();
    setPhase('answering');
  }, [serverTranscription, startCountdown, startRecognition, startRecording, updateText]);

  const notice =
    phase === 'answering' && recording && !serverTranscription && recognitionStatus === 'unavailable'
      ? LIVE_TRANSCRIPTION_UNAVAILABLE
      : null;

  return { text, setText: updateText, phase, error, notice, progress, recording, remaining, begin, submit };
}
