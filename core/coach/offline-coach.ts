/**
 * The offline coach: the embedded, deterministic, no-model AI. Wraps a question bank and its search
 * index and offers the three AI calls of a mock interview: a script, per-answer feedback and the
 * overall report. Plain TypeScript: runs on the server and in the browser when offline.
 */
import type { FeedbackReport, FeedbackRequest, InterviewSetup, Script, SpeechMetrics, TranscriptEntry } from '../contract/interview';
import type { Question } from '../contract/question';
import { createBankIndex, type BankIndex } from '../bank/search';
import { assessAnswer, type Assessment } from './assess';
import { questionFeedback } from './feedback';
import { overallReport } from './report';
import { resolveQuestion } from './resolve';
import { generateScript } from './script';

/** Options of OfflineCoach.assess: the bank id of the question and metrics of the spoken answer. */
export interface AssessOptions {
  questionId?: string;
  speechMetrics?: SpeechMetrics;
}

/**
 * The offline coach over one bank. Methods never throw for valid contract input (InterviewSetup,
 * FeedbackRequest, TranscriptEntry[]); scores are out of 10.
 */
export class OfflineCoach {
  readonly index: BankIndex;

  /** `bank`: the validated question bank (e.g. loadQuestionBank()); its index is built once. */
  constructor(readonly bank: readonly Question[]) {
    this.index = createBankIndex(bank);
  }

  /** A script for `setup`; deterministic for a given integer `seed`, random otherwise. */
  generateScript(setup: InterviewSetup, seed?: number): Script {
    return generateScript(this.bank, setup, seed);
  }

  /**
   * Assesses `answer` to `questionText`: the rubric is found by `questionId`, exact text, or the
   * closest bank question; score out of 10 (see assess.ts). Never throws.
   */
  assess(questionText: string, answer: string, options: AssessOptions = {}): Assessment {
    const resolved = resolveQuestion(this.index, questionText, options.questionId);
    return assessAnswer({
      questionText,
      answer,
      question: resolved.question,
      source: resolved.source,
      nearest: resolved.nearest,
      speechMetrics: options.speechMetrics,
      bank: this.bank,
    });
  }

  /** Markdown feedback (titled sections, bullet lines) on one answer, as for POST /api/generate-feedback. */
  questionFeedback(request: FeedbackRequest): string {
    const assessment = this.assess(request.currentQuestion, request.transcription, {
      questionId: request.questionId,
      speechMetrics: request.speechMetrics,
    });
    return questionFeedback(assessment);
  }

  /** The overall feedback report (spec shape, score out of 10 with one decimal) for a transcript. */
  overallReport(transcript: readonly TranscriptEntry[]): FeedbackReport {
    return overallReport(this.index, transcript);
  }
}
