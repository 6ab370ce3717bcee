/**
 * /practice-question (spec sections 2 and 4): one question from navigation state (none → back to
 * /practice-room), shown short by its first sentence and in full on a large question card with a
 * voice or typed answer; the feedback, then the answer saved as a practice response (through the
 * outbox, so also offline), then back to /practice-room. 'Exit Practice' returns at any time.
 */
import { useCallback, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { QuestionCard } from '@/components/question-card/question-card';
import type { CardQuestion, StudiedResult } from '@/components/question-card/types';
import { ROUTES } from '@/config/routes';
import { firstSentence } from '@/features/practice/practice-question/first-sentence';
import { readPracticeQuestion } from '@/features/practice/practice-question/practice-question-state';
import { useSavePractice } from '@/features/practice/practice-question/use-save-practice';

export function PracticeQuestionPage() {
  const location = useLocation();
  const question = useMemo(() => readPracticeQuestion(location.state), [location.state]);
  if (!question) return <Navigate to={ROUTES.practiceRoom} replace />;
  return <PracticeQuestion question={question} />;
}

function PracticeQuestion({ question }: { question: CardQuestion }) {
  const navigate = useNavigate();
  const saving = useSavePractice(question);
  const { save } = saving;
  const onStudied = useCallback((_id: string, result: StudiedResult) => void save(result.answer), [save]);
  const backToRoom = () => void navigate(ROUTES.practiceRoom);

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-muted-foreground">Practice Question</p>
          <h1 className="text-2xl font-semibold">{firstSentence(question.question)}</h1>
        </div>
        <Button variant="outline" size="lg" onClick={backToRoom}>
          Exit Practice
        </Button>
      </div>

      <QuestionCard question={question} isActive size="large" showRating={false} onStudied={onStudied} />

      <div aria-live="polite" className="flex min-h-11 flex-wrap items-center gap-3">
        {saving.message && (
          <p role={saving.status === 'error' ? 'alert' : 'status'} className={saving.status === 'error' ? 'font-medium text-destructive' : 'text-sm'}>
            {saving.message}
          </p>
        )}
        {saving.canRetry && (
          <Button variant="outline" onClick={saving.retry}>
            Save again
          </Button>
        )}
        {saving.status === 'saved' && (
          <Button size="lg" className="ml-auto" onClick={backToRoom}>
            Return to Practice Room
          </Button>
        )}
      </div>
    </section>
  );
}
