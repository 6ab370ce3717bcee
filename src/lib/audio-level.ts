/**
 * The live level of a microphone stream, read from a Web Audio AnalyserNode each animation frame:
 * `onLevel` gets the RMS level (0 to 1, see rmsLevel) at most every LEVEL_UPDATE_MS (a meter needs
 * no more, and each call re-renders its page), `peak()` the loudest of every frame so far, and
 * `stop()` ends the watch and closes the audio context (the stream's tracks are the caller's).
 * Returns null where the browser has no AudioContext (the level is then unknown, not silent).
 */
import { rmsLevel } from '@/lib/microphone-check';

/** Milliseconds between two `onLevel` calls: ten a second. */
export const LEVEL_UPDATE_MS = 100;

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
  let reportedAt = -Infinity;
  const measure = () => {
    analyser.getFloatTimeDomainData(samples);
    const now = rmsLevel(samples);
    peak = Math.max(peak, now);
    const at = performance.now();
    if (at - reportedAt >= LEVEL_UPDATE_MS) {
      reportedAt = at;
      onLevel(now);
    }
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
