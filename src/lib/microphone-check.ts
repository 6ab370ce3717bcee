/**
 * The pieces of the microphone check that need no device: how loud a buffer of samples is, when a
 * test recording counts as silence, and a plain message for each way the microphone can fail.
 */

/** Test recording length, in milliseconds. */
export const MIC_TEST_MS = 3000;
/** A test whose loudest moment stays below this level (0 to 1, RMS) captured silence. */
export const SILENCE_LEVEL = 0.01;

/**
 * An RMS level (0 to 1) as a microphone meter shows it, 0 to 100: speech sits near 0.05–0.3, so
 * the level is scaled by three (300 percent) and capped at 100. SILENCE_LEVEL shows as 3.
 */
export function meterPercent(level: number): number {
  return Math.min(100, Math.round(level * 300));
}

/** Root-mean-square level of time-domain samples in [-1, 1]: 0 is silence, about 0.7 a full-scale tone. */
export function rmsLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / samples.length);
}

/** Why a microphone check failed. */
export type MicProblem = 'denied' | 'absent' | 'busy' | 'unsupported' | 'silent';

/** The plain message and next step for each problem. */
export const MIC_MESSAGES: Record<MicProblem, string> = {
  denied: 'Microphone access is blocked. Allow the microphone in your browser’s site settings and test again, or type your answers.',
  absent: 'No microphone was found. Connect one and test again, or type your answers.',
  busy: 'Your microphone is in use by another app. Close it and test again, or type your answers.',
  unsupported: 'This browser cannot record audio. Type your answers, or use a recent Chrome, Edge, Firefox or Safari.',
  silent: 'We heard only silence. Check that your microphone is on and not muted, then test again.',
};

/** The problem behind a getUserMedia rejection (a DOMException by name). */
export function micProblemOf(error: unknown): MicProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'absent';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'denied';
}
