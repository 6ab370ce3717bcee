/**
 * The OpenAI-compatible AiProvider: every AI call goes through the `openai` SDK to the configured
 * server, grounded in the question bank. The offline coach stays beside it as the rubric the model
 * is given, and as the fallback where a result beats an error:
 * - generate-script: any failure → the offline coach's script (logged).
 * - feedback: an empty answer is answered by the offline coach without a call; invalid model output
 *   after the repair retry → the offline coach's feedback; an API failure → AiProviderError (502).
 * - report: any failure → the offline coach's report (the rule), logged.
 * - best practice, speech, tutor: failures → AiProviderError (502, or an error event when streaming).
 */
import type { Question } from '../../../core/contract/question';
import { assessTranscript } from '../../../core/coach/report';
import { serverQuestionBank } from '../../bank/question-bank';
import { createOfflineProvider, lazyCoach } from '../offline-provider';
import type { AiProvider } from '../provider';
import { modelBestPractice } from './best-practice';
import { createOpenAiContext } from './client';
import type { OpenAiConfig } from './config';
import { describeFailure, failureKind } from './errors';
import { modelFeedback } from './feedback';
import { modelReport } from './report';
import { modelScript } from './script';
import { modelSpeech, modelTranscription } from './speech';
import { modelTutorReply } from './tutor';

const fellBack = (operation: string, error: unknown) =>
  console.warn(`AI ${operation}: using the offline coach after ${describeFailure(error)}`);

/** The provider for `config` over `bank` (default: the content bank). Creating it makes no request. */
export function createOpenAiProvider(config: OpenAiConfig, bank?: readonly Question[]): AiProvider {
  const ctx = createOpenAiContext(config);
  // The rubric's coach, built on the first call that needs it (the fallback builds its own).
  const coach = lazyCoach(bank);
  const offline = createOfflineProvider(bank);
  return {
    mode: 'openai',
    capabilities: () => ({ speechToText: true, textToSpeech: true, llm: true }),
    generateScript: async (setup) => {
      try {
        return await modelScript(ctx, bank ?? serverQuestionBank.questions(), setup);
      } catch (error) {
        fellBack('script', error);
        return offline.generateScript(setup);
      }
    },
    questionFeedback: async (request) => {
      const assessment = coach().assess(request.currentQuestion, request.transcription, request);
      if (assessment.empty) return offline.questionFeedback(request);
      try {
        return await modelFeedback(ctx, request, assessment);
      } catch (error) {
        if (failureKind(error) !== 'invalid-output') throw error;
        fellBack('feedback', error);
        return offline.questionFeedback(request);
      }
    },
    overallReport: async (transcript) => {
      const assessments = assessTranscript(coach().index, transcript);
      if (assessments.every((a) => a.empty)) return offline.overallReport(transcript);
      try {
        return await modelReport(ctx, transcript, assessments);
      } catch (error) {
        fellBack('report', error);
        return offline.overallReport(transcript);
      }
    },
    bestPracticeAnswer: (request) => modelBestPractice(ctx, coach().index, request),
    tutorReply: async (request, signal) => modelTutorReply(ctx, coach().index, request, signal),
    textToSpeech: (text) => modelSpeech(ctx, text),
    transcribe: (audio, onProgress) => modelTranscription(ctx, audio, onProgress),
  };
}
