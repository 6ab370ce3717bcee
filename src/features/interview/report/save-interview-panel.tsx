/**
 * Save Interview (spec section 4): keeps the interview on this device with its outbox entry (one
 * transaction), then, signed in, goes to /interviews while the sync engine uploads it; signed
 * out, it stays pending (unclaimed) and the user goes to /signin, after which it is saved to the
 * account automatically. Saving again is a no-op (same id).
 */
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button, buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/lib/auth/auth-store';
import type { SignInLocationState } from '@/lib/auth/return-target';
import { db } from '@/offline/db';
import { saveInterview } from '@/offline/save-interview';
import { describeSaveError } from '@/offline/storage';
import type { TakenInterview } from '@core/contract/taken-interview';

export const SAVED_MESSAGE = 'Saved on this device. It will be saved to your account after you sign in.';

function waitingText(count: number): string {
  return count === 1 ? '1 interview is waiting on this device.' : `${count} interviews are waiting on this device.`;
}

export function SaveInterviewPanel({ interview }: { interview: TakenInterview }) {
  const navigate = useNavigate();
  const { status, user } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stored = useLiveQuery(() => db.interviews.get(interview.id), [interview.id]);
  const saved = stored && (stored.userId === null || stored.userId === user?.id) ? stored : undefined;
  const unclaimed = useLiveQuery(() => db.interviews.filter((row) => row.userId === null).count(), []);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await saveInterview(interview);
      if (user) {
        toast.success('Interview saved.');
        void navigate(ROUTES.interviews);
      } else {
        toast.success(SAVED_MESSAGE);
        void navigate(ROUTES.signIn, { state: { from: ROUTES.interviews } satisfies SignInLocationState });
      }
    } catch (failure) {
      console.error('Saving the interview on this device failed', failure);
      setError(describeSaveError(failure));
      toast.error(describeSaveError(failure));
    } finally {
      setSaving(false);
    }
  }

  const isSaved = saved !== undefined;
  return (
    <section aria-labelledby="save-heading" className="space-y-3 rounded-md border border-border p-4">
      <h2 id="save-heading" className="text-lg font-semibold">
        Save this interview
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void save()} disabled={saving || isSaved || status === 'loading'}>
          {isSaved ? 'Interview Saved' : saving ? 'Saving…' : 'Save Interview'}
        </Button>
        {isSaved && user && (
          <Link to={ROUTES.interviews} className={buttonVariants({ variant: 'outline' })}>
            View Your Interviews
          </Link>
        )}
        {isSaved && !user && (
          <Link
            to={ROUTES.signIn}
            state={{ from: ROUTES.interviews } satisfies SignInLocationState}
            className={buttonVariants({ variant: 'outline' })}
          >
            Sign in to save it to your account
          </Link>
        )}
      </div>
      <div aria-live="polite" className="space-y-1 text-sm">
        {isSaved && !user && <p className="font-medium">{SAVED_MESSAGE}</p>}
        {isSaved && user && saved.syncState === 'pending' && <p className="font-medium">Saved. Waiting to sync.</p>}
        {!user && unclaimed !== undefined && unclaimed > 0 && (
          <p className="text-muted-foreground" data-testid="pending-count">
            {waitingText(unclaimed)}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
