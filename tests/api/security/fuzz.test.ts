/**
 * Issue 12, fuzzing: every JSON endpoint (tests/api/support/json-endpoints.ts) answers 200 fuzzed
 * bodies each with no 5xx, and the server stays healthy. `npm run bench` runs 5,000 an endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../auth/support';
import { fuzzEndpoint } from '../support/fuzz';
import { JSON_ENDPOINTS, confirmedCaller, type Caller } from '../support/json-endpoints';

/** Fuzzed bodies per endpoint in the test suite. */
const BODIES = 200;

let server: AuthServer;
let caller: Caller;

beforeAll(async () => {
  server = await startAuthServer({ formsRateLimit: false });
  caller = await confirmedCaller(server);
}, 180_000);
afterAll(() => server.close());

describe(`${BODIES} fuzzed bodies`, () => {
  it.each(JSON_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    'to %s: no 5xx, and the server stays healthy',
    async (_label, endpoint) => {
      const figures = await fuzzEndpoint(server, endpoint, caller, BODIES);
      expect(figures.serverErrors).toEqual([]);
      expect(Object.values(figures.statuses).reduce((a, b) => a + b, 0)).toBe(BODIES);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    },
    180_000,
  );
});
