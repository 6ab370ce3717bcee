/**
 * Which bank questions a custom module gets, and how its questions are shown on the question card.
 * The bank is mostly generic (firm-specific questions are few and no question is tied to an
 * office), so the four create-module categories act differently (docs/decisions/0008):
 * - question types narrow by `type`;
 * - industry groups narrow to questions tagged with a chosen group; 'Generalist' also admits the
 *   untagged (generic) questions, and when Behavioral is a chosen type the untagged behavioral
 *   questions stay (fit questions suit every group);
 * - firms keep the firm-specific questions of the chosen firms (listed first) and every generic
 *   question; other firms' firm-specific questions are left out. The chosen firms are shown as the
 *   card's Company line;
 * - office locations select nothing (no question is office-specific): they are shown as the card's
 *   Office line.
 * A category with no selection does not narrow. Pure; runs in the browser and on the server.
 */
import type { ModuleQuestion } from '../contract/modules';
import type { Question } from '../contract/question';

/** The four selections as stored with a module (values from content/options.ts; empty = no selection). */
export interface Selections {
  questionTypes: readonly string[];
  firms: readonly string[];
  officeLocations: readonly string[];
  industryGroups: readonly string[];
}

const intersects = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

/** Whether `q` passes the type, industry-group and firm selections (see the file comment). */
export function matchesSelections(q: Question, s: Selections): boolean {
  if (s.questionTypes.length > 0 && !s.questionTypes.includes(q.type)) return false;
  if (s.industryGroups.length > 0 && !intersects(q.industryGroups, s.industryGroups)) {
    const untagged = q.industryGroups.length === 0;
    const generalist = untagged && s.industryGroups.includes('Generalist');
    const fit = untagged && q.type === 'Behavioral' && s.questionTypes.includes('Behavioral');
    if (!generalist && !fit) return false;
  }
  if (s.firms.length > 0 && q.firms.length > 0 && !intersects(q.firms, s.firms)) return false;
  return true;
}

/**
 * The questions of a custom module, in study order: the chosen firms' firm-specific questions
 * first, then the rest in bank order. Empty when nothing matches (the API answers 422 then).
 */
export function selectModuleQuestions(bank: readonly Question[], s: Selections): Question[] {
  const matched = bank.filter((q) => matchesSelections(q, s));
  const firmSpecific = matched.filter((q) => s.firms.length > 0 && intersects(q.firms, s.firms));
  return [...firmSpecific, ...matched.filter((q) => !firmSpecific.includes(q))];
}

/** Office selections shown on cards: 'Unknown' says nothing, so it is left out. */
const shownOffices = (offices: readonly string[]) => offices.filter((o) => o !== 'Unknown');

/** A bank question as a module question, with the card's display lines from the module's selections. */
export function toModuleQuestion(q: Question, s: Selections): ModuleQuestion {
  const firms = s.firms.length === 0 ? [] : q.firms.length > 0 ? q.firms.filter((f) => s.firms.includes(f)) : s.firms;
  const offices = shownOffices(s.officeLocations);
  const groups = [
    ...q.industryGroups.filter((g) => s.industryGroups.includes(g)),
    ...q.industryGroups.filter((g) => !s.industryGroups.includes(g)),
  ];
  return {
    id: q.id,
    question: q.question,
    type: q.type,
    company: firms.length > 0 ? firms.join(', ') : null,
    interview_stage: null,
    office_location: offices.length > 0 ? offices.join(', ') : null,
    industry: groups.length > 0 ? groups.join(', ') : null,
    difficulty: q.difficulty,
    category: q.category,
  };
}
