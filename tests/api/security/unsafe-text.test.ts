/**
 * Issue 12, item 6: a NUL character or an unpaired UTF-16 surrogate in any string of any request
 * (JSON body, query, path) is refused with 400 `{ error }` at the contract, never a 500, on every
 * route, /auth/v1 included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../auth/support';
import { JSON_ENDPOINTS, PLACEHOLDER, confirmedCaller, send, type Caller } from '../support/json-endpoints';

let server: AuthServer;
let caller: Caller;

// The same set-up as fuzz.test.ts (a database, then a sign-up and its confirmation): the same time allowed.
beforeAll(async () => {
  server = await startAuthServer({ formsRateLimit: false });
  caller = await confirmedCaller(server);
}, 180_000);
afterAll(() => server.close());

type Path = (string | number)[];

/** Paths of every string leaf (and every object key, as `[...parent, key, 'key']`) in `value`. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** A copy of `value` with the string at `path` spiked with `bad` in its middle. */
function spiked(value: unknown, path: Path, bad: string): unknown {
  if (path.length === 0) return `${String(value).slice(0, 1)}${bad}${String(value).slice(1)}`;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = spiked(copy[head!], rest, bad);
  return copy;
}

/** The endpoints whose body has a string (POST /api/ensure-app-user reads none). */
const WITH_STRINGS = JSON_ENDPOINTS.filter((endpoint) => stringPaths(endpoint.body(PLACEHOLDER)).length > 0);

const BAD = { NUL: '\u0000', 'a lone high surrogate': '\uD83D', 'a lone low surrogate': '\uDE00' };

describe.each(Object.entries(BAD))('%s in a string', (_name, bad) => {
  it.each(WITH_STRINGS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('is refused with 400 by %s in every field', async (_label, endpoint) => {
    const template = endpoint.body(caller);
    const answers: string[] = [];
    for (const path of stringPaths(template)) {
      const response = await send(server, endpoint, caller, spiked(endpoint.body(caller), path, bad));
      const body = (await response.json().catch(() => ({}))) as { error?: unknown; msg?: unknown };
      answers.push(`${path.join('.')}: ${response.status} ${typeof (body.error ?? body.msg)}`);
    }
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => !answer.endsWith(': 400 string'))).toEqual([]);
  });
});

describe('NUL in the URL', () => {
  it.each([
    ['GET', '/api/verify?token=ab%00c'],
    ['GET', '/api/module-questions/%00'],
    ['GET', '/api/card-reviews/%00'],
    ['POST', '/auth/v1/recover?redirect_to=http%3A%2F%2F127.0.0.1%2F%00'],
    ['POST', '/auth/v1/signup?redirect_to=http%3A%2F%2F127.0.0.1%2F%00'],
  ])('is refused with 400 by %s %s', async (method, url) => {
    const headers = { Authorization: `Bearer ${caller.accessToken}`, 'Content-Type': 'application/json' };
    const body = method === 'POST' ? JSON.stringify({ email: caller.email, password: caller.password }) : undefined;
    const response = await fetch(`${server.url}${url}`, { method, headers, body });
    expect(response.status).toBe(400);
  });
});
