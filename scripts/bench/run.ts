/**
 * `npm run bench`: runs every benchmark in turn and prints its figures as `name value` lines.
 * Benchmarks print figures; they never assert (targets are read by people, see each script).
 */
import { main as coachBench } from './coach-bench';
import { main as bundleSize } from './bundle-size';
import { main as outboxBench } from './outbox-bench';
import { main as aiBench } from './ai-bench';
import { main as modulesBench } from './modules-bench';
import { main as lighthouseBench } from './lighthouse-bench';
import { main as studyOfflineBench } from './study-offline-bench';
import { main as interviewOfflineBench } from './interview-offline-bench';
import { main as bankSearchBench } from './bank-search-bench';
import { main as fuzzBench } from './fuzz-bench';
import { main as serverBench } from './server-bench';

const benches = [
  ['offline coach', coachBench],
  ['outbox', outboxBench],
  ['AI provider overhead', aiBench],
  ['module questions API', modulesBench],
  ['bundle size', bundleSize],
  ['study session offline', studyOfflineBench],
  ['mock interview offline', interviewOfflineBench],
  ['question bank search and size', bankSearchBench],
  ['Lighthouse on /', lighthouseBench],
  ['fuzzing the JSON endpoints', fuzzBench],
  ['production server start and memory', serverBench],
] as const;

for (const [name, run] of benches) {
  console.log(`# ${name}`);
  await run();
}
