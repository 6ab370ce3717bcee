/**
 * The live level of a microphone stream, read from a Web Audio AnalyserNode each animation frame:
 * `onLevel` gets the RMS level (0 to 1, see rmsLevel) of every frame, `peak()` the loudest so far,
 * and `stop()` ends the watch and closes the audio context (the stream's tracks are the caller's).
 * Returns null where the browser has no AudioContext (the level is then unknown, not silent).
 */
import { rmsLevel } from '@/lib/microphone-check';

export interface LevelWatch {
  peak(): number;
  stop(): void;
}

export function watchLevel(stream: MediaStream, onLevel: (level: number) => void): LevelWatch | null {
  if (typeof AudioContext === 'undefined') return null;
  const audio = new AudioContext();
  const analyser = audio.createAnalyser();
  audio.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let peak = 0;
  let frame = 0;
  let stopped = false;
  const measure = () => {
    analyser.getFloatTimeDomainData(samples);
    const now = rmsLevel(samples);
    peak = Math.max(peak, now);
    onLevel(now);
    frame = requestAnimationFrame(measure);
  };
  measure();
  return {
    peak: () => peak,
    stop: () => {
      if (stopped) return;
      stopped = true;
      cancelAnimationFrame(frame);
      void audio.close().catch(() => {});
    },
  };
}
