/**
 * Test fixture: a taken interview over `asked` (bank questions) whose report lists `struggled`
 * (question texts) as struggled with, taken at `takenAt` (ISO 8601).
 */
import type { Question } from '@core/contract/question';
import type { TakenInterview } from '@core/contract/taken-interview';

export function takenInterview(asked: readonly Question[], struggled: readonly string[], takenAt: string): TakenInterview {
  return {
    id: crypto.randomUUID(),
    questions: asked.map((q) => ({ question: q.question, id: q.id })),
    transcript: [],
    report: {
      OverallAssessment: { score: 4, overallCritique: 'Work on the technicals.' },
      strengths: {},
      questionsStruggled: Object.fromEntries(struggled.map((question, i) => [`q${i}`, { question, critique: 'Thin.', suggestedImprovement: 'More.' }])),
      conceptsToStudy: {},
      weaknesses: {},
    },
    takenAt,
  };
}
