/**
 * Turns a completed mock interview into the body of POST /api/save-interview (the spec's saved
 * interview payload, without `user_id`, which is added when it is sent under an account).
 */
import { MINUTES_PER_QUESTION } from '@core/contract/constants';
import type { SaveInterviewRequest } from '@core/contract/saved-interview';
import type { TakenInterview } from '@core/contract/taken-interview';
import type { OutboxKindName } from '@/offline/outbox-entry';

/** Outbox kind of a saved interview (POST /api/save-interview; needs an account). */
export const SAVE_INTERVIEW_KIND = 'save-interview' satisfies OutboxKindName;

/** Shown for a setup field an interview was taken without (a Redo carries questions only). */
const UNKNOWN = 'Unknown';

/**
 * The save-interview body of `interview`. Without a setup, text fields are 'Unknown' and the
 * duration is MINUTES_PER_QUESTION per question.
 */
export function buildSaveRequest(interview: TakenInterview): SaveInterviewRequest {
  const { setup, report } = interview;
  return {
    id: interview.id,
    question_bank: { questions: interview.questions },
    transcript: JSON.stringify(interview.transcript),
    company: setup?.company ?? UNKNOWN,
    industry: setup?.industry ?? UNKNOWN,
    stage: setup?.stage ?? UNKNOWN,
    location: setup?.location ?? UNKNOWN,
    duration: setup?.duration ?? interview.questions.length * MINUTES_PER_QUESTION,
    interviewType: setup?.jobCategory ?? 'InvestmentBanking',
    feedback: report.OverallAssessment,
    strengths: report.strengths,
    questionsStruggled: report.questionsStruggled,
    conceptsToStudy: report.conceptsToStudy,
    weaknesses: report.weaknesses,
    score: report.OverallAssessment.score,
    ...(report.questionScores ? { questionScores: report.questionScores } : {}),
    date_taken: new Date(Date.parse(interview.takenAt) || Date.now()).toISOString(),
    ...(interview.coachedOnDevice ? { coached_on_device: true } : {}),
  };
}

/** The outbox label of a save-interview request. */
export function saveRequestLabel(request: SaveInterviewRequest): string {
  return `Interview: ${request.company}, ${request.stage}`;
}
