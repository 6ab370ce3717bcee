/**
 * Request validation: @hono/zod-validator with one hook, so every invalid request is answered
 * 400 `{ error }` with the first problem. A schema's own message (e.g. 'Company name is required')
 * is used as is; zod's generic issues are reworded to name the field ('transcription must be a string').
 * A NUL character or an unpaired surrogate in any string is refused before the schema runs.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { findUnsafeText, unsafeTextMessage } from './unsafe-text';
import { errorBody } from '../../core/contract/wire';

/** Validation middleware for `target` ('json', 'form', 'query', ...) against a zod schema. */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(
    target,
    schema,
    (result, c) => {
      if (!result.success) return c.json(errorBody(result.error.issues[0]?.message ?? 'Invalid request'), 400);
    },
    // The option's result type is conditional on the schema, which TS cannot resolve for a generic T.
    { validationFunction: parseNamingFields as never },
  );

function parseNamingFields(schema: z.ZodType, value: unknown) {
  const unsafe = findUnsafeText(value);
  if (unsafe) return { success: false, error: { issues: [{ message: unsafeTextMessage(fieldName(unsafe)) }] } };
  return schema.safeParseAsync(value, { error: describeIssue });
}

type RawIssue = z.core.$ZodRawIssue;

/** A field-naming message for an issue whose schema gave none. */
function describeIssue(issue: RawIssue): string {
  const field = fieldName(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${withArticle(issue.expected)}`;
    case 'too_small':
      return `${field} ${sizeRule('at least', issue.origin, Number(issue.minimum))}`;
    case 'too_big':
      return `${field} ${sizeRule('at most', issue.origin, Number(issue.maximum))}`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    default:
      return `${field} is invalid`;
  }
}

/** `transcript[0].question`, or 'Request body' for the top level. */
function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'Request body';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`))
    .join('');
}

function sizeRule(bound: 'at least' | 'at most', origin: string, limit: number): string {
  if (origin === 'string') return limit === 1 && bound === 'at least' ? 'must not be empty' : `must be ${bound} ${limit} characters`;
  if (origin === 'array' || origin === 'set') return `must have ${bound} ${limit} item${limit === 1 ? '' : 's'}`;
  return `must be ${bound} ${limit}`;
}

function withArticle(expected: string): string {
  return `${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
}
