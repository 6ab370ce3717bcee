/**
 * The embedded AI provider: the offline coach (core/coach), deterministic and model-free. It has no
 * speech engine, so textToSpeech and transcribe are absent and capabilities() reports all false; the
 * client then uses the browser's speech synthesis and recognition, or a typed answer. The tutor and
 * best-practice answers come from question-bank retrieval alone.
 */
import type { Question } from '../../core/contract/question';
import { questionFeedback as renderFeedback } from '../../core/coach/feedback';
import { followUpQuestion } from '../../core/coach/follow-up';
import { answerMarks } from '../../core/coach/claims/marks';
import { OfflineCoach } from '../../core/coach/offline-coach';
import { bankBestPractice, offlineTutorReply } from '../../core/coach/tutor';
import { serverQuestionBank } from '../bank/question-bank';
import type { AiProvider } from './provider';

/**
 * An AiProvider backed by OfflineCoach over `bank` (default: the validated content bank, which throws
 * at the first AI call if the content is invalid). The coach and its search index (seconds of work
 * and tens of MiB) are built on the first AI call, not at start. Returns a plain object of own
 * functions, so it can be spread to override a method in tests. Script seeds are random per call.
 */
export function createOfflineProvider(bank?: readonly Question[]): AiProvider {
  const coach = lazyCoach(bank);
  return {
    mode: 'offline-coach',
    capabilities: () => ({ speechToText: false, textToSpeech: false, llm: false }),
    generateScript: async (setup) => coach().generateScript(setup),
    questionFeedback: async (request) => {
      const assessment = coach().assess(request.currentQuestion, request.transcription, request);
      const followUp = followUpQuestion(assessment);
      const marks = answerMarks(assessment, request.transcription);
      return { feedback: renderFeedback(assessment), ...(followUp ? { followUp } : {}), ...(marks.length > 0 ? { marks } : {}) };
    },
    overallReport: async (transcript) => coach().overallReport(transcript),
    bestPracticeAnswer: async (request) => bankBestPractice(coach().index, request),
    tutorReply: async (request) => {
      const { chunks, sources } = offlineTutorReply(coach().index, request);
      return { sources, deltas: arrayStream(chunks) };
    },
  };
}

/** The OfflineCoach over `bank` (default: the content bank), built on the first call and kept. */
export function lazyCoach(bank?: readonly Question[]): () => OfflineCoach {
  let built: OfflineCoach | undefined;
  return () => (built ??= new OfflineCoach(bank ?? serverQuestionBank.questions()));
}

async function* arrayStream(chunks: readonly string[]): AsyncIterable<string> {
  yield* chunks;
}
