/** Paths of the app's routes (spec section 2), the one place a path is spelled. */
export const ROUTES = {
  home: '/',
  practiceSetup: '/practice-setup',
  interview: '/interview',
  interviewComplete: '/interview-complete',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  verify: '/verify',
  authRedirect: '/auth/redirect',
  resetPassword: '/reset-password',
  profile: '/profile',
  interviews: '/interviews',
  studyRoom: '/study-room',
  practiceRoom: '/practice-room',
  studySession: '/study-session/:moduleId',
  practiceQuestion: '/practice-question',
  resources: '/resources',
  questionBank: '/question-bank',
  waitlist: '/waitlist',
  about: '/aboutgreenshoe',
  aboutShort: '/about',
  growIbAccess: '/grow-ib-access',
  privacy: '/privacy',
  partnerships: '/partnerships',
} as const;

/** The path of one module's study session. */
export function studySessionPath(moduleId: string): string {
  return `/study-session/${encodeURIComponent(moduleId)}`;
}
