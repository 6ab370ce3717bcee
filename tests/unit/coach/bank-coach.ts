/**
 * The real question bank and an offline coach over it, shared by the coach's acceptance tests;
 * `question(id)` returns a bank question and throws when the id is missing.
 */
import { loadQuestionBank } from '../../../core/bank/load';
import { OfflineCoach } from '../../../core/coach/offline-coach';

export const bank = loadQuestionBank();
export const coach = new OfflineCoach(bank);

/** The bank question `id`; throws when it is missing. */
export function question(id: string) {
  const found = bank.find((q) => q.id === id);
  if (!found) throw new Error(`bank question ${id} is missing`);
  return found;
}
