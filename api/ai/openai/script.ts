/**
 * generate-script through the model, grounded in the question bank: the offline coach's selection
 * for the setup (stage mix, industry group, firm) is given as candidates, and the model chooses,
 * orders and may tailor them (e.g. "Why Evercore?"). The count is the offline coach's count for the
 * duration (scriptQuestionCount). A question the model based on a candidate keeps that bank id.
 */
import { z } from 'zod';
import type { InterviewSetup, Script } from '../../../core/contract/interview';
import type { Question } from '../../../core/contract/question';
import { scriptQuestionCount } from '../../../core/coach/script';
import { structured, type OpenAiContext } from './client';
import { InvalidOutputError } from './errors';
import { DATA_NOT_INSTRUCTIONS, candidateLine, fence, looseText, scriptCandidates } from './grounding';

/** What the model returns: questions in order, each with the candidate id it came from (or null). */
export const ScriptDraftSchema = z.object({
  questions: z.array(z.object({ question: z.string(), bankId: z.string().nullable() })),
});
export type ScriptDraft = z.infer<typeof ScriptDraftSchema>;

const SYSTEM = [
  'You write the question script of a spoken investment banking mock interview.',
  'Use the candidate questions from the question bank: choose, order and, where it helps, tailor them to the firm, group, office and stage (for example name the firm in a "why our firm" question).',
  'Open with the first candidate (the resume or "tell me about yourself" question). Keep technical questions technically identical to the bank question.',
  'For each question give bankId: the id of the candidate it is based on, or null for a new question.',
  'Return exactly the number of questions asked for, no duplicates.',
  DATA_NOT_INSTRUCTIONS,
].join(' ');

/** The chat messages of a script request. */
export function scriptMessages(setup: InterviewSetup, candidates: readonly Question[], count: number) {
  const setupText = [
    `Firm: ${setup.company}`,
    `Office: ${setup.location}`,
    `Industry group: ${setup.industry}`,
    `Stage: ${setup.stage}`,
    `Duration: ${setup.duration} minutes`,
  ].join('\n');
  return [
    { role: 'system' as const, content: SYSTEM },
    {
      role: 'user' as const,
      content: `Write ${count} questions.\n\n${fence('candidate_message', setupText)}\n\nCandidate questions:\n<question_bank>\n${candidates.map(candidateLine).join('\n')}\n</question_bank>`,
    },
  ];
}

/**
 * Checks a draft: `count` distinct non-empty questions (extra ones dropped); ids kept only when they
 * name a candidate. @throws InvalidOutputError when fewer than `count` usable questions came back.
 */
export function scriptFromDraft(draft: ScriptDraft, candidates: readonly Question[], count: number): Script {
  const ids = new Set(candidates.map((q) => q.id));
  const seen = new Set<string>();
  const questions: Script['scriptData']['questions'] = [];
  for (const item of draft.questions) {
    const text = item.question.trim().slice(0, 2000);
    const key = looseText(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    questions.push(item.bankId && ids.has(item.bankId) ? { question: text, id: item.bankId } : { question: text });
    if (questions.length === count) break;
  }
  if (questions.length < count) throw new InvalidOutputError(`expected ${count} distinct questions, got ${questions.length}`);
  return { scriptData: { questions } };
}

/** A script for `setup` from the model (one repair retry). @throws AiProviderError. */
export async function modelScript(ctx: OpenAiContext, bank: readonly Question[], setup: InterviewSetup): Promise<Script> {
  const count = scriptQuestionCount(setup.duration);
  const candidates = scriptCandidates(bank, setup);
  return structured(ctx, {
    operation: 'script',
    name: 'interview_script',
    schema: ScriptDraftSchema,
    messages: scriptMessages(setup, candidates, count),
    check: (draft) => scriptFromDraft(draft, candidates, count),
  });
}
