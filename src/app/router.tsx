/**
 * The route table (react-router declarative mode, which leaves the data-router code out of the
 * start-up bundle). Every page is a lazy chunk, so `/` loads only the shell and the home page;
 * the interview feature (zod, markdown, recorder, Dexie) loads when its routes are visited.
 */
import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from '@/app/app-layout';
import { ROUTES } from '@/config/routes';

const HomePage = lazy(async () => ({ default: (await import('@/features/home/home-page')).HomePage }));
const PracticeSetupPage = lazy(async () => ({
  default: (await import('@/features/interview/setup/practice-setup-page')).PracticeSetupPage,
}));
const InterviewPage = lazy(async () => ({
  default: (await import('@/features/interview/session/interview-page')).InterviewPage,
}));
const InterviewCompletePage = lazy(async () => ({
  default: (await import('@/features/interview/report/interview-complete-page')).InterviewCompletePage,
}));
const NotFoundPage = lazy(async () => ({ default: (await import('@/app/not-found-page')).NotFoundPage }));

/** The app: router, shell layout and the lazy pages. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={ROUTES.home} element={<HomePage />} />
          <Route path={ROUTES.practiceSetup} element={<PracticeSetupPage />} />
          <Route path={ROUTES.interview} element={<InterviewPage />} />
          <Route path={ROUTES.interviewComplete} element={<InterviewCompletePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
