/**
 * The interview screen's frame: Exit Interview (to /interviews when signed in, else /), the
 * 'Follow-up questions' setting, and the script's loading, error or running state.
 */
import { useNavigate } from 'react-router-dom';
import type { InterviewSetup, ScriptQuestion } from '@core/contract/interview';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/lib/auth/auth-store';
import { FollowUpToggle } from '@/features/interview/session/follow-up-toggle';
import { InterviewRunner } from '@/features/interview/session/interview-runner';
import { useInterviewScript } from '@/features/interview/session/use-interview-script';

export function InterviewSession({ setup, questions }: { setup?: InterviewSetup; questions?: ScriptQuestion[] }) {
  const navigate = useNavigate();
  const signedIn = useAuth((state) => state.status === 'authenticated');
  const script = useInterviewScript(setup, questions);
  const title = setup ? `${setup.company} · ${setup.stage} · ${setup.industry}` : 'Mock interview';

  return (
    <section className="space-y-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-base font-medium text-muted-foreground">{title}</h1>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <FollowUpToggle />
          <Button variant="outline" size="sm" onClick={() => void navigate(signedIn ? ROUTES.interviews : ROUTES.home)}>
            Exit Interview
          </Button>
        </div>
      </div>
      {script.status === 'loading' && (
        <p role="status" aria-live="polite">
          Preparing your interview questions...
        </p>
      )}
      {script.status === 'error' && (
        <div role="alert" className="space-y-3">
          <p className="text-destructive">{script.error}</p>
          <Button onClick={script.retry}>Try again</Button>
        </div>
      )}
      {script.status === 'ready' && <InterviewRunner setup={setup} questions={script.questions} />}
    </section>
  );
}
