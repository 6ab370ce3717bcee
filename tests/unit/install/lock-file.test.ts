// @vitest-environment node
/**
 * `npm ci` installs exactly what package-lock.json lists: a lock file that lacks an optional
 * platform package (npm 11 dropped @tailwindcss/oxide's and rollup's, issue 12) fails on every
 * machine of that platform. Every optional dependency a locked package declares must be locked too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };

/** Whether `name` is locked where Node would resolve it from the package at `dir`. */
function isLocked(dir: string, name: string): boolean {
  for (let base = dir; ; base = base.slice(0, base.lastIndexOf('/node_modules/'))) {
    if (lock.packages[`${base}/node_modules/${name}`]) return true;
    if (!base.includes('/node_modules/')) return Boolean(lock.packages[`node_modules/${name}`]);
  }
}

describe('package-lock.json', () => {
  it.each(['@tailwindcss/oxide', 'rollup'])("locks every platform package %s declares (as its installed package.json lists them)", (name) => {
    const declared = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as LockedPackage;
    const platforms = Object.keys(declared.optionalDependencies ?? {}).filter((dep) => dep !== 'fsevents');
    expect(platforms.length).toBeGreaterThan(5);
    expect(platforms.filter((dep) => !isLocked(`node_modules/${name}`, dep))).toEqual([]);
  });

  it('locks every optional dependency of every locked package', () => {
    const missing = Object.entries(lock.packages).flatMap(([dir, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((dep) => dir !== '' && !isLocked(dir, dep))
        .map((dep) => `${dir} → ${dep}`),
    );
    expect(missing).toEqual([]);
  });
});
