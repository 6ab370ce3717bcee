/**
 * The id of the signed-in user's "Review from interviews" module (core/modules/interview-review.ts),
 * derived on this device: undefined while it is computed (Web Crypto is asynchronous) and without a
 * user. Computed outside Dexie's live queries, which must not await other asynchronous APIs.
 */
import { useEffect, useState } from 'react';
import { interviewReviewModuleId } from '@core/modules/interview-review';

/** The review module's id for `userId`; undefined while it is derived or without a user. */
export function useInterviewReviewId(userId: string | null): string | undefined {
  const [derived, setDerived] = useState<{ userId: string; moduleId: string }>();
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void interviewReviewModuleId(userId).then((moduleId) => {
      if (live) setDerived({ userId, moduleId });
    });
    return () => {
      live = false;
    };
  }, [userId]);
  return derived && derived.userId === userId ? derived.moduleId : undefined;
}
