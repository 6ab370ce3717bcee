/**
 * A microphone check before a spoken interview: asks for the microphone, shows its live level
 * (0 to 1, from an AnalyserNode, each animation frame) while it records a MIC_TEST_MS test, then
 * offers the recording for replay. `state` is 'idle', 'testing', 'done' (with `replayUrl`) or
 * 'failed' (with `problem`: denied, absent, busy, unsupported, or silent when the loudest moment
 * stayed below SILENCE_LEVEL). The stream and the replay URL are released on the next test and on unmount.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { watchLevel } from '@/lib/audio-level';
import { MIC_TEST_MS, SILENCE_LEVEL, micProblemOf, type MicProblem } from '@/lib/microphone-check';
import { pickMimeType } from '@/lib/use-recorder';

export type MicCheckState = 'idle' | 'testing' | 'done' | 'failed';

export function useMicrophoneCheck() {
  const [state, setState] = useState<MicCheckState>('idle');
  const [level, setLevel] = useState(0);
  const [problem, setProblem] = useState<MicProblem>();
  const [replayUrl, setReplayUrl] = useState<string>();
  const release = useRef<() => void>(() => {});

  useEffect(() => () => release.current(), []);

  const test = useCallback(async () => {
    release.current();
    setProblem(undefined);
    setReplayUrl(undefined);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined') {
      setProblem('unsupported');
      setState('failed');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setProblem(micProblemOf(error));
      setState('failed');
      return;
    }
    setState('testing');
    const level = watchLevel(stream, setLevel);
    const mimeType = pickMimeType();
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    let url: string | undefined;
    const timer = setTimeout(() => recorder.state === 'recording' && recorder.stop(), MIC_TEST_MS);
    release.current = () => {
      clearTimeout(timer);
      level?.stop();
      if (recorder.state === 'recording') recorder.stop();
      stream.getTracks().forEach((track) => track.stop());
      if (url) URL.revokeObjectURL(url);
    };
    recorder.onstop = () => {
      const peak = level?.peak() ?? 0;
      level?.stop();
      stream.getTracks().forEach((track) => track.stop());
      setLevel(0);
      if (peak < SILENCE_LEVEL) {
        setProblem('silent');
        setState('failed');
        return;
      }
      url = URL.createObjectURL(new Blob(chunks, { type: recorder.mimeType || mimeType }));
      setReplayUrl(url);
      setState('done');
    };
    recorder.start();
  }, []);

  return { state, level, problem, replayUrl, test };
}
