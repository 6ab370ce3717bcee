/** The embedded AI provider: mode, capabilities, and the three AI calls backed by the offline coach. */
import { describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../../api/ai/offline-provider';
import { loadQuestionBank } from '../../../core/bank/load';
import { FeedbackReportSchema, ScriptSchema } from '../../../core/contract/interview';

const setup = {
  jobCategory: 'InvestmentBanking',
  company: 'Lazard',
  stage: 'superday',
  industry: 'Restructuring',
  location: 'New York',
  duration: 45,
} as const;

describe('createOfflineProvider', () => {
  it('is the offline coach, with no speech engine and no model', () => {
    const provider = createOfflineProvider();
    expect(provider.mode).toBe('offline-coach');
    expect(provider.capabilities()).toEqual({ speechToText: false, textToSpeech: false, llm: false });
    expect(provider.textToSpeech).toBeUndefined();
    expect(provider.transcribe).toBeUndefined();
  });

  it('generates scripts, feedback and reports, and keeps working when spread to override one method', async () => {
    const provider = { ...createOfflineProvider() };
    const script = ScriptSchema.parse(await provider.generateScript(setup));
    expect(script.scriptData.questions).toHaveLength(15);
    const [first, second] = script.scriptData.questions;
    const { feedback } = await provider.questionFeedback({ currentQuestion: second!.question, questionId: second!.id, transcription: 'I am not sure.' });
    expect(feedback).toMatch(/^### What you missed$/m);
    const report = await provider.overallReport([
      { question: first!.question, questionId: first!.id, userResponse: 'I study economics and I like deals.' },
      { question: second!.question, questionId: second!.id, userResponse: '' },
    ]);
    expect(FeedbackReportSchema.parse(report).OverallAssessment.score).toBeLessThan(5);
  });

  it('uses the bank it is given', async () => {
    const bank = loadQuestionBank().filter((q) => q.category === 'Fit' || q.category === 'LBO');
    const script = await createOfflineProvider(bank).generateScript({ ...setup, duration: 15 });
    for (const q of script.scriptData.questions) expect(bank.some((b) => b.id === q.id)).toBe(true);
  });
});
