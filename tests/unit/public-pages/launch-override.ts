/**
 * The launch state of a public-page test: `launchedOverride.value` undefined keeps the real hook (the
 * build's launch date and the clock), true or false pins it. In the test file:
 * `vi.mock('@/lib/use-launched', async (importOriginal) => (await import('./launch-override')).overrideUseLaunched(importOriginal))`
 * (the factory is hoisted above the imports, so it imports this module itself).
 */
import type { useLaunched } from '@/lib/use-launched';

export const launchedOverride: { value: boolean | undefined } = { value: undefined };

/** A vi.mock factory for '@/lib/use-launched' that answers `launchedOverride.value` when it is set. */
export async function overrideUseLaunched(importOriginal: <T>() => Promise<T>): Promise<{ useLaunched: typeof useLaunched }> {
  const real = await importOriginal<{ useLaunched: typeof useLaunched }>();
  return { useLaunched: () => launchedOverride.value ?? real.useLaunched() };
}
