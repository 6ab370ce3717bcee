/**
 * Microphone recording with MediaRecorder: the first supported of RECORDING_MIME_TYPES
 * (webm/opus, then mp4 for Safari), AUDIO_CHUNK_MS timeslices. `start` resolves to 'recording',
 * 'denied' (no permission or no microphone) or 'unsupported' (no MediaRecorder); `stop` resolves
 * to the recording (blob, mime type, duration in seconds, loudest level) or null when nothing was
 * recording. While recording, `level` is the microphone's live RMS level (0 to 1) for a meter.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_CHUNK_MS, RECORDING_MIME_TYPES } from '@core/contract/constants';
import { watchLevel, type LevelWatch } from '@/lib/audio-level';

export interface Recording {
  blob: Blob;
  mimeType: string;
  durationSeconds: number;
  /**
   * The loudest moment's RMS level (0 to 1); below SILENCE_LEVEL the microphone captured silence.
   * Undefined where the browser cannot measure it.
   */
  peakLevel?: number;
}

export type RecorderStart = 'recording' | 'denied' | 'unsupported';

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  startedAt: number;
  level: LevelWatch | null;
}

/** The first recording type this browser supports, or '' to let MediaRecorder choose. */
export function pickMimeType(): string {
  if (typeof MediaRecorder === 'undefined') return '';
  return RECORDING_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

function stopTracks(session: Session) {
  session.level?.stop();
  session.stream.getTracks().forEach((track) => track.stop());
}

export function useRecorder() {
  const sessionRef = useRef<Session | null>(null);
  const [recording, setRecording] = useState(false);
  const [level, setLevel] = useState(0);

  const start = useCallback(async (): Promise<RecorderStart> => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return 'unsupported';
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return 'denied';
    }
    const mimeType = pickMimeType();
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const session: Session = { recorder, stream, chunks: [], startedAt: Date.now(), level: watchLevel(stream, setLevel) };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) session.chunks.push(event.data);
    };
    sessionRef.current = session;
    recorder.start(AUDIO_CHUNK_MS);
    setRecording(true);
    return 'recording';
  }, []);

  const stop = useCallback(
    () =>
      new Promise<Recording | null>((resolve) => {
        const session = sessionRef.current;
        sessionRef.current = null;
        setRecording(false);
        setLevel(0);
        if (!session) return resolve(null);
        const { recorder } = session;
        const finish = () => {
          const peakLevel = session.level?.peak();
          stopTracks(session);
          const mimeType = recorder.mimeType || 'audio/webm';
          resolve({
            blob: new Blob(session.chunks, { type: mimeType }),
            mimeType,
            durationSeconds: (Date.now() - session.startedAt) / 1000,
            ...(peakLevel === undefined ? {} : { peakLevel }),
          });
        };
        if (recorder.state === 'inactive') return finish();
        recorder.onstop = finish;
        recorder.stop();
      }),
    [],
  );

  useEffect(
    () => () => {
      const session = sessionRef.current;
      if (!session) return;
      if (session.recorder.state !== 'inactive') session.recorder.stop();
      stopTracks(session);
    },
    [],
  );

  return { recording, level, start, stop };
}
