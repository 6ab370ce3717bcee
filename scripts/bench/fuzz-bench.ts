/**
 * Fuzzing figures: 5,000 fast-check bodies to every JSON endpoint (tests/api/support/fuzz.ts) of
 * the app with the embedded auth, on PGlite in memory. Prints, per endpoint, the bodies sent, the
 * 5xx answers (target: 0) and the rate, then the totals and whether the server is still healthy.
 */
import { startAuthServer } from '../../tests/api/auth/support';
import { fuzzEndpoint } from '../../tests/api/support/fuzz';
import { JSON_ENDPOINTS, confirmedCaller } from '../../tests/api/support/json-endpoints';

/** Fuzzed bodies per endpoint in the benchmark. */
const BODIES = 5_000;

export async function main(): Promise<void> {
  const server = await startAuthServer({ formsRateLimit: false });
  try {
    const caller = await confirmedCaller(server);
    let total = 0;
    let serverErrors = 0;
    for (const endpoint of JSON_ENDPOINTS) {
      const figures = await fuzzEndpoint(server, endpoint, caller, BODIES);
      total += figures.bodies;
      serverErrors += figures.serverErrors.length;
      const rate = Math.round((figures.bodies / figures.elapsedMs) * 1000);
      console.log(`fuzz ${endpoint.method} ${endpoint.path} bodies ${figures.bodies} 5xx ${figures.serverErrors.length} (${rate} req/s)`);
      for (const line of figures.serverErrors.slice(0, 3)) console.log(`  ${line}`);
    }
    const healthy = (await fetch(`${server.url}/api/health`)).status === 200;
    console.log(`fuzz total bodies ${total} across ${JSON_ENDPOINTS.length} endpoints`);
    console.log(`fuzz total 5xx ${serverErrors}`);
    console.log(`fuzz server healthy after ${healthy ? 'yes' : 'no'}`);
  } finally {
    await server.close();
  }
}
