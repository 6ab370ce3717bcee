/**
 * Benchmark of GET /api/module-questions/:moduleId at a fixed request rate on loopback. The API
 * (createApp on PGlite in memory, offline coach, a verified ES256 bearer token) listens through
 * @hono/node-server in a child process, so the load generator does not share its event loop. The
 * generator sends one request every 1000/RATE ms whatever the answers do (open model), and times
 * each from its scheduled send time, so a slow server is not hidden by waiting (no coordinated
 * omission). The module is a custom module of every Technical question (the largest a user can
 * build from one type). After a 1-second warm-up, prints `modules.questions.p50_ms`, `p99_ms`,
 * `max_ms`, `rate_rps` (answers per second achieved) and `errors` (non-200 or failed requests).
 * Run alone with `node --import tsx scripts/bench/modules-bench.ts`, or through `npm run bench`.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK } from 'jose';

/** Requests per second sent. */
const RATE = 200;
/** Measured seconds (after the warm-up). */
const SECONDS = 10;
/** Warm-up seconds, not measured. */
const WARMUP_SECONDS = 1;
const ISSUER = 'http://bench.local/auth/v1';

/** Child process: serves the API on an ephemeral loopback port and reports it to the parent. */
async function serveChild(publicJwk: JWK): Promise<void> {
  const [{ serve }, { createOfflineProvider }, { createApp }, { readEnv }, { deriveModes }, { createDatabase }] = await Promise.all([
    import('@hono/node-server'),
    import('../../api/ai/offline-provider'),
    import('../../api/app'),
    import('../../api/config/env'),
    import('../../api/config/modes'),
    import('../../api/db/client'),
  ]);
  const publicKey = await importJWK(publicJwk, 'ES256');
  const database = await createDatabase({ inMemory: true });
  await database.migrate();
  const { modes } = deriveModes(readEnv({}));
  const verifier = {
    async verify(bearer: string) {
      const { payload } = await jwtVerify(bearer, publicKey, { algorithms: ['ES256'], issuer: ISSUER, audience: 'authenticated' });
      return { id: payload.sub!, email: null };
    },
  };
  const app = createApp({ db: database.db, ai: createOfflineProvider(), modes, verifier });
  serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, ({ port }) => process.send?.({ port }));
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const print = (name: string, value: number, digits = 1) => console.log(`modules.questions.${name} ${value.toFixed(digits)}`);

/** Runs the benchmark and prints its figures. */
export async function main(): Promise<void> {
  const keys = await generateKeyPair('ES256', { extractable: true });
  const userId = randomUUID();
  const token = await new SignJWT({ role: 'authenticated' })
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(keys.privateKey);
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, BENCH_PUBLIC_JWK: JSON.stringify(await exportJWK(keys.publicKey)) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
    });
    const base = `http://127.0.0.1:${port}/api`;
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${base}/create-module`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Technicals', questionTypes: ['Technical'] }),
    });
    if (!created.ok) throw new Error(`create-module answered ${created.status}`);
    const { module } = (await created.json()) as { module: { id: string; num_questions: number } };
    const url = `${base}/module-questions/${module.id}`;

    const total = (WARMUP_SECONDS + SECONDS) * RATE;
    const intervalMs = 1000 / RATE;
    const latencies: number[] = [];
    let errors = 0;
    let lastDone = 0;
    const start = performance.now() + 50;
    const measuredFrom = start + WARMUP_SECONDS * 1000;
    const pending: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const scheduled = start + i * intervalMs;
      const wait = scheduled - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(
        fetch(url, { headers })
          .then(async (res) => {
            const body = await res.arrayBuffer();
            const done = performance.now();
            if (scheduled < measuredFrom) return;
            if (res.status !== 200 || body.byteLength === 0) errors += 1;
            else latencies.push(done - scheduled);
            lastDone = Math.max(lastDone, done);
          })
          .catch(() => {
            if (scheduled >= measuredFrom) errors += 1;
          }),
      );
    }
    await Promise.all(pending);
    latencies.sort((a, b) => a - b);
    console.log(`modules.questions.module_questions ${module.num_questions}`);
    print('p50_ms', quantile(latencies, 0.5), 2);
    print('p99_ms', quantile(latencies, 0.99), 2);
    print('max_ms', latencies.at(-1) ?? NaN, 2);
    print('rate_rps', latencies.length / ((lastDone - measuredFrom) / 1000), 1);
    console.log(`modules.questions.errors ${errors}`);
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv.includes('--serve')) {
  await serveChild(JSON.parse(process.env.BENCH_PUBLIC_JWK ?? '{}') as JWK);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
