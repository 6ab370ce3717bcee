/**
 * The resource library this build was made with: vite.config.ts defines `__RESOURCES__` from
 * compute-resources.ts, so the page gets titles, counts and file sizes without shipping the bank.
 */
import type { ResourceCategory } from '../resources.ts';

/** One downloadable resource. `fileSize` is in bytes, null when the file has not been built (dev, tests). */
export interface Resource {
  id: string;
  title: string;
  description: string;
  category: ResourceCategory;
  subcategory?: string;
  fileType: 'PDF';
  fileSize: number | null;
  /** Site path of the file, e.g. `/resources/dcf.pdf`. */
  downloadUrl: string;
  tags: string[];
  featured?: boolean;
}

declare const __RESOURCES__: Resource[];

/** The seven guides in catalogue order (the first two featured). */
export const RESOURCES: readonly Resource[] = __RESOURCES__;
