/**
 * The delivery of one spoken answer: pace in words per minute, filler words (the total and the
 * most frequent ones) and long pauses. A figure the metrics do not have (null: no duration, no word
 * timings) is left out; a typed answer without metrics shows nothing.
 */
import type { SpeechMetrics } from '@core/contract/interview';

/** Filler words named beside the total, most frequent first. */
const NAMED_FILLERS = 3;

export function DeliveryFigures({ metrics }: { metrics: SpeechMetrics }) {
  const fillers = Object.entries(metrics.fillerWords)
    .sort((a, b) => b[1] - a[1])
    .slice(0, NAMED_FILLERS)
    .map(([word, count]) => `“${word}” ×${count}`)
    .join(', ');
  return (
    <dl aria-label="Delivery" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {metrics.wordsPerMinute !== null && (
        <>
          <dt className="text-muted-foreground">Pace</dt>
          <dd>{Math.round(metrics.wordsPerMinute)} words per minute</dd>
        </>
      )}
      <dt className="text-muted-foreground">Filler words</dt>
      <dd>{metrics.fillerWordCount === 0 ? 'None' : `${metrics.fillerWordCount}${fillers ? ` (${fillers})` : ''}`}</dd>
      {metrics.longPauses !== null && (
        <>
          <dt className="text-muted-foreground">Long pauses</dt>
          <dd>{metrics.longPauses}</dd>
        </>
      )}
    </dl>
  );
}
