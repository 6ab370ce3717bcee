/**
 * The offline coach in the browser, loaded on first use: its chunk carries the question bank (the
 * service worker precaches it with the other scripts), so with no connection a mock interview gets
 * its questions (core/coach/script.ts, as on the server), each typed answer its feedback and
 * rubric coverage, the interview its overall report, and a card the bank's best-practice answer.
 */
import type { FeedbackReport, InterviewSetup, ScriptQuestion, SentenceMark, TranscriptEntry } from '@core/contract/interview';
import type { BestPracticeRequest } from '@core/contract/tutor';

/** Feedback and rubric coverage of one answer. */
export interface LocalReview {
  feedback: string;
  /** Percent (0 to 100) of key points covered; null when no bank question fits. */
  coverage: number | null;
  /** The answer's sentences that covered or contradicted a key point (core/coach/claims/marks.ts). */
  marks: SentenceMark[];
}

export interface LocalCoach {
  /** The questions of a mock interview for `setup` (random order, as POST /api/generate-script). */
  script(setup: InterviewSetup): ScriptQuestion[];
  review(questionText: string, answer: string, questionId?: string): LocalReview;
  /** The overall feedback report of a transcript (score out of 10). */
  report(transcript: readonly TranscriptEntry[]): FeedbackReport;
  bestPractice(request: BestPracticeRequest): string;
}

let loading: Promise<LocalCoach> | undefined;

async function load(): Promise<LocalCoach> {
  const [{ OfflineCoach }, { loadQuestionBank }, { questionFeedback }, { bankBestPractice }, { answerMarks }] = await Promise.all([
    import('@core/coach/offline-coach'),
    import('@core/bank/load'),
    import('@core/coach/feedback'),
    import('@core/coach/tutor'),
    import('@core/coach/claims/marks'),
  ]);
  const coach = new OfflineCoach(loadQuestionBank());
  return {
    script: (setup) => coach.generateScript(setup).scriptData.questions,
    review(questionText, answer, questionId) {
      const assessment = coach.assess(questionText, answer, { questionId: questionId || undefined });
      const coverage = assessment.source === 'none' ? null : Math.round(assessment.coverage * 100);
      return { feedback: questionFeedback(assessment), coverage, marks: answerMarks(assessment, answer) };
    },
    report: (transcript) => coach.overallReport(transcript),
    bestPractice: (request) => bankBestPractice(coach.index, request),
  };
}

/** The coach, loaded once (a failed load is retried on the next call). */
export function loadLocalCoach(): Promise<LocalCoach> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
