/**
 * The pages whose chunks a direct open (a first visit, a reload) starts at once, and those chunks:
 * the one list both src/main.tsx (`preloadDeepLink`, before booting the app, in parallel with the
 * app's own chunks) and the router (which awaits them before its first render, and renders the
 * same loaders' modules without suspending) read. A finished load is kept, a failed one tried again.
 */
import { ROUTES } from '@/config/routes';
import { loadBankSummaries } from '@/lib/device-bank';
import { loadOnce, type LoadOnce } from '@/lib/load-once';

/** The signed-in layout's chunk (sidebar, guard). */
export const loadGuardedLayout = loadOnce(() => import('@/app/guarded-layout'));
/** The practice room's page chunk (/practice-room). */
export const loadPracticeRoomPage = loadOnce(() => import('@/features/practice/practice-room-page'));
/** A flash-card study session's page chunk (/study-session/:moduleId). */
export const loadStudySessionPage = loadOnce(() => import('@/features/practice/study-session-page'));
/** The /question-bank page's chunk; the bank's own chunks start downloading alongside it. */
export const loadQuestionBankPage = loadOnce(() => {
  // The page asks again (a finished load is kept) and shows a failure.
  loadBankSummaries().catch(() => undefined);
  return import('@/features/question-bank/question-bank-page');
});

/** Each page worth starting early: whether a path is it, and its chunks (its layout's first). */
const DEEP_LINKS: readonly { matches: (path: string) => boolean; chunks: readonly LoadOnce<unknown>[] }[] = [
  { matches: (path) => path.startsWith('/study-session/'), chunks: [loadGuardedLayout, loadStudySessionPage] },
  { matches: (path) => path === ROUTES.practiceRoom, chunks: [loadGuardedLayout, loadPracticeRoomPage] },
  { matches: (path) => path === ROUTES.questionBank, chunks: [loadQuestionBankPage] },
];

/** The chunk loaders of `path`'s page when it is worth starting early; none otherwise. */
export function deepLinkChunks(path: string): readonly LoadOnce<unknown>[] {
  return DEEP_LINKS.find((link) => link.matches(path))?.chunks ?? [];
}

/** Starts the chunks of `path`'s page when it has some to start early; never rejects. */
export function preloadDeepLink(path: string): void {
  for (const load of deepLinkChunks(path)) load().catch(() => undefined);
}
