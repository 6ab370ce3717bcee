/**
 * /study-session/:moduleId (spec section 2): 'Back to Modules', the header 'X of N studied
 * (percent%)', the flash-card viewer, and the compact 'All Questions' list (a row opens its card
 * in the viewer). 'Review due' studies only the cards FSRS schedules for
 * today; the "Review from interviews" module opens on them, its never-rated weak answers first.
 * Works offline for a module opened once online on this device.
 */
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MODULE_MESSAGES } from '@core/contract/modules';
import { deckCounts, deckCountsLabel } from '@core/flashcards/counts';
import { studiedLabel } from '@core/modules/progress';
import { Button, buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { FlashCardViewer } from '@/features/practice/flash-card-viewer';
import { QuestionList } from '@/features/practice/question-list';
import { useStudySession } from '@/features/practice/use-study-session';

export const OFFLINE_NOT_SAVED = 'You are offline and this module is not saved on this device yet. Open it once while online to study it offline.';
export const NOTHING_DUE = 'No cards are due for review today. Rate cards after answering them to schedule reviews.';

type Mode = 'all' | 'due';

export function StudySessionPage() {
  const { moduleId } = useParams<{ moduleId: string }>();
  const session = useStudySession(moduleId);
  const { questions, studied, due, status, schedules } = session;
  const [mode, setMode] = useState<Mode>('all');
  // The due cards when review mode began: rating a card does not pull it from under the reader.
  const [reviewIds, setReviewIds] = useState<string[]>([]);
  const [currentId, setCurrentId] = useState<string | null>(null);
  // Whether the mode was chosen, by the reader or by the module (see below).
  const [modeChosen, setModeChosen] = useState(false);

  const shown = useMemo(() => {
    if (mode === 'all') return questions;
    const byId = new Map(questions.map((q) => [q.id, q]));
    return reviewIds.flatMap((id) => byId.get(id) ?? []);
  }, [mode, questions, reviewIds]);
  const found = currentId === null ? -1 : shown.findIndex((q) => q.id === currentId);
  const index = found === -1 ? 0 : found;

  // The list of every card renders just after the first flash card is on screen.
  const listQuestions = useDeferredValue(questions);
  const viewerRef = useRef<HTMLDivElement>(null);
  const studiedCount = questions.filter((q) => studied.has(q.id)).length;
  const counts = useMemo(
    () => deckCounts({ interviewReview: session.interviewReview }, questions, schedules),
    [session.interviewReview, questions, schedules],
  );

  function changeIndex(next: number) {
    const question = shown[next];
    if (question) setCurrentId(question.id);
  }

  /** Opens a card from the list in the viewer and brings the viewer into view. */
  function open(id: string) {
    if (mode === 'due' && !reviewIds.includes(id)) setMode('all');
    setCurrentId(id);
    viewerRef.current?.scrollIntoView({ block: 'start' });
    viewerRef.current?.focus({ preventScroll: true });
  }

  function changeMode(next: Mode) {
    setModeChosen(true);
    if (next === 'due') {
      setReviewIds(due);
      setCurrentId(due[0] ?? null);
    }
    setMode(next);
  }

  // "Review from interviews" opens on its due cards: the weak answers not yet rated come first.
  if (!modeChosen && status === 'ready' && session.interviewReview && due.length > 0) changeMode('due');

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={ROUTES.practiceRoom} className={buttonVariants({ variant: 'outline' })}>
          <span aria-hidden>←</span> Back to Modules
        </Link>
        {status === 'ready' && (
          <p role="status" className="text-sm font-medium tabular-nums">
            {studiedLabel(studiedCount, questions.length)}
          </p>
        )}
      </div>
      <h1 className="text-2xl font-semibold">{session.module?.name ?? 'Study Session'}</h1>

      {status === 'loading' && (
        <p role="status" className="py-6 text-center text-muted-foreground">
          Loading questions…
        </p>
      )}
      {status === 'error' && (
        <p role="alert" className="rounded-md border border-destructive p-4 font-medium text-destructive">
          {MODULE_MESSAGES.fetchQuestions}
        </p>
      )}
      {status === 'offline' && <p className="rounded-md bg-muted p-4">{OFFLINE_NOT_SAVED}</p>}

      {status === 'ready' && questions.length === 0 && <p className="text-muted-foreground">This module has no questions.</p>}

      {status === 'ready' && questions.length > 0 && (
        <>
          {!session.online && (
            <p className="rounded-md bg-muted p-3 text-sm">You are offline: type your answers. Your progress is saved on this device and syncs when you are back online.</p>
          )}
          <div role="group" aria-label="Cards to study" className="flex flex-wrap gap-2">
            <Button variant={mode === 'all' ? 'default' : 'outline'} aria-pressed={mode === 'all'} onClick={() => changeMode('all')}>
              All cards
            </Button>
            <Button variant={mode === 'due' ? 'default' : 'outline'} aria-pressed={mode === 'due'} onClick={() => changeMode('due')}>
              Review due ({due.length})
            </Button>
            <p aria-label="Cards today" className="self-center text-sm font-medium tabular-nums">
              {deckCountsLabel(counts)}
            </p>
          </div>
          <div ref={viewerRef} tabIndex={-1} className="scroll-mt-4 focus:outline-none">
            {shown.length > 0 ? (
              <FlashCardViewer
                questions={shown}
                index={index}
                studied={studied}
                onIndexChange={changeIndex}
                onStudied={session.onStudied}
                onRated={session.onRated}
                nextReview={schedules.get(shown[index]?.id ?? '')?.due ?? null}
              />
            ) : (
              <p className="rounded-md bg-muted p-4">{NOTHING_DUE}</p>
            )}
            {shown[index] && (
              <Link to={ROUTES.practiceQuestion} state={{ question: shown[index] }} className={buttonVariants({ variant: 'link', className: 'mt-1 px-0' })}>
                Practice this question on its own
              </Link>
            )}
          </div>
          <section aria-labelledby="all-questions" className="space-y-3">
            <h2 id="all-questions" className="text-xl font-semibold">
              All Questions
            </h2>
            <QuestionList questions={listQuestions} studied={studied} currentId={shown[index]?.id} onOpen={open} />
          </section>
        </>
      )}
    </section>
  );
}
