/**
 * Transcript marks: the sentences of an answer that covered key points and those that contradicted
 * one, in answer order, for the candidate's own transcript (as talking points are marked). A sentence
 * that both covered one point and contradicted another is marked contradicted.
 */
import type { SentenceMark } from '../../contract/interview';
import type { Assessment } from '../assess';

/** Marks of the sentences of `answer` as assessed in `a` (empty without a rubric), in answer order. */
export function answerMarks(a: Assessment, answer: string): SentenceMark[] {
  const marks = new Map<string, SentenceMark>();
  for (const point of a.points) {
    for (const sentence of point.contradictedBy) {
      const mark = marks.get(sentence);
      if (mark?.status === 'contradicted') mark.points.push(point.point);
      else marks.set(sentence, { sentence, status: 'contradicted', points: [point.point] });
    }
  }
  for (const point of a.points) {
    for (const sentence of point.coveredBy) {
      const mark = marks.get(sentence);
      if (!mark) marks.set(sentence, { sentence, status: 'covered', points: [point.point] });
      else if (mark.status === 'covered') mark.points.push(point.point);
    }
  }
  return [...marks.values()].sort((x, y) => answer.indexOf(x.sentence) - answer.indexOf(y.sentence));
}
