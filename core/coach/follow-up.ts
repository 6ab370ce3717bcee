/**
 * The interviewer's follow-up question (beyond the spec): when an answer gets a key point wrong or
 * misses one, a real interviewer asks one question about that concept before moving on. The question
 * names the concept (the terms of the key point's first claim, e.g. "How does the tax rate change
 * net income?") and never quotes the best-practice answer or the key point's sentence.
 */
import type { Claim, Term } from '../contract/claim';
import type { Assessment } from './assess';
import type { JudgedPoint } from './claims/judge';

// `!`: a synonym list has at least one entry.
const name = (term: Term) => (typeof term === 'string' ? term : term[0]!);

/** A question about the concept of `claim`, in interview form. */
function askAbout(claim: Claim, dependsOn: string | undefined): string {
  switch (claim.kind) {
    case 'quantity':
      return dependsOn
        ? `How does the ${dependsOn} change the effect on ${name(claim.subject)}?`
        : `What happens to ${name(claim.subject)}, and by how much?`;
    case 'relation':
      return `How do you get from the parts to ${name(claim.result)}: what do you add and what do you subtract?`;
    case 'comparative':
      return `What happens to ${name(claim.effect)} when ${name(claim.cause)} changes, and why?`;
    case 'statement':
      return `How would you describe ${name(claim.subject)}, and why does it matter here?`;
  }
}

/** The first concept to probe: a contradicted key point first, then a missed one. */
function pointToProbe(a: Assessment): JudgedPoint | undefined {
  return a.contradicted[0] ?? a.missed[0];
}

/**
 * One follow-up question for `a`, or undefined when there is nothing to probe: an empty or
 * off-topic answer, a question without a rubric, or every key point covered. Asks about the concept
 * of the wrong (else missed) key point; a point without claims gets a generic question about the
 * part of the answer left out, still without quoting it.
 */
export function followUpQuestion(a: Assessment): string | undefined {
  if (a.empty || !a.question || a.relevance.offTopic) return undefined;
  const probe = pointToProbe(a);
  if (!probe) return undefined;
  const keyPoint = a.question.keyPoints.find((k) => k.point === probe.point);
  const claim = keyPoint?.claims[0];
  if (!claim) return 'Before we move on: what else would you add to that answer, and why does it matter here?';
  const dependsOn = claim.kind === 'quantity' ? claim.dependsOn?.[0] : undefined;
  return `Before we move on: ${askAbout(claim, dependsOn)}`;
}
