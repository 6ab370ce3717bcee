/** Paths of the app's routes (spec section 2), the one place a path is spelled. */
export const ROUTES = {
  home: '/',
  practiceSetup: '/practice-setup',
  interview: '/interview',
  interviewComplete: '/interview-complete',
} as const;
