/**
 * The wire format of the question bank's index chunk (built by scripts/build/bank-chunks-plugin.ts):
 * every question's id, metadata and texts, and the topic file it comes from, without the rubric.
 * Compact so the chunk stays small: a tuple (no key names) of strings with one entry per question
 * in bank order, each field its own string (gzip compresses runs of like characters best):
 * - texts: questions separated by a newline, a question and its variants by a tab;
 * - subcategories: a table (the first is '', none) in order of first use, and the topic files as
 *   runs in bank order;
 * - ids: an id left out ('') when it follows the previous one (acc-002 after acc-001), joined by ',';
 * - type, category and difficulty: one base-36 digit each, an index into the contract's value list;
 * - subcategory: '' for the next unused one of the table, else its index in base 36, joined by ',';
 * - industry groups: base-36 digits per question, joined by ','; firms: base-36 indices joined by
 *   '.', questions joined by ','.
 * encodeBankIndex and decodeBankIndex are inverses.
 */
import type { Question, QuestionSummary } from '../contract/question';
import { DIFFICULTIES, QUESTION_CATEGORIES } from '../contract/question-facets';
import { FIRMS, MODULE_INDUSTRY_GROUPS, QUESTION_TYPES } from '../../content/options';

/**
 * The index chunk's data (JSON). The texts come first: they compress better ahead of the digit
 * strings than after them (about 0.4 KiB).
 */
export type BankIndexData = [
  texts: string,
  /** The subcategories the questions point at; the first is '' (none). */
  subcategories: string[],
  /** Topic file names with how many questions each holds, in bank order. */
  topics: Array<[file: string, count: number]>,
  ids: string,
  types: string,
  categories: string,
  difficulties: string,
  subcategory: string,
  groups: string,
  firms: string,
];

/** The decoded index: the question summaries in bank order and each question's topic file. */
export interface BankSummaries {
  bank: QuestionSummary[];
  /** Question id → topic file name (content/questions/<file>.json). */
  topicOf: Map<string, string>;
}

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

/** `value`'s index in `list` as one base-36 digit; throws for an unknown value or a list too long. */
function digitOf<T>(list: readonly T[], value: T): string {
  const at = indexIn(list, value);
  if (at >= 36) throw new Error(`${String(value)}: its list is too long for one digit`);
  return at.toString(36);
}

/** The numbers of a string of base-36 digits. */
const fromDigits = (text: string) => [...text].map((digit) => Number.parseInt(digit, 36));

/**
 * Encodes the validated questions of each topic file (file name → questions, in bank order).
 * Throws when a text holds a tab or a newline (the separators).
 */
export function encodeBankIndex(files: ReadonlyArray<[file: string, questions: readonly Question[]]>): BankIndexData {
  const columns = { ids: [] as string[], types: [] as string[], categories: [] as string[], difficulties: [] as string[] };
  const subcategory: string[] = [];
  const groups: string[] = [];
  const firms: string[] = [];
  const texts: string[] = [];
  const subcategories = [''];
  let previous = '';
  for (const q of files.flatMap(([, questions]) => questions)) {
    const own = [q.question, ...q.variants];
    if (own.some((text) => /[\t\n]/.test(text))) throw new Error(`${q.id}: a question text holds a tab or newline`);
    texts.push(own.join('\t'));
    columns.ids.push(previous && q.id === nextId(previous) ? '' : q.id);
    columns.types.push(digitOf(QUESTION_TYPES, q.type));
    columns.categories.push(digitOf(QUESTION_CATEGORIES, q.category));
    columns.difficulties.push(digitOf(DIFFICULTIES, q.difficulty));
    const name = q.subcategory ?? '';
    if (!subcategories.includes(name)) {
      subcategories.push(name);
      subcategory.push('');
    } else {
      subcategory.push(subcategories.indexOf(name).toString(36));
    }
    groups.push(q.industryGroups.map((group) => digitOf(MODULE_INDUSTRY_GROUPS, group)).join(''));
    firms.push(q.firms.map((firm) => indexIn(FIRMS, firm).toString(36)).join('.'));
    previous = q.id;
  }
  return [
    texts.join('\n'),
    subcategories,
    files.map(([file, questions]) => [file, questions.length]),
    columns.ids.join(','),
    columns.types.join(''),
    columns.categories.join(''),
    columns.difficulties.join(''),
    subcategory.join(','),
    groups.join(','),
    firms.join(','),
  ];
}

/** Decodes the index chunk's data (trusted: the build made it from the validated bank). */
export function decodeBankIndex(data: BankIndexData): BankSummaries {
  const [textLines, subcategories, topics, idList, typeDigits, categoryDigits, difficultyDigits, subcategoryList, groupList, firmList] = data;
  const texts = textLines.split('\n');
  const ids = idList.split(',');
  const [types, categories, difficulties] = [typeDigits, categoryDigits, difficultyDigits].map(fromDigits);
  const subcategoryOf = subcategoryList.split(',');
  const groups = groupList.split(',');
  const firms = firmList.split(',');
  let previous = '';
  let newest = 0;
  const bank = texts.map((line, i): QuestionSummary => {
    const [question, ...variants] = line.split('\t');
    const id = ids[i] || nextId(previous);
    previous = id;
    const given = subcategoryOf[i]!;
    const subcategory = subcategories[given === '' ? (newest += 1) : Number.parseInt(given, 36)];
    return {
      id,
      type: QUESTION_TYPES[types![i]!]!,
      category: QUESTION_CATEGORIES[categories![i]!]!,
      ...(subcategory ? { subcategory } : {}),
      difficulty: DIFFICULTIES[difficulties![i]!]!,
      question: question!,
      variants,
      industryGroups: fromDigits(groups[i]!).map((group) => MODULE_INDUSTRY_GROUPS[group]!),
      firms: firms[i] ? firms[i].split('.').map((firm) => FIRMS[Number.parseInt(firm, 36)]!) : [],
    };
  });
  const topicOf = new Map<string, string>();
  let at = 0;
  for (const [file, count] of topics) for (const end = at + count; at < end; at += 1) topicOf.set(bank[at]!.id, file);
  return { bank, topicOf };
}
