/**
 * The candidate's answer with its sentences marked against the rubric (beyond the spec): a sentence
 * that covered a key point is underlined with a check mark, one that contradicted a key point with a
 * cross, each with screen-reader text naming the mark and the key points, so the mark is never
 * carried by colour alone. Without marks the answer is shown as plain text.
 */
import type { SentenceMark } from '@core/contract/interview';

export interface MarkedAnswerProps {
  answer: string;
  marks?: readonly SentenceMark[];
}

/** Splits `answer` into plain and marked pieces, in order, each marked sentence found once. */
function pieces(answer: string, marks: readonly SentenceMark[]) {
  const out: Array<{ text: string; mark?: SentenceMark }> = [];
  let at = 0;
  for (const mark of marks) {
    const found = answer.indexOf(mark.sentence, at);
    if (found < 0) continue;
    if (found > at) out.push({ text: answer.slice(at, found) });
    out.push({ text: mark.sentence, mark });
    at = found + mark.sentence.length;
  }
  if (at < answer.length) out.push({ text: answer.slice(at) });
  return out;
}

export function MarkedAnswer({ answer, marks = [] }: MarkedAnswerProps) {
  return (
    <div className="space-y-2">
      <p className="whitespace-pre-wrap rounded-md bg-muted p-3">
        {pieces(answer, marks).map((piece, i) =>
          piece.mark ? (
            <mark
              key={i}
              data-mark={piece.mark.status}
              className={
                piece.mark.status === 'covered'
                  ? 'bg-transparent text-foreground underline decoration-green-700 decoration-2 underline-offset-4'
                  : 'bg-transparent text-foreground underline decoration-red-700 decoration-wavy decoration-2 underline-offset-4'
              }
            >
              <span aria-hidden="true">{piece.mark.status === 'covered' ? '✓ ' : '✗ '}</span>
              <span className="sr-only">
                {piece.mark.status === 'covered' ? 'Covered a key point: ' : 'Contradicted a key point: '}
                {piece.mark.points.join('; ')}.{' '}
              </span>
              {piece.text}
            </mark>
          ) : (
            <span key={i}>{piece.text}</span>
          ),
        )}
      </p>
      {marks.length > 0 && (
        <p className="text-sm text-muted-foreground">
          <span aria-hidden="true">✓</span> covered a key point · <span aria-hidden="true">✗</span> contradicted one
        </p>
      )}
    </div>
  );
}
