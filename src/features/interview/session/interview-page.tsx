/**
 * /interview: runs a mock interview from the setup (or ready questions) in navigation state;
 * without either it redirects to /practice-setup.
 */
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { parseInterviewLocationState } from '@/features/interview/interview-location-state';
import { InterviewSession } from '@/features/interview/session/interview-session';

export function InterviewPage() {
  const location = useLocation();
  const state = useMemo(() => parseInterviewLocationState(location.state), [location.state]);
  if (!state) return <Navigate to={ROUTES.practiceSetup} replace />;
  return <InterviewSession key={location.key} setup={state.setup} questions={state.questions} />;
}
