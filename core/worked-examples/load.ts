/**
 * Loads the worked examples (content/worked-examples/*.json), validated with WorkedExampleSchema and
 * each example's inputs with its kind's schema; memoised.
 */
import { RAW_WORKED_EXAMPLES } from '../../content/worked-examples';
import { WORKED_EXAMPLE_KINDS } from './kinds';
import { WorkedExampleSchema, type WorkedExample } from './schema';

let cached: WorkedExample[] | undefined;

/**
 * Validates raw worked examples: the common fields, unique ids and the inputs of each kind. Throws an
 * Error naming the example id and the problem, e.g. `we-acc-001 inputs.taxRate: Invalid input`
 * or `we-acc-001 title: Too small...`.
 */
export function parseWorkedExamples(raw: readonly unknown[]): WorkedExample[] {
  const examples: WorkedExample[] = [];
  const seen = new Set<string>();
  for (const [index, item] of raw.entries()) {
    const parsed = WorkedExampleSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!; // a failed parse has at least one issue
      const id = item && typeof item === 'object' && 'id' in item ? String(item.id) : `[${index}]`;
      throw new Error(`${id} ${issue.path.join('.')}: ${issue.message}`);
    }
    const example = parsed.data;
    examples.push(example);
    if (seen.has(example.id)) throw new Error(`duplicate worked example id ${example.id}`);
    seen.add(example.id);
    const inputs = WORKED_EXAMPLE_KINDS[example.kind].inputs.safeParse(example.inputs);
    if (!inputs.success) {
      const issue = inputs.error.issues[0]!; // a failed parse has at least one issue
      throw new Error(`${example.id} inputs.${issue.path.join('.')}: ${issue.message}`);
    }
  }
  return examples;
}

/** Every worked example, validated (see parseWorkedExamples), the same array on every call. */
export function loadWorkedExamples(): WorkedExample[] {
  cached ??= parseWorkedExamples(RAW_WORKED_EXAMPLES);
  return cached;
}
