/**
 * One result of the question bank: the question card (difficulty, category, best-practice answer
 * on demand, a voice or typed answer with feedback), shown as a preview until Answer or Study opens
 * it, and, for a signed-in user, "Practice this", which opens the question on /practice-question.
 */
import { memo, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuestionSummary } from '@core/contract/question';
import { QuestionCard } from '@/components/question-card/question-card';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { BankCardPreview, type OpenWith } from '@/features/question-bank/bank-card-preview';
import { cardQuestionFromBank } from '@/features/question-bank/card-question';

/** Memoised: a search keystroke re-renders only the cards whose question changed. */
export const BankResultCard = memo(function BankResultCard({ question, canPractice }: { question: QuestionSummary; canPractice: boolean }) {
  const navigate = useNavigate();
  const card = useMemo(() => cardQuestionFromBank(question), [question]);
  const [openWith, setOpenWith] = useState<OpenWith | null>(null);
  return (
    <div className="space-y-2">
      {openWith ? <QuestionCard question={card} openWith={openWith} /> : <BankCardPreview question={card} onOpen={setOpenWith} />}
      {canPractice && (
        <Button variant="outline" onClick={() => void navigate(ROUTES.practiceQuestion, { state: { question: card } })}>
          Practice this<span className="sr-only">: {question.question}</span>
        </Button>
      )}
    </div>
  );
});
