/**
 * The offline coach in the browser, loaded on first use from the bank's build-time chunks: the
 * index alone chooses a mock interview's questions (core/coach/script.ts, as on the server); each
 * typed answer gets its feedback and rubric coverage from the rubric of its question's topic
 * (device-assess.ts, loaded per topic and warmed while the candidate reads the question); the
 * interview gets its overall report and a card the bank's best-practice answer. The service worker
 * precaches the chunks, so all of it works with no connection.
 */
import type { FeedbackReport, InterviewSetup, ScriptQuestion, SentenceMark, TranscriptEntry } from '@core/contract/interview';
import type { BestPracticeRequest } from '@core/contract/tutor';
import { loadBankIndex } from '@/lib/device-bank';
import { loadQuestions } from '@/lib/bank-questions';
import { assessOnDevice, warmAssessment } from '@/lib/device-assess';
import { loadOnce } from '@/lib/load-once';

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
  /** Loads ahead what reviewing an answer to bank question `questionId` needs (call when it is shown). */
  warm(questionId: string): void;
  review(questionText: string, answer: string, questionId?: string): Promise<LocalReview>;
  /** The overall feedback report of a transcript (score out of 10). */
  report(transcript: readonly TranscriptEntry[]): Promise<FeedbackReport>;
  bestPractice(request: BestPracticeRequest): Promise<string>;
}

async function load(): Promise<LocalCoach> {
  const [{ index }, { generateScript }, { questionFeedback }, { reportOfAssessments }, { bestPracticeOf }, { resolveQuestion }, { answerMarks }] = await Promise.all([
    loadBankIndex(),
    import('@core/coach/script'),
    import('@core/coach/feedback'),
    import('@core/coach/report'),
    import('@core/coach/tutor'),
    import('@core/coach/resolve'),
    import('@core/coach/claims/marks'),
  ]);
  return {
    script: (setup) => generateScript(index.bank, setup).scriptData.questions,
    warm: warmAssessment,
    async review(questionText, answer, questionId) {
      const assessment = await assessOnDevice({ questionText, answer, questionId });
      const coverage = assessment.source === 'none' ? null : Math.round(assessment.coverage * 100);
      return { feedback: questionFeedback(assessment), coverage, marks: answerMarks(assessment, answer) };
    },
    async report(transcript) {
      const assessments = await Promise.all(
        transcript.map((entry) => assessOnDevice({ questionText: entry.question, answer: entry.userResponse, questionId: entry.questionId, speechMetrics: entry.speechMetrics })),
      );
      return reportOfAssessments(assessments, index.bank);
    },
    async bestPractice(request) {
      const resolved = resolveQuestion(index, request.question, request.questionId);
      const id = resolved.question?.id;
      const question = id ? ((await loadQuestions([id])).get(id) ?? null) : null;
      return bestPracticeOf({ question, source: resolved.source, nearest: resolved.nearest });
    },
  };
}

/** The coach, loaded once (a failed load is retried on the next call). */
export const loadLocalCoach: () => Promise<LocalCoach> = loadOnce(load);
