/**
 * The page chunks a page opened directly (a first visit, a reload) starts at once, in parallel
 * with the app's own chunks (boot-app, React DOM, the router), instead of once the router has
 * loaded. src/main.tsx calls `preloadDeepLink` before booting the app; the router renders the same
 * loaders (a finished load is kept, a failed one tried again).
 */
import { ROUTES } from '@/config/routes';
import { loadBankSummaries } from '@/lib/device-bank';
import { loadOnce } from '@/lib/load-once';

/** The /question-bank page's chunk; the bank's own chunks start downloading alongside it. */
export const loadQuestionBankPage = loadOnce(() => {
  // The page asks again (a finished load is kept) and shows a failure.
  loadBankSummaries().catch(() => undefined);
  return import('@/features/question-bank/question-bank-page');
});

/** Starts the page chunk of `path` when it has one to start early; never rejects. */
export function preloadDeepLink(path: string): void {
  if (path === ROUTES.questionBank) loadQuestionBankPage().catch(() => undefined);
}
