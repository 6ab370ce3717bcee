/**
 * A small seeded pseudo-random generator (mulberry32), so generated scripts are reproducible for a
 * seed in the browser and on Node alike.
 */

/** Returns a function giving numbers in [0, 1), the same sequence for the same integer `seed`. */
export function createRandom(seed: number): () => number {
  let state = Math.trunc(seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
