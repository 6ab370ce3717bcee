/**
 * The checkable facts of a bank question written for a model: each key point's claims (quantities
 * with direction and value, relations, comparatives, statements), the values the claims assume, and
 * the question's common misconceptions with their corrections. The feedback and report prompts carry
 * them so a model grades against the same facts as the offline coach, with the coach's own findings
 * (key points contradicted and their corrections) as a fact check.
 */
import type { Claim, Term, Unit } from '../../../core/contract/claim';
import type { Question } from '../../../core/contract/question';
import { CONTRADICTION_CAP, type Assessment } from '../../../core/coach/assess';

const nameOf = (term: Term) => (typeof term === 'string' ? term : term[0]!);

/** A value in its unit: "$7.5" is written "7.5 (currency)", 25 percent "25%", 8 multiple "8x". */
function valueText(value: number, unit: Unit | undefined): string {
  if (unit === 'percent') return `${value}%`;
  if (unit === 'multiple') return `${value}x`;
  if (unit === 'currency') return `${value} (currency)`;
  if (unit === 'years' || unit === 'degrees') return `${value} ${unit}`;
  return String(value);
}

const MOVES = { up: 'goes up', down: 'goes down', unchanged: 'is unchanged' } as const;

/** One claim as a plain sentence, e.g. "when WACC goes up, value goes down". */
export function claimText(claim: Claim): string {
  switch (claim.kind) {
    case 'quantity': {
      const value = claim.value === undefined ? '' : valueText(claim.value, claim.unit);
      const said = claim.direction
        ? `${nameOf(claim.subject)} ${MOVES[claim.direction]}${value && claim.direction !== 'unchanged' ? ` by ${value}` : ''}`
        : `${nameOf(claim.subject)} is ${value}`;
      return claim.dependsOn?.length ? `${said} (at the assumed ${claim.dependsOn.join(', ')})` : said;
    }
    case 'relation': {
      const parts = claim.parts.map((p, i) => (i === 0 && p.sign === '+' ? nameOf(p.term) : `${p.sign === '+' ? '+' : '−'} ${nameOf(p.term)}`));
      return `${nameOf(claim.result)} = ${parts.join(' ')}`;
    }
    case 'comparative':
      return `when ${nameOf(claim.cause)} ${MOVES[claim.causeDirection]}, ${nameOf(claim.effect)} ${MOVES[claim.effectDirection]}`;
    case 'statement': {
      const said = `${nameOf(claim.subject)} is ${claim.negated ? 'not ' : ''}${nameOf(claim.predicate)}`;
      return claim.opposite ? `${said} (not ${nameOf(claim.opposite)})` : said;
    }
  }
}

/**
 * The question's checkable facts as prompt lines: claims under their key point, assumptions, and
 * misconceptions ("Wrong: ... Correction: ..."). Empty string when the question has none.
 */
export function factsContext(q: Question): string {
  const lines: string[] = [];
  for (const k of q.keyPoints) {
    if (k.claims.length > 0) lines.push(`- ${k.point} Checkable: ${k.claims.map(claimText).join('; ')}.`);
  }
  if (q.assumptions.length > 0) {
    lines.push(`Assumed unless the question states otherwise (recompute values when it does): ${q.assumptions.map((a) => `${a.name} = ${valueText(a.value, a.unit)}`).join(', ')}.`);
  }
  if (q.misconceptions.length > 0) {
    lines.push('Common misconceptions (an answer that states one gets that point wrong):', ...q.misconceptions.map((m) => `- Wrong: ${m.wrong} Correction: ${m.correction}`));
  }
  return lines.length > 0 ? `Facts to grade against [${q.id}]:\n${lines.join('\n')}` : '';
}

/**
 * The offline coach's fact check of one answer: each contradicted key point with its correction (the
 * candidate's sentence stays inside the fenced answer: user text is never written outside a fence).
 */
export function factCheckLine(a: Assessment): string {
  if (a.errors.length === 0) return 'Fact check: no key point contradicted.';
  const errors = a.errors.map((e) => `contradicts "${e.point}"; correction: ${e.correction}`);
  return `Fact check: the answer ${errors.join(' | ')}. Such an answer scores at most ${CONTRADICTION_CAP}/10.`;
}
