/**
 * The resource library this build was made with: vite.config.ts defines `__RESOURCES__` from
 * compute-resources.ts, so the page gets titles, counts and file sizes without shipping the bank.
 */
import type { Resource } from './compute-resources';

declare const __RESOURCES__: Resource[];

export type { Resource };

/** The seven guides in catalogue order (the first two featured). */
export const RESOURCES: readonly Resource[] = __RESOURCES__;
