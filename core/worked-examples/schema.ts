/**
 * A worked example as structured data: the inputs and the stated results of one calculation a
 * candidate should be able to do (a $10 depreciation change, the EV bridge, accretion/dilution, an
 * LBO's returns...). Files under content/worked-examples/ are arrays of WorkedExampleSchema; the
 * guides print them as tables, and tests recompute every stated result from its inputs.
 */
import { z } from 'zod';
import { GUIDE_SLUGS } from '../../content/resources';
import { KIND_NAMES } from './kinds';

export const WorkedExampleSchema = z.strictObject({
  /** Stable id, e.g. `we-acc-001`. */
  id: z.string().regex(/^we-[a-z]{2,5}-\d{3}$/, 'id must look like we-acc-001'),
  /** The guide that prints it. */
  guide: z.enum(GUIDE_SLUGS),
  title: z.string().min(4),
  /** What is being asked, as a candidate would hear it. */
  prompt: z.string().min(20),
  kind: z.enum(KIND_NAMES),
  /** Unit of the money amounts, e.g. "$ millions" or "$ per share"; rates are always in percent. */
  unit: z.string().min(1),
  inputs: z.record(z.string(), z.unknown()),
  /** Stated results by name (a subset of what the kind computes), rounded to `decimals` places. */
  results: z.record(z.string(), z.number()).refine((r) => Object.keys(r).length > 0, 'state at least one result'),
  decimals: z.number().int().min(0).max(4).default(2),
  /** One to three sentences on how the result follows and what it means. */
  explanation: z.string().min(20),
  /** Bank questions this example answers. */
  questionIds: z.array(z.string()).default([]),
});
export type WorkedExample = z.infer<typeof WorkedExampleSchema>;
