/** Interview records and profiles for the interviews and profile tests. */
import type { InterviewRecord, Profile } from '@core/contract/saved-interview';

export function record(overrides: Partial<InterviewRecord> = {}): InterviewRecord {
  return {
    id: crypto.randomUUID(),
    user_id: 'u1',
    question_bank: { questions: [{ question: 'Walk me through a DCF.' }] },
    transcript: '[]',
    company: 'Goldman Sachs',
    industry: 'TMT',
    stage: 'superday',
    location: 'New York',
    duration: '30',
    interviewType: 'InvestmentBanking',
    feedback: { score: 7, overallCritique: 'Fine.' },
    strengths: {},
    questionsStruggled: {},
    conceptsToStudy: {},
    weaknesses: {},
    score: 7,
    date_taken: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 'u1',
    email: 'ana@example.com',
    averageScore: 7.25,
    interviewsCompleted: 3,
    studyHours: 1.25,
    weaknesses: [],
    conceptsToStudy: {},
    ...overrides,
  };
}
