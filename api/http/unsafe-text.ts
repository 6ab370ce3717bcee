/**
 * Text the database cannot store: a NUL character (PostgreSQL text refuses it) or an unpaired UTF-16
 * surrogate (not encodable as UTF-8). Requests holding either in any string or object key are
 * refused with 400 at the contract (api/http/validate.ts, api/routes/auth.ts), never passed on.
 */

/** Message of the 400 answer, naming the field (`transcript[0].question`, 'Request body', ...). */
export const unsafeTextMessage = (field: string) => `${field} must not contain NUL characters or unpaired surrogates`;

// eslint-disable-next-line no-control-regex -- the NUL is the point of this pattern
const UNSAFE = /[\u0000\p{Cs}]/u;

/**
 * The path of the first string or key in `value` (plain JSON: objects, arrays, strings; anything
 * else is skipped) that holds unsafe text, or undefined when there is none.
 */
export function findUnsafeText(value: unknown, path: readonly PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return UNSAFE.test(value) ? [...path] : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (UNSAFE.test(key)) return [...path, key];
    const found = findUnsafeText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** An object literal or a prototype-less record (as Hono builds query and param maps). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
