/**
 * Property-based fuzzing of the JSON endpoints with fast-check: bodies that are an endpoint's
 * valid example with one part replaced (any JSON value, strings of any code point including NUL
 * and lone surrogates, huge or odd numbers) or removed, arbitrary JSON, or text that is not JSON.
 * Used by tests/api/security/fuzz.test.ts (200 bodies an endpoint) and `npm run bench` (5,000).
 */
import fc from 'fast-check';
import type { AuthServer } from '../auth/support';
import { send, type Caller, type JsonEndpoint } from './json-endpoints';

/** What one endpoint answered to `bodies` fuzzed bodies. */
export interface FuzzFigures {
  bodies: number;
  /** Count of answers per status code. */
  statuses: Record<number, number>;
  /** `status body` of every 5xx answer but 501 (text-to-speech's documented "no server voice"): should stay empty. */
  serverErrors: string[];
  /** Wall time, in milliseconds. */
  elapsedMs: number;
}

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', '\uD800', '\uDFFF', 'a\u0000b', '\uFEFF', '', ' ', 'null', '<script>alert(1)</script>', "'; drop table users; --", '../../etc/passwd'),
  fc.string({ maxLength: 5000 }),
);
const oddNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1));
const oddValue: fc.Arbitrary<unknown> = fc.oneof(oddText, oddNumber, fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(null, true, false, [], {}));

type Path = (string | number)[];

/** Every path into `value` (the root included). */
function paths(value: unknown, path: Path = []): Path[] {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => paths(item, [...path, index]))
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => paths(item, [...path, key]))
      : [];
  return [path, ...inner];
}

/** `value` with the part at `path` replaced by `replacement` (removed when it is `undefined`). */
function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  if (rest.length === 0 && replacement === undefined) delete copy[head!];
  else copy[head!] = replaced(copy[head!], rest, replacement);
  return copy;
}

/** Fuzzed bodies around `example`: JSON values, or a string sent as raw (often invalid) JSON text. */
export function fuzzedBodies(example: unknown): fc.Arbitrary<{ json: unknown } | { raw: string }> {
  const where = paths(example);
  const mutated = fc
    .tuple(fc.constantFrom(...where), fc.option(oddValue, { nil: undefined }))
    .map(([path, value]) => ({ json: replaced(example, path, value) }));
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((raw) => ({ raw })) },
  );
}

/** Sends `bodies` fuzzed bodies to `endpoint` (seeded, so a run can be replayed) and counts the answers. */
export async function fuzzEndpoint(server: AuthServer, endpoint: JsonEndpoint, caller: Caller, bodies: number, seed = 12): Promise<FuzzFigures> {
  const samples = fc.sample(fuzzedBodies(endpoint.body(caller)), { numRuns: bodies, seed });
  const figures: FuzzFigures = { bodies, statuses: {}, serverErrors: [], elapsedMs: 0 };
  const started = performance.now();
  for (const sample of samples) {
    const response = await send(server, endpoint, caller, 'raw' in sample ? sample.raw : sample.json === undefined ? 'null' : sample.json);
    const text = await response.text();
    figures.statuses[response.status] = (figures.statuses[response.status] ?? 0) + 1;
    if (response.status >= 500 && response.status !== 501) figures.serverErrors.push(`${response.status} ${text.slice(0, 200)} ← ${JSON.stringify(sample).slice(0, 300)}`);
  }
  figures.elapsedMs = performance.now() - started;
  return figures;
}
