/**
 * The coach's assessment of one answer on the device, with the bank split into chunks: the asked
 * question is resolved on the index (id, exact text, or a reworded question's closest match), then
 * only the rubrics it needs load (bank-questions.ts): the asked question's topic and the topics of
 * the other questions the relevance check matches in full (relevanceCandidates over the build's
 * vocabulary chunk). A bank of just those questions, in bank order, gives the same assessment as the
 * whole bank on the server (core/coach/relevance.ts), so the device and the server agree.
 */
import type { Assessment } from '@core/coach/assess';
import type { BankVocabulary } from '@core/coach/relevance';
import type { SpeechMetrics } from '@core/contract/interview';
import type { Question } from '@core/contract/question';
import { loadBankIndex } from '@/lib/device-bank';
import { loadQuestions } from '@/lib/bank-questions';
import { loadOnce } from '@/lib/load-once';

/** The bank's cue vocabularies (the vocabulary chunk), loaded once (retried after a failure). */
const loadVocabulary: () => Promise<BankVocabulary> = loadOnce(async () => {
  const [{ default: entries }, { bankVocabulary }] = await Promise.all([import('virtual:bank-vocabulary'), import('@core/coach/relevance')]);
  return bankVocabulary(entries.map(([id, terms]) => ({ id, vocabulary: terms })));
});

/** One answer to assess: the asked question's text and bank id (if known), the answer, its speech metrics. */
export interface DeviceAnswer {
  questionText: string;
  answer: string;
  questionId?: string;
  speechMetrics?: SpeechMetrics;
}

/** Assesses `entry` as the server's offline coach would (see the file comment). Rejects only when a chunk cannot load. */
export async function assessOnDevice(entry: DeviceAnswer): Promise<Assessment> {
  const [{ index }, words, { assessAnswer }, { resolveQuestion }, { relevanceCandidates }, { analyseText }] = await Promise.all([
    loadBankIndex(),
    loadVocabulary(),
    import('@core/coach/assess'),
    import('@core/coach/resolve'),
    import('@core/coach/relevance'),
    import('@core/coach/terms'),
  ]);
  const resolved = resolveQuestion(index, entry.questionText, entry.questionId || undefined);
  const asked = resolved.question?.id;
  const candidates = relevanceCandidates(analyseText(entry.answer).terms, words, asked);
  const full = await loadQuestions(asked ? [asked, ...candidates] : candidates);
  const bank = index.bank.flatMap((q): Question[] => (full.has(q.id) ? [full.get(q.id)!] : []));
  return assessAnswer({
    questionText: entry.questionText,
    answer: entry.answer,
    question: asked ? (full.get(asked) ?? null) : null,
    source: resolved.source,
    nearest: resolved.nearest,
    speechMetrics: entry.speechMetrics,
    bank,
  });
}

/** Loads, ahead of the answer, what assessing an answer to bank question `questionId` needs. Never rejects. */
export function warmAssessment(questionId: string): void {
  Promise.all([loadVocabulary(), loadQuestions([questionId]), import('@core/coach/assess')]).catch(() => undefined);
}
