/**
 * /practice-setup: "Setup Your Mock Interview"; a valid setup goes to /interview in navigation state.
 * Back goes to /interviews when signed in, else to /. Below the form, the microphone check.
 */
import { Link, useNavigate } from 'react-router-dom';
import type { InterviewSetup } from '@core/contract/interview';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/lib/auth/auth-store';
import type { InterviewLocationState } from '@/features/interview/interview-location-state';
import { MicrophoneCheck } from '@/features/interview/setup/microphone-check';
import { SetupForm } from '@/features/interview/setup/setup-form';

export function PracticeSetupPage() {
  const navigate = useNavigate();
  const signedIn = useAuth((state) => state.status === 'authenticated');

  function start(setup: InterviewSetup) {
    const state: InterviewLocationState = { setup };
    void navigate(ROUTES.interview, { state });
  }

  return (
    <section className="space-y-6">
      <Link to={signedIn ? ROUTES.interviews : ROUTES.home} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        ← Back
      </Link>
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Setup Your Mock Interview</h1>
        <p className="text-muted-foreground">Every field is required. Questions are read aloud; answer within two minutes each.</p>
      </div>
      <SetupForm onSubmit={start} />
      <MicrophoneCheck />
    </section>
  );
}
