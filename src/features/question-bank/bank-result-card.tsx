/**
 * One result of the question bank: the question card (difficulty, category, best-practice answer
 * on demand, a voice or typed answer with feedback), shown as a preview until Answer or Study opens
 * it, and, for a signed-in user, "Practice this", which opens the question on /practice-question.
 * When the card's code cannot be loaded (offline, not on the device yet), the preview says so with
 * Try again; the rest of the page stays.
 */
import { memo, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuestionSummary } from '@core/contract/question';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { BankCardPreview, type OpenWith } from '@/features/question-bank/bank-card-preview';
import { cardQuestionFromBank } from '@/features/question-bank/card-question';
import { useQuestionCardCode } from '@/features/question-bank/use-question-card-code';

/** What a card says when its code is not on this device and the network does not answer. */
export const CARD_UNAVAILABLE_MESSAGE =
  'This card is not available offline yet. It opens offline after a card was opened once online, or once the offline pack is fetched (Profile, Offline). Connect to the internet and try again.';

/** Memoised: a search keystroke re-renders only the cards whose question changed. */
export const BankResultCard = memo(function BankResultCard({ question, canPractice }: { question: QuestionSummary; canPractice: boolean }) {
  const navigate = useNavigate();
  const card = useMemo(() => cardQuestionFromBank(question), [question]);
  const [openWith, setOpenWith] = useState<OpenWith | null>(null);
  const code = useQuestionCardCode(openWith !== null);
  const open = (how: OpenWith) => {
    setOpenWith(how);
    if (code.status === 'failed') code.retry();
  };
  return (
    <div className="space-y-2">
      {openWith && code.status === 'ready' ? (
        <code.QuestionCard question={card} openWith={openWith} />
      ) : (
        // The preview stays while the card's code loads.
        <BankCardPreview question={card} onOpen={open}>
          {code.status === 'failed' && (
            <div className="space-y-2 rounded-lg border border-border bg-muted p-3">
              <p role="alert" className="text-sm">
                {CARD_UNAVAILABLE_MESSAGE}
              </p>
              <Button variant="outline" onClick={code.retry}>
                Try again
              </Button>
            </div>
          )}
        </BankCardPreview>
      )}
      {canPractice && (
        <Button variant="outline" onClick={() => void navigate(ROUTES.practiceQuestion, { state: { question: card } })}>
          Practice this<span className="sr-only">: {question.question}</span>
        </Button>
      )}
    </div>
  );
});
