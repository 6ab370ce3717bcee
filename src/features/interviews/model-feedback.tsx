/**
 * The card's part for an interview the on-device coach graded (taken offline): it says so, and
 * once online with a model on the server offers "Get model feedback", which re-grades the saved
 * interview and shows the model's score and critique beside the on-device score (both kept).
 */
import { useState } from 'react';
import type { InterviewRecord } from '@core/contract/saved-interview';
import { Button } from '@/components/ui/button';
import { useCapabilities } from '@/config/runtime';
import { useAuth } from '@/lib/auth/auth-store';
import { useOnline } from '@/lib/use-online';
import { db } from '@/offline/db';
import { requestModelFeedback } from '@/offline/model-feedback';
import type { InterviewListItem } from '@/features/interviews/interview-list';

const FAILED = 'We could not get model feedback. Try again in a moment.';

/** Renders only for an interview coached on the device (so other cards ask nothing of the server). */
export function ModelFeedback({ item }: { item: InterviewListItem }) {
  return item.record.coached_on_device ? <OnDeviceGrade item={item} /> : null;
}

function OnDeviceGrade({ item }: { item: InterviewListItem }) {
  const userId = useAuth((state) => state.user?.id ?? null);
  const online = useOnline();
  const capabilities = useCapabilities();
  const [graded, setGraded] = useState<InterviewRecord>();
  const [status, setStatus] = useState<'idle' | 'working' | 'error'>('idle');
  const [error, setError] = useState('');
  const record = graded ?? item.record;

  const ask = () => {
    if (!userId) return;
    setStatus('working');
    requestModelFeedback(db, userId, record.id)
      .then((updated) => {
        setGraded(updated);
        setStatus('idle');
      })
      .catch((failure: unknown) => {
        console.error('interview-model-feedback failed', failure);
        setError(failure instanceof Error && failure.message && !/^Request failed/.test(failure.message) ? failure.message : FAILED);
        setStatus('error');
      });
  };

  const report = record.model_report;
  const canAsk = !report && item.sync === 'synced' && online && capabilities?.llm === true && userId !== null;
  return (
    <div className="space-y-2 text-sm">
      <p className="text-muted-foreground">Score {record.score.toFixed(1)} from the on-device coach (taken offline).</p>
      {report && (
        <section aria-label="Model feedback" className="space-y-1 rounded-md bg-muted p-3">
          <h3 className="font-semibold">Model feedback: {report.OverallAssessment.score.toFixed(1)}</h3>
          <p>{report.OverallAssessment.overallCritique}</p>
        </section>
      )}
      {canAsk && (
        <Button variant="outline" size="sm" onClick={ask} disabled={status === 'working'}>
          {status === 'working' ? 'Getting model feedback…' : 'Get model feedback'}
        </Button>
      )}
      {status === 'error' && (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
