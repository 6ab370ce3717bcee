import { describe, expect, it } from 'vitest';
import { groupDigits } from '@/lib/group-digits';

describe('groupDigits', () => {
  it('writes whole numbers as en-US does', () => {
    for (const n of [0, 1, 999, 1000, 12345, 907, 1234567, -1000, -999]) expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
  });
});
