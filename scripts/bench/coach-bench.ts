/**
 * Benchmark of the offline coach (core/coach), the embedded AI: time to produce per-question feedback
 * on a 300-word spoken answer (speech metrics, question lookup by text, rubric scoring with claims and
 * the relevance check against the whole bank, markdown), time to generate a script, time to build a
 * 10-question report, and time for the offline tutor to reply (explain, quiz, grade a quiz answer,
 * compare, structure and timing, follow-ups). Timings in milliseconds over 1000 runs after 100
 * warm-up runs. Targets: coach.feedback.p99_ms ≤ 20, coach.report10.p99_ms ≤ 60,
 * coach.tutor.p99_ms ≤ 50. Feedback and report also print `cpu_p99_ms`, the process CPU time per
 * call: on a shared machine wall time includes waiting for a core, CPU time does not.
 * Prints lines `coach.<name> <value>`.
 * Run alone with `node --import tsx scripts/bench/coach-bench.ts`, or through `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import { STAGES, SETUP_DURATIONS_MINUTES, SETUP_INDUSTRY_GROUPS } from '../../content/options';
import { loadQuestionBank } from '../../core/bank/load';
import type { InterviewSetup, TranscriptEntry } from '../../core/contract/interview';
import type { TutorRequest } from '../../core/contract/tutor';
import type { Question } from '../../core/contract/question';
import { OfflineCoach } from '../../core/coach/offline-coach';
import { computeSpeechMetrics } from '../../core/coach/speech-metrics';
import { offlineTutorReply } from '../../core/coach/tutor';
import { stripMarkdown } from '../../core/coach/text';

const WARM_UP = 100;
const RUNS = 1000;
const ANSWER_WORDS = 300;
const FILLERS = ['um,', 'you know,', 'like,', 'uh,'];

/** A spoken-style answer of exactly `words` words: the question's best-practice answer, repeated as needed, with a filler every 15 words. */
export function spokenAnswer(question: Question, words = ANSWER_WORDS): string {
  const source = stripMarkdown(question.answer).split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; out.length < words; i += 1) {
    if (i > 0 && i % 15 === 0) out.push(FILLERS[(i / 15) % FILLERS.length]!);
    if (out.length < words) out.push(source[i % source.length]!);
  }
  return out.join(' ');
}

/** Tutor requests covering every intent: each is a conversation so far, ending with the user's message. */
function tutorConversation(bank: readonly Question[]): TutorRequest[] {
  const lbo = bank.find((q) => q.id === 'lbo-001')!;
  const turns: Array<[user: string, assistant?: string]> = [
    ['Walk me through a DCF', '### From the question bank: "Walk me through a DCF."'],
    ['Can you explain that more simply?'],
    ['Why?'],
    ['Quiz me on LBOs', `**Quiz question:** "${lbo.question}"`],
    [spokenAnswer(lbo, 200)],
    ['Another one'],
    ['Compare IRR and MOIC'],
    ['How do I walk through a DCF in under two minutes?'],
    ['What is the capital of France?'],
  ];
  const requests: TutorRequest[] = [];
  const messages: TutorRequest['messages'] = [];
  for (const [user, assistant] of turns) {
    messages.push({ role: 'user', content: user });
    requests.push({ messages: [...messages], focus: 'Terminal value' });
    messages.push({ role: 'assistant', content: assistant ?? 'ok' });
  }
  return requests;
}

/** Median and 99th percentile (nearest rank) of `samples`, in the samples' unit. */
export function percentiles(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p99: at(99) };
}

/** Calls `run(i)` WARM_UP times, then times RUNS calls; returns per-call milliseconds. */
function time(run: (i: number) => unknown): number[] {
  return timeWallAndCpu(run).wall;
}

/** Like time(), with the process CPU time of each call beside its wall time (both in milliseconds). */
function timeWallAndCpu(run: (i: number) => unknown): { wall: number[]; cpu: number[] } {
  for (let i = 0; i < WARM_UP; i += 1) run(i);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    run(i);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

const print = (name: string, value: number) => console.log(`coach.${name} ${value.toFixed(2)}`);

/**
 * Per-answer feedback on a 300-word spoken answer (target p99 ≤ 20 ms) and a 10-answer report
 * (target p99 ≤ 60 ms): answers to the asked question, and every third one to another (relevance).
 */
function benchFeedbackAndReport(coach: OfflineCoach, bank: readonly Question[], answers: readonly string[]): void {
  const feedback = timeWallAndCpu((i) => {
    const asked = bank[(i * 7) % bank.length]!;
    const text = answers[i % 3 === 0 ? (i * 11) % bank.length : (i * 7) % bank.length]!;
    const speechMetrics = computeSpeechMetrics(text, { durationSeconds: 115 });
    return coach.questionFeedback({ currentQuestion: asked.question, transcription: text, speechMetrics });
  });
  const f = percentiles(feedback.wall);
  print('feedback.words_per_answer', ANSWER_WORDS);
  print('feedback.p50_ms', f.p50);
  print('feedback.p99_ms', f.p99);
  print('feedback.cpu_p99_ms', percentiles(feedback.cpu).p99);
  print('feedback.target_p99_ms', 20);

  const transcripts: TranscriptEntry[][] = Array.from({ length: 20 }, (_, t) =>
    Array.from({ length: 10 }, (_, k) => {
      const q = bank[(t * 10 + k) % bank.length]!;
      return { question: q.question, userResponse: answers[(t * 10 + k * 3) % bank.length]! };
    }),
  );
  const report = timeWallAndCpu((i) => coach.overallReport(transcripts[i % transcripts.length]!));
  const r = percentiles(report.wall);
  print('report10.p50_ms', r.p50);
  print('report10.p99_ms', r.p99);
  print('report10.cpu_p99_ms', percentiles(report.cpu).p99);
  print('report10.target_p99_ms', 60);
}

/** Runs the benchmark and prints its figures. */
export function main(): void {
  const started = performance.now();
  const bank = loadQuestionBank();
  const coach = new OfflineCoach(bank);
  coach.questionFeedback({ currentQuestion: bank[0]!.question, transcription: 'warm' });
  print('init_ms', performance.now() - started);
  print('bank_questions', bank.length);

  const answers = bank.map((q) => spokenAnswer(q));
  benchFeedbackAndReport(coach, bank, answers);

  const script = time((i) => {
    const setup: InterviewSetup = {
      jobCategory: 'InvestmentBanking',
      company: i % 2 ? 'Goldman Sachs' : 'Evercore',
      stage: STAGES[i % STAGES.length]!,
      industry: SETUP_INDUSTRY_GROUPS[i % SETUP_INDUSTRY_GROUPS.length]!,
      location: 'New York',
      duration: SETUP_DURATIONS_MINUTES[i % SETUP_DURATIONS_MINUTES.length]!,
    };
    return coach.generateScript(setup, i);
  });
  const s = percentiles(script);
  print('script.p50_ms', s.p50);
  print('script.p99_ms', s.p99);

  const tutorRequests = tutorConversation(bank);
  const tutor = time((i) => offlineTutorReply(coach.index, tutorRequests[i % tutorRequests.length]!));
  const t = percentiles(tutor);
  print('tutor.p50_ms', t.p50);
  print('tutor.p99_ms', t.p99);
  print('tutor.target_p99_ms', 50);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
