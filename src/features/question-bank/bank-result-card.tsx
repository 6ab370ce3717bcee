/**
 * One result of the question bank: the question card (difficulty, category, best-practice answer
 * on demand, a voice or typed answer with feedback), shown as a preview until Answer or Study opens
 * it, and, for a signed-in user, "Practice this", which opens the question on /practice-question.
 */
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuestionSummary } from '@core/contract/question';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { BankCardPreview, type OpenWith } from '@/features/question-bank/bank-card-preview';
import { cardQuestionFromBank } from '@/features/question-bank/card-question';

// The whole card (recorder, answer box, feedback, markdown) loads when a reader opens one, so the
// page's first cards wait only for the previews.
const QuestionCard = lazy(async () => ({ default: (await import('@/components/question-card/question-card')).QuestionCard }));

/** Memoised: a search keystroke re-renders only the cards whose question changed. */
export const BankResultCard = memo(function BankResultCard({ question, canPractice }: { question: QuestionSummary; canPractice: boolean }) {
  const navigate = useNavigate();
  const card = useMemo(() => cardQuestionFromBank(question), [question]);
  const [openWith, setOpenWith] = useState<OpenWith | null>(null);
  return (
    <div className="space-y-2">
      {openWith ? (
        // The preview stays while the card's code loads.
        <Suspense fallback={<BankCardPreview question={card} onOpen={setOpenWith} />}>
          <QuestionCard question={card} openWith={openWith} />
        </Suspense>
      ) : (
        <BankCardPreview question={card} onOpen={setOpenWith} />
      )}
      {canPractice && (
        <Button variant="outline" onClick={() => void navigate(ROUTES.practiceQuestion, { state: { question: card } })}>
          Practice this<span className="sr-only">: {question.question}</span>
        </Button>
      )}
    </div>
  );
});
