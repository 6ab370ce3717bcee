/**
 * loadOnce: one load shared by every caller, a failed load tried again on the next call, and the
 * finished load's value at hand (peek).
 */
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/load-once';

describe('loadOnce', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => ({ ready: true }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('peeks at the value only once the load has finished', async () => {
    const get = loadOnce(async () => 'chunk');
    expect(get.peek()).toBeUndefined();
    const loading = get();
    expect(get.peek()).toBeUndefined();
    await loading;
    expect(get.peek()).toBe('chunk');
  });
});
