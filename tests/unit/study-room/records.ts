/** Saved-interview records and profiles for the study-room tests. */
import type { InterviewRecord, Profile } from '@core/contract/saved-interview';

export function interviewRecord(overrides: Partial<InterviewRecord> = {}): InterviewRecord {
  return {
    id: crypto.randomUUID(),
    user_id: '0b7c9a52-8d4e-4f3a-9b2c-1d0e9f8a7b6c',
    question_bank: { questions: [{ question: 'Walk me through a DCF.' }] },
    transcript: '[]',
    company: 'Evercore',
    industry: 'M&A',
    stage: 'superday',
    location: 'New York',
    duration: '30',
    interviewType: 'InvestmentBanking',
    feedback: { score: 6, overallCritique: 'Fine.' },
    strengths: {},
    questionsStruggled: {},
    conceptsToStudy: {},
    weaknesses: {},
    score: 6,
    date_taken: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function studyProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: '0b7c9a52-8d4e-4f3a-9b2c-1d0e9f8a7b6c',
    email: 'ana@example.com',
    averageScore: 6.5,
    interviewsCompleted: 2,
    studyHours: 1,
    weaknesses: [
      { title: 'Technical depth', description: 'Key points were missing in the technical answers.' },
      { title: 'Pacing', description: 'Answers ran **long**.' },
    ],
    conceptsToStudy: {
      'Terminal value': { concept: 'Terminal value', description: 'Gordon growth and exit multiple.' },
      WACC: { concept: 'WACC', description: 'Cost of capital.' },
    },
    ...overrides,
  };
}
