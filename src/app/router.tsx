/**
 * The route table (react-router declarative mode, which leaves the data-router code out of the
 * start-up bundle). Every page is a lazy chunk, so `/` loads only the shell and the home page;
 * the interview feature (zod, markdown, recorder, Dexie) loads when its routes are visited, and
 * supabase-js with the auth pages and the guarded routes (sidebar layout, also lazy). The public
 * site pages (landing, about, privacy, the forms, not-found) share the site layout's top bar.
 */
import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from '@/app/app-layout';
import { deepLinkChunks, loadGuardedLayout, loadPracticeRoomPage, loadQuestionBankPage, loadStudySessionPage } from '@/app/deep-link';
import { PublicLayout } from '@/app/public-layout';
import { SiteLayout } from '@/app/site-layout';
import { ROUTES } from '@/config/routes';
import { loadOnce, type LoadOnce } from '@/lib/load-once';

const LandingPage = lazy(async () => ({ default: (await import('@/features/landing/landing-page')).LandingPage }));
const AboutPage = lazy(async () => ({ default: (await import('@/features/about/about-page')).AboutPage }));
const PrivacyPage = lazy(async () => ({ default: (await import('@/features/legal/privacy-page')).PrivacyPage }));
const WaitlistPage = lazy(async () => ({ default: (await import('@/features/public-forms/waitlist-page')).WaitlistPage }));
const SurveyPage = lazy(async () => ({ default: (await import('@/features/public-forms/survey-page')).SurveyPage }));
const PartnershipsPage = lazy(async () => ({
  default: (await import('@/features/public-forms/partnerships-page')).PartnershipsPage,
}));
const PracticeSetupPage = lazy(async () => ({
  default: (await import('@/features/interview/setup/practice-setup-page')).PracticeSetupPage,
}));
const InterviewPage = lazy(async () => ({
  default: (await import('@/features/interview/session/interview-page')).InterviewPage,
}));
const InterviewCompletePage = lazy(async () => ({
  default: (await import('@/features/interview/report/interview-complete-page')).InterviewCompletePage,
}));
const SignInPage = lazy(async () => ({ default: (await import('@/features/auth/sign-in-page')).SignInPage }));
const SignUpPage = lazy(async () => ({ default: (await import('@/features/auth/sign-up-page')).SignUpPage }));
const ForgotPasswordPage = lazy(async () => ({
  default: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage,
}));
const VerifyPage = lazy(async () => ({ default: (await import('@/features/auth/verify-page')).VerifyPage }));
const AuthRedirectPage = lazy(async () => ({ default: (await import('@/features/auth/auth-redirect-page')).AuthRedirectPage }));
const ResetPasswordPage = lazy(async () => ({
  default: (await import('@/features/auth/reset-password-page')).ResetPasswordPage,
}));
const ProfilePage = lazy(async () => ({ default: (await import('@/features/profile/profile-page')).ProfilePage }));
const InterviewsPage = lazy(async () => ({ default: (await import('@/features/interviews/interviews-page')).InterviewsPage }));
const StudyRoomPage = lazy(async () => ({ default: (await import('@/features/study-room/study-room-page')).StudyRoomPage }));
const ResourcesPage = lazy(async () => ({ default: (await import('@/features/resources/resources-page')).ResourcesPage }));
/**
 * React.lazy for a chunk that may already be loaded (`load.peek()`): then it renders at once,
 * without suspending, so no loading fallback shows and React does not hold the page back behind
 * its fallback throttle (about 300 ms after a fallback appeared).
 */
function lazyChunk<M>(load: LoadOnce<M>, pick: (module: M) => ComponentType) {
  return lazy(() => {
    const current = load.peek();
    if (current === undefined) return load().then((module) => ({ default: pick(module) }));
    // A thenable that settles synchronously: React.lazy reads it without suspending.
    return { then: (resolve: (value: { default: ComponentType }) => void) => resolve({ default: pick(current) }) } as Promise<{ default: ComponentType }>;
  });
}

const PracticeRoomPage = lazyChunk(loadPracticeRoomPage, (m) => m.PracticeRoomPage);
const StudySessionPage = lazyChunk(loadStudySessionPage, (m) => m.StudySessionPage);
const PracticeQuestionPage = lazyChunk(
  loadOnce(() => import('@/features/practice/practice-question-page')),
  (m) => m.PracticeQuestionPage,
);
const GuardedLayout = lazyChunk(loadGuardedLayout, (m) => m.GuardedLayout);
// Started by src/main.tsx already when the bank is opened directly (deep-link.ts).
const QuestionBankPage = lazyChunk(loadQuestionBankPage, (m) => m.QuestionBankPage);

/** Longest wait for a deep link's chunks before the first render, in milliseconds. */
const PRELOAD_WAIT_MS = 1000;

// The practice room, a flash-card session or the question bank opened directly (a reload on the
// train, offline, a first visit): their chunks (src/app/deep-link.ts) load with the app's (from the
// service worker's precache, or at most PRELOAD_WAIT_MS) and before the first render, so the page
// is not held back behind a loading fallback, nor its chunk requested only once the layout has rendered.
if (typeof window !== 'undefined') {
  const chunks = deepLinkChunks(window.location.pathname);
  if (chunks.length > 0) {
    const loaded = Promise.all(chunks.map((load) => load())).catch(() => undefined);
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS))]);
  }
}
const NotFoundPage = lazy(async () => ({ default: (await import('@/app/not-found-page')).NotFoundPage }));

/** The app: router, layouts (public, and signed-in behind the guard) and the lazy pages. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The route table, inside any router (BrowserRouter in the browser, StaticRouter when prerendering). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route element={<SiteLayout />}>
          <Route path={ROUTES.home} element={<LandingPage />} />
          <Route path={ROUTES.about} element={<AboutPage />} />
          <Route path={ROUTES.aboutShort} element={<Navigate to={ROUTES.about} replace />} />
          <Route path={ROUTES.privacy} element={<PrivacyPage />} />
          <Route path={ROUTES.waitlist} element={<WaitlistPage />} />
          <Route path={ROUTES.growIbAccess} element={<SurveyPage />} />
          <Route path={ROUTES.partnerships} element={<PartnershipsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<PublicLayout />}>
          <Route path={ROUTES.practiceSetup} element={<PracticeSetupPage />} />
          <Route path={ROUTES.questionBank} element={<QuestionBankPage />} />
          <Route path={ROUTES.interview} element={<InterviewPage />} />
          <Route path={ROUTES.interviewComplete} element={<InterviewCompletePage />} />
          <Route path={ROUTES.signIn} element={<SignInPage />} />
          <Route path={ROUTES.signUp} element={<SignUpPage />} />
          <Route path={ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={ROUTES.verify} element={<VerifyPage />} />
          <Route path={ROUTES.authRedirect} element={<AuthRedirectPage />} />
        </Route>
        <Route element={<GuardedLayout />}>
          <Route path={ROUTES.profile} element={<ProfilePage />} />
          <Route path={ROUTES.interviews} element={<InterviewsPage />} />
          <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
          <Route path={ROUTES.studyRoom} element={<StudyRoomPage />} />
          <Route path={ROUTES.practiceRoom} element={<PracticeRoomPage />} />
          <Route path={ROUTES.studySession} element={<StudySessionPage />} />
          <Route path={ROUTES.practiceQuestion} element={<PracticeQuestionPage />} />
          <Route path={ROUTES.resources} element={<ResourcesPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
