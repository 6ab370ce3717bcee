/**
 * Save Interview: stores the completed interview on this device (Dexie, pending until an account
 * takes it) and shows how many interviews wait here. Saving again is a no-op (same id).
 */
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { db } from '@/offline/db';
import { describeSaveError, savePendingInterview } from '@/offline/pending-interviews';
import type { CompletedInterview } from '@/features/interview/completed-interview';

export const SAVED_MESSAGE = 'Saved on this device. It will be saved to your account after you sign in.';

function waitingText(count: number): string {
  return count === 1 ? '1 interview is waiting on this device.' : `${count} interviews are waiting on this device.`;
}

export function SaveInterviewPanel({ interview }: { interview: CompletedInterview }) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = useLiveQuery(() => db.pendingInterviews.get(interview.id).then(Boolean), [interview.id]);
  const pendingCount = useLiveQuery(() => db.pendingInterviews.count(), []);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      if ((await savePendingInterview(interview)) === 'saved') toast.success('Interview saved on this device.');
    } catch (failure) {
      console.error('Saving the interview on this device failed', failure);
      setError(describeSaveError(failure));
      toast.error(describeSaveError(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="save-heading" className="space-y-3 rounded-md border border-border p-4">
      <h2 id="save-heading" className="text-lg font-semibold">
        Save this interview
      </h2>
      <Button onClick={() => void save()} disabled={saving || saved === true}>
        {saved ? 'Interview Saved' : 'Save Interview'}
      </Button>
      <div aria-live="polite" className="space-y-1 text-sm">
        {saved && <p className="font-medium">{SAVED_MESSAGE}</p>}
        {pendingCount !== undefined && pendingCount > 0 && (
          <p className="text-muted-foreground" data-testid="pending-count">
            {waitingText(pendingCount)}
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
