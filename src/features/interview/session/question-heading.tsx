/**
 * "Question N of M" (or "Follow-up to question N of M") and the question text; the heading takes
 * focus when a question appears.
 */
import { useEffect, useRef } from 'react';

export function QuestionHeading({ number, total, question, followUp = false }: { number: number; total: number; question: string; followUp?: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-muted-foreground">
        {followUp ? 'Follow-up to question' : 'Question'} {number} of {total}
      </p>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold leading-snug">
        {question}
      </h2>
    </div>
  );
}
