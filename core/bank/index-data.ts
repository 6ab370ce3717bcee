/**
 * The wire format of the question bank's index chunk (built by scripts/build/bank-chunks-plugin.ts):
 * every question's id, metadata and texts, and the topic file it comes from, without the rubric.
 * Compact so the chunk stays small: metadata as indices into the contract's value lists (and into
 * a table of subcategories), an id left out ('') when it follows the previous one (acc-002 after
 * acc-001), the texts
 * as one string (questions separated by a newline, a question and its variants by a tab), and the
 * topic files as runs in bank order. encodeBankIndex and decodeBankIndex are inverses.
 */
import { DifficultySchema, QUESTION_CATEGORIES, type Question, type QuestionSummary } from '../contract/question';
import { FIRMS, MODULE_INDUSTRY_GROUPS, QUESTION_TYPES } from '../../content/options';

/** One question's metadata: id ('' for the next id), type, category, subcategory (0 for none), difficulty, industry groups, firms (indices). */
type Row = [id: string, type: number, category: number, subcategory: number, difficulty: number, groups: number[], firms: number[]];

/** The index chunk's data (JSON). */
export interface BankIndexData {
  /** Topic file names with how many questions each holds, in bank order. */
  topics: Array<[file: string, count: number]>;
  /** The subcategories the rows point at; the first is '' (none). */
  subcategories: string[];
  rows: Row[];
  texts: string;
}

/** The decoded index: the question summaries in bank order and each question's topic file. */
export interface BankSummaries {
  bank: QuestionSummary[];
  /** Question id → topic file name (content/questions/<file>.json). */
  topicOf: Map<string, string>;
}

const DIFFICULTIES = DifficultySchema.options;

/** The id after `id` (acc-009 → acc-010), keeping the number's width. */
function nextId(id: string): string {
  const at = id.lastIndexOf('-');
  const digits = id.slice(at + 1);
  return `${id.slice(0, at + 1)}${String(Number(digits) + 1).padStart(digits.length, '0')}`;
}

function indexIn<T>(list: readonly T[], value: T): number {
  const at = list.indexOf(value);
  if (at < 0) throw new Error(`unknown value ${String(value)}`);
  return at;
}

/**
 * Encodes the validated questions of each topic file (file name → questions, in bank order).
 * Throws when a text holds a tab or a newline (the separators).
 */
export function encodeBankIndex(files: ReadonlyArray<[file: string, questions: readonly Question[]]>): BankIndexData {
  const texts: string[] = [];
  const rows: Row[] = [];
  const subcategories = [''];
  let previous = '';
  for (const [, questions] of files) {
    for (const q of questions) {
      const own = [q.question, ...q.variants];
      if (own.some((text) => /[\t\n]/.test(text))) throw new Error(`${q.id}: a question text holds a tab or newline`);
      texts.push(own.join('\t'));
      const subcategory = q.subcategory ?? '';
      if (!subcategories.includes(subcategory)) subcategories.push(subcategory);
      rows.push([
        previous && q.id === nextId(previous) ? '' : q.id,
        indexIn(QUESTION_TYPES, q.type),
        indexIn(QUESTION_CATEGORIES, q.category),
        subcategories.indexOf(subcategory),
        indexIn(DIFFICULTIES, q.difficulty),
        q.industryGroups.map((group) => indexIn(MODULE_INDUSTRY_GROUPS, group)),
        q.firms.map((firm) => indexIn(FIRMS, firm)),
      ]);
      previous = q.id;
    }
  }
  return { topics: files.map(([file, questions]) => [file, questions.length]), subcategories, rows, texts: texts.join('\n') };
}

/** Decodes the index chunk's data (trusted: the build made it from the validated bank). */
export function decodeBankIndex(data: BankIndexData): BankSummaries {
  const texts = data.texts.split('\n');
  let previous = '';
  const bank = data.rows.map(([given, type, category, sub, difficulty, groups, firms], i): QuestionSummary => {
    const [question, ...variants] = texts[i]!.split('\t');
    const id = given || nextId(previous);
    const subcategory = data.subcategories[sub];
    previous = id;
    return {
      id,
      type: QUESTION_TYPES[type]!,
      category: QUESTION_CATEGORIES[category]!,
      ...(subcategory ? { subcategory } : {}),
      difficulty: DIFFICULTIES[difficulty]!,
      question: question!,
      variants,
      industryGroups: groups.map((group) => MODULE_INDUSTRY_GROUPS[group]!),
      firms: firms.map((firm) => FIRMS[firm]!),
    };
  });
  const topicOf = new Map<string, string>();
  let at = 0;
  for (const [file, count] of data.topics) for (const end = at + count; at < end; at += 1) topicOf.set(bank[at]!.id, file);
  return { bank, topicOf };
}
