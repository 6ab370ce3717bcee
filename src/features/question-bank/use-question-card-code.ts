/**
 * The whole question card's code (answer box, recorder, feedback, markdown: a chunk of its own),
 * loaded when a bank card first opens, so the bank's first cards wait only for the previews.
 * Unlike React's `lazy`, which keeps a failed import for good, a failed load (offline, the chunk
 * neither opened online before nor fetched with the offline pack) is forgotten (loadOnce), so the
 * card can say so and load again on Try again, while the list and the search stay on the page.
 */
import { useEffect, useState } from 'react';
import type { QuestionCard as QuestionCardComponent } from '@/components/question-card/question-card';
import { loadOnce } from '@/lib/load-once';

type QuestionCardType = typeof QuestionCardComponent;

/** The card's component once its chunk has loaded on this page (later cards open without waiting). */
let loaded: QuestionCardType | undefined;

const loadQuestionCard = loadOnce(async () => (loaded = (await import('@/components/question-card/question-card')).QuestionCard));

/** Where the card's code is: still loading, ready to render, or failed (`retry` loads it again). */
export type QuestionCardCode =
  | { status: 'loading' }
  | { status: 'ready'; QuestionCard: QuestionCardType }
  | { status: 'failed'; retry: () => void };

/** The question card's code, loaded once `wanted` (the reader opened a card); idle until then. */
export function useQuestionCardCode(wanted: boolean): QuestionCardCode {
  const [QuestionCard, setQuestionCard] = useState<QuestionCardType | undefined>(() => loaded);
  const [failed, setFailed] = useState(false);
  const ready = QuestionCard ?? loaded;

  useEffect(() => {
    if (!wanted || ready || failed) return;
    let current = true;
    loadQuestionCard().then(
      (card) => current && setQuestionCard(() => card),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, ready, failed]);

  if (ready) return { status: 'ready', QuestionCard: ready };
  // Clearing the failure runs the effect again, which loads again.
  if (failed) return { status: 'failed', retry: () => setFailed(false) };
  return { status: 'loading' };
}
