/**
 * The practice room's data: the module list kept on this device (shown at once, also offline),
 * refreshed from GET /api/modules-with-progress when online, again when the connection returns and
 * after the outbox delivered this device's progress; merged with local progress and reviews.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Dexie } from 'dexie';
import { toast } from '@/lib/toast';
import { MODULE_MESSAGES, type ModuleSummary } from '@core/contract/modules';
import { useOnline } from '@/lib/use-online';
import { useAuth } from '@/lib/auth/auth-store';
import { db } from '@/offline/db';
import { addCreatedModule, modulesOf, saveModuleList } from '@/offline/module-cache';
import { studiedCountsOf } from '@/offline/module-progress';
import { useSyncStatus } from '@/offline/sync-status-store';
import { fetchModules, isNetworkError } from '@/features/practice/modules-api';
import { roomModules, roomTiles, type RoomModule } from '@/features/practice/room-modules';
import { useInterviewReviewId } from '@/features/practice/use-interview-review-id';
import type { SummaryTiles } from '@core/modules/progress';

/** Where the server list stands: not asked yet, asking, answered, or failed (network or answer). */
export type FetchStatus = 'idle' | 'loading' | 'done' | 'offline' | 'failed';

export interface PracticeRoom {
  userId: string | null;
  online: boolean;
  /** 'loading' until something can be shown; 'error' when the list failed and none is kept here. */
  status: 'loading' | 'ready' | 'error';
  modules: RoomModule[];
  tiles: SummaryTiles;
  fetchStatus: FetchStatus;
  /** When the list shown was fetched (epoch ms), when it came from this device. */
  fetchedAt: number | undefined;
  refresh: () => void;
  addModule: (module: ModuleSummary) => Promise<void>;
}

/** The user's "Review from interviews" cards kept here (never-rated and struggled-again cards are due). */
async function interviewReviewOf(userId: string, moduleId: string | undefined) {
  const kept = moduleId ? await db.moduleQuestions.get(moduleId) : undefined;
  if (!moduleId || kept?.userId !== userId) return undefined;
  return { moduleId, cards: kept.questions, changedAt: kept.fetchedAt };
}

async function readLocal(userId: string, reviewModuleId: string | undefined) {
  const [modules, studied, reviews, interviewReview] = await Promise.all([
    modulesOf(db, userId),
    studiedCountsOf(db, userId),
    db.cardReviews.where('[userId+moduleId]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).toArray(),
    interviewReviewOf(userId, reviewModuleId),
  ]);
  return { modules, studied, reviews: reviews.filter((r) => r.syncState !== 'rejected'), interviewReview };
}

export function usePracticeRoom(): PracticeRoom {
  const userId = useAuth((state) => state.user?.id ?? null);
  const online = useOnline();
  const reviewModuleId = useInterviewReviewId(userId);
  const local = useLiveQuery(() => (userId ? readLocal(userId, reviewModuleId) : null), [userId, reviewModuleId]);
  // Each refresh is an attempt; its outcome counts only for the attempt it answers.
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; status: 'done' | 'offline' | 'failed' } | null>(null);

  // At start, whenever the connection comes back, and on each refresh.
  useEffect(() => {
    if (!userId || !online) return;
    let live = true;
    fetchModules(userId)
      .then(async (list) => {
        await saveModuleList(db, userId, list);
        if (live) setOutcome({ attempt, status: 'done' });
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isNetworkError(error)) return setOutcome({ attempt, status: 'offline' });
        console.error('modules-with-progress failed', error);
        setOutcome({ attempt, status: 'failed' });
        toast.error(MODULE_MESSAGES.fetchModules);
      });
    return () => {
      live = false;
    };
  }, [userId, online, attempt]);

  // After the outbox delivered this device's changes, the server's percentages moved.
  useEffect(
    () =>
      useSyncStatus.subscribe((state, previous) => {
        if (previous.pending > 0 && state.pending === 0) setAttempt((n) => n + 1);
      }),
    [],
  );

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  const addModule = useCallback(
    async (module: ModuleSummary) => {
      if (!userId) return;
      await addCreatedModule(db, userId, module);
      setAttempt((n) => n + 1);
    },
    [userId],
  );

  const fetchStatus: FetchStatus = !userId ? 'idle' : !online ? 'offline' : outcome?.attempt === attempt ? outcome.status : 'loading';
  const modules = useMemo(() => (local ? roomModules(local) : []), [local]);
  const tiles = useMemo(() => roomTiles(modules), [modules]);
  const hasLocal = (local?.modules.length ?? 0) > 0;
  let status: PracticeRoom['status'] = 'loading';
  if (local && (hasLocal || fetchStatus === 'done' || fetchStatus === 'offline')) status = 'ready';
  else if (local && fetchStatus === 'failed') status = 'error';
  const fetchedAt = local?.modules[0]?.fetchedAt;
  return { userId, online, status, modules, tiles, fetchStatus, fetchedAt, refresh, addModule };
}
