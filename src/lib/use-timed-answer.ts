/**
 * A timed spoken answer, shared by the mock interview and the question card: the answer's text
 * (typed, or filled by the browser's live transcription when the server does not transcribe), the
 * microphone (MediaRecorder) and the ANSWER_TIME_LIMIT_SECONDS (120 s) countdown, which calls the
 * expire handler at zero. Callers own their phases and what submitting an answer does.
 */
import { useCallback, useRef, useState } from 'react';
import { ANSWER_TIME_LIMIT_SECONDS } from '@core/contract/constants';
import { useCountdown } from '@/lib/use-countdown';
import { useRecorder } from '@/lib/use-recorder';
import { useSpeechRecognition } from '@/lib/use-speech-recognition';
import { isOnline } from '@/lib/use-online';

export const RECORDING_UNSUPPORTED = 'This browser cannot record audio: type your answer in the text box.';
export const LIVE_TRANSCRIPTION_UNAVAILABLE = 'Live transcription is unavailable in this browser: type or correct your answer in the text box.';

/** `serverTranscription`: true when the server transcribes recordings (no live transcription then). */
export function useTimedAnswer(serverTranscription: boolean) {
  const [text, setText] = useState('');
  const textRef = useRef('');
  /** True once the live transcription wrote into the text box during this answer. */
  const heardLiveRef = useRef(false);
  const expireRef = useRef(() => {});
  const { recording, level, start: startRecording, stop: stopRecording } = useRecorder();
  const { status: recognitionStatus, start: startRecognition, stop: stopRecognition } = useSpeechRecognition();
  const onExpire = useCallback(() => expireRef.current(), []);
  const { remaining, start: startCountdown, stop: stopCountdown } = useCountdown(ANSWER_TIME_LIMIT_SECONDS, onExpire);

  /** Sets the answer's text (also readable at once through `textRef`). */
  const updateText = useCallback((value: string) => {
    textRef.current = value;
    setText(value);
  }, []);

  /** What runs when the countdown reaches zero (usually: submit the answer). */
  const setExpireHandler = useCallback((handler: () => void) => {
    expireRef.current = handler;
  }, []);

  /**
   * Starts the microphone, and without server transcription (or offline, where the server cannot
   * be reached) the live transcription, which appends what it hears to the text already typed.
   * Resolves with 'recording', 'denied' or 'unsupported'.
   */
  const startRecordingAnswer = useCallback(async () => {
    const started = await startRecording();
    heardLiveRef.current = false;
    if (started === 'recording' && (!serverTranscription || !isOnline())) {
      const prefix = textRef.current.trim() ? `${textRef.current.trim()} ` : '';
      startRecognition((heard) => {
        heardLiveRef.current = true;
        updateText(prefix + heard);
      });
    }
    return started;
  }, [serverTranscription, startRecognition, startRecording, updateText]);

  /** Stops the countdown, the live transcription and the microphone; resolves with the recording, if any. */
  const stopAnswer = useCallback(async () => {
    stopCountdown();
    stopRecognition();
    return stopRecording();
  }, [stopCountdown, stopRecognition, stopRecording]);

  /** The notice to show while `answering` when live transcription is unavailable, else null. */
  const transcriptionNotice = (answering: boolean) =>
    answering && recording && recognitionStatus === 'unavailable' && (!serverTranscription || !isOnline()) ? LIVE_TRANSCRIPTION_UNAVAILABLE : null;

  return { text, textRef, heardLiveRef, updateText, recording, level, remaining, startCountdown, startRecordingAnswer, stopAnswer, setExpireHandler, transcriptionNotice };
}
