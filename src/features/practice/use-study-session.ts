/**
 * A study session's data: the module's questions, the studied set and the FSRS reviews as kept on
 * this device (shown at once, also offline and after a reload), refreshed from the server when
 * online: GET module-questions (kept), GET module-progress (merged: the set only grows) and GET
 * card-reviews (merged by id). Studying writes through the outbox (src/offline/study.ts); each
 * rating offers an Undo (rating-undo.ts).
 * Errors (spec section 8): 'Failed to fetch questions' when no questions can be shown; 'Failed to
 * fetch module progress' (the studied set is then what this device holds); 'Failed to update
 * module progress' when this device could not keep a studied card.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { toast } from '@/lib/toast';
import { MODULE_MESSAGES, type CardRating, type ModuleQuestion } from '@core/contract/modules';
import { scheduleCards, type CardSchedule } from '@core/flashcards/schedule';
import { dueCards } from '@core/modules/card-due';
import { useOnline } from '@/lib/use-online';
import { useAuth } from '@/lib/auth/auth-store';
import { mergeServerReviews, reviewsOf } from '@/offline/card-reviews';
import { db, type LocalCardReview, type LocalModule } from '@/offline/db';
import { moduleOf, moduleQuestionsOf, saveModuleQuestions } from '@/offline/module-cache';
import { mergeServerProgress, studiedIdsOf } from '@/offline/module-progress';
import { markStudied, recordReview } from '@/offline/study';
import { offerRatingUndo } from '@/features/practice/rating-undo';
import { fetchCardReviews, fetchModuleProgress, fetchModuleQuestions, isNetworkError } from '@/features/practice/modules-api';
import { useInterviewReviewId } from '@/features/practice/use-interview-review-id';

export type QuestionsFetch = 'idle' | 'loading' | 'done' | 'offline' | 'failed';

export interface StudySession {
  userId: string | null;
  online: boolean;
  /** 'loading' until questions can be shown; 'error' when they failed and none are kept; 'offline' when none are kept and there is no connection. */
  status: 'loading' | 'ready' | 'error' | 'offline';
  module: LocalModule | undefined;
  questions: ModuleQuestion[];
  /** Ids of the studied questions of this module. */
  studied: ReadonlySet<string>;
  /** Ids of the questions due for review today, most overdue first (in the interview review module, its never-rated or struggled-again cards first). */
  due: string[];
  /** True for the "Review from interviews" module, whose session opens on its due cards. */
  interviewReview: boolean;
  reviews: LocalCardReview[];
  /** Each rated card's FSRS schedule, by question id (a card never rated has none). */
  schedules: ReadonlyMap<string, CardSchedule>;
  onStudied: (questionId: string) => void;
  /** Keeps a rating and offers its Undo; `reopen` makes the card's rating choosable again after one. */
  onRated: (questionId: string, rating: CardRating, reopen?: () => void) => void;
}

// Open the local database as soon as this chunk runs, while React renders the page around it.
if (typeof window !== 'undefined') void db.open().catch(() => undefined);

async function readLocal(userId: string, moduleId: string) {
  const [module, questions, studied, reviews] = await Promise.all([
    moduleOf(db, userId, moduleId),
    moduleQuestionsOf(db, userId, moduleId),
    studiedIdsOf(db, userId, moduleId),
    reviewsOf(db, userId, moduleId),
  ]);
  return { module, questions, studied, reviews };
}

export function useStudySession(moduleId: string | undefined): StudySession {
  const userId = useAuth((state) => state.user?.id ?? null);
  const online = useOnline();
  const local = useLiveQuery(() => (userId && moduleId ? readLocal(userId, moduleId) : null), [userId, moduleId]);
  // The outcome of the questions request for a module (while online).
  const [fetched, setFetched] = useState<{ moduleId: string; status: 'done' | 'offline' | 'failed' } | null>(null);

  useEffect(() => {
    if (!userId || !moduleId || !online) return;
    let live = true;
    void fetchModuleQuestions(moduleId)
      .then(async (questions) => {
        await saveModuleQuestions(db, userId, moduleId, questions);
        if (live) setFetched({ moduleId, status: 'done' });
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isNetworkError(error)) return setFetched({ moduleId, status: 'offline' });
        console.error('module-questions failed', error);
        setFetched({ moduleId, status: 'failed' });
      });
    void fetchModuleProgress(moduleId, userId)
      .then((ids) => mergeServerProgress(db, userId, moduleId, ids))
      .catch((error: unknown) => {
        if (!live || isNetworkError(error)) return;
        console.error('module-progress failed', error);
        toast.error(MODULE_MESSAGES.fetchProgress);
      });
    void fetchCardReviews(moduleId)
      .then((reviews) => mergeServerReviews(db, userId, reviews))
      .catch((error: unknown) => {
        if (!isNetworkError(error)) console.error('card-reviews failed', error);
      });
    return () => {
      live = false;
    };
  }, [userId, moduleId, online]);
  const questionsFetch: QuestionsFetch = !online ? 'offline' : fetched && fetched.moduleId === moduleId ? fetched.status : 'loading';

  const questions = useMemo(() => local?.questions ?? [], [local?.questions]);
  const studied = useMemo(() => new Set(local?.studied ?? []), [local?.studied]);
  const reviews = useMemo(() => local?.reviews ?? [], [local?.reviews]);
  const schedules = useMemo(() => scheduleCards(reviews), [reviews]);
  const reviewModuleId = useInterviewReviewId(userId);
  const interviewReview = moduleId !== undefined && moduleId === reviewModuleId;
  const due = useMemo(() => dueCards({ interviewReview }, questions, schedules), [questions, schedules, interviewReview]);

  const onStudied = useCallback(
    (questionId: string) => {
      markStudied(userId, moduleId, questionId).catch((error: unknown) => {
        console.error('update-module-progress failed', error);
        toast.error(MODULE_MESSAGES.updateProgress);
      });
    },
    [userId, moduleId],
  );

  const onRated = useCallback(
    (questionId: string, rating: CardRating, reopen?: () => void) => {
      if (!userId || !moduleId || !questionId) return;
      const question = questions.find((q) => q.id === questionId)?.question ?? '';
      recordReview({ userId, moduleId, questionId, rating })
        .then((review) => offerRatingUndo(review, question, reopen))
        .catch((error: unknown) => {
          console.error('card-review failed', error);
          toast.error(MODULE_MESSAGES.updateProgress);
        });
    },
    [userId, moduleId, questions],
  );

  let status: StudySession['status'];
  if (local === undefined) status = 'loading';
  else if (local?.questions) status = 'ready';
  else if (questionsFetch === 'failed') status = 'error';
  else if (questionsFetch === 'offline') status = 'offline';
  else if (!userId || !moduleId) status = 'error';
  else status = 'loading';

  return { userId, online, status, module: local?.module, questions, studied, due, interviewReview, reviews, schedules, onStudied, onRated };
}
