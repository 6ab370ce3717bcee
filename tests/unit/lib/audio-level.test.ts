/** The recorder's level watch: a meter gets the level ten times a second; the peak sees every frame. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEVEL_UPDATE_MS, watchLevel } from '@/lib/audio-level';

/** An AudioContext whose analyser returns the next of `levels` (a constant signal) on each read. */
function fakeAudioContext(levels: number[]) {
  let read = 0;
  return class {
    createAnalyser() {
      return {
        fftSize: 4,
        getFloatTimeDomainData(samples: Float32Array) {
          samples.fill(levels[Math.min(read, levels.length - 1)] ?? 0);
          read += 1;
        },
      };
    }
    createMediaStreamSource() {
      return { connect: () => {} };
    }
    close() {
      return Promise.resolve();
    }
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watchLevel', () => {
  it('calls onLevel at most every LEVEL_UPDATE_MS while peak() keeps the loudest frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const levels = Array.from({ length: 120 }, (_, frame) => (frame === 7 ? 0.9 : 0.1));
    vi.stubGlobal('AudioContext', fakeAudioContext(levels));
    const onLevel = vi.fn();
    const watch = watchLevel({} as MediaStream, onLevel);
    vi.advanceTimersByTime(1000);
    watch?.stop();
    // About 60 frames in a second, but about ten meter updates (the first at once; frames fall every
    // 16 ms, so an update comes at the first frame 100 ms or more after the last).
    expect(onLevel.mock.calls.length).toBeGreaterThanOrEqual(1000 / LEVEL_UPDATE_MS - 2);
    expect(onLevel.mock.calls.length).toBeLessThanOrEqual(1000 / LEVEL_UPDATE_MS + 1);
    expect(watch?.peak()).toBeCloseTo(0.9);
  });

  it('is null where the browser has no AudioContext (the level is unknown, not silent)', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(watchLevel({} as MediaStream, () => {})).toBeNull();
  });
});
