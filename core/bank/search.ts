/**
 * Full-text search over the question bank (MiniSearch): question text, variants, category and
 * subcategory, with stemmed terms, finance synonyms ("EV" finds "enterprise value"), prefix search
 * for partly typed words and fuzzy search for typos; filters by type, category, difficulty,
 * industry group and firm, also without a query (browsing the bank). Runs in the browser and on Node.
 */
import MiniSearch from 'minisearch';
import type { Difficulty, Question, QuestionCategory } from '../contract/question';
import { FIRMS, type Firm, type ModuleIndustryGroup } from '../../content/options';
import { canonicalTerms, termSet } from '../coach/terms';
import { isStopWord, stem, tokenize } from '../coach/text';

/** A built index with the bank it indexes. Create with createBankIndex. */
export interface BankIndex {
  readonly bank: readonly Question[];
  readonly byId: ReadonlyMap<string, Question>;
  /** Normalised question and variant text → question, for exact lookups. */
  readonly exact: ReadonlyMap<string, Question>;
  readonly mini: MiniSearch<IndexedQuestion>;
}

interface IndexedQuestion {
  id: string;
  question: string;
  variants: string;
  category: string;
  subcategory: string;
  type: string;
}

/** Filters of the bank; each one given keeps only the questions that match it (all must match). */
export interface BankFilters {
  type?: Question['type'];
  category?: QuestionCategory;
  difficulty?: Difficulty;
  /** Keeps questions tagged with this industry group. */
  industryGroup?: ModuleIndustryGroup;
  /** Keeps questions tagged with this firm (firm-specific questions). */
  firm?: Firm;
}

/** Options of searchBank: at most `limit` hits (default 10; Infinity for every hit), and the filters. */
export interface SearchOptions extends BankFilters {
  limit?: number;
}

/** One search hit; `score` is MiniSearch's relevance (higher is better, unbounded). */
export interface SearchHit {
  question: Question;
  score: number;
}

/** Result of findQuestion; `score` is 1 for an exact match, else a 0-to-1 similarity. */
export interface FoundQuestion {
  question: Question;
  score: number;
  exact: boolean;
}

/** findQuestion score from which a question counts as the same question asked in other words. */
export const CLOSE_MATCH_SCORE = 0.6;

/** Index terms of `text`: raw words, their stems and canonical synonym terms (stop words dropped). */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const word of tokenize(text)) {
    if (isStopWord(word)) continue;
    out.push(word);
    const stemmed = stem(word);
    if (stemmed !== word) out.push(stemmed);
  }
  for (const term of canonicalTerms(text).terms) for (const id of term.ids) if (id.startsWith('~')) out.push(id);
  return out;
}

const FIRM_NAMES = FIRMS.map((firm) => tokenize(firm).join(' '));

/**
 * Lowercase text with punctuation removed and spaces collapsed, for exact question lookups; a firm
 * name becomes "our firm" ("Why Goldman Sachs?" asks "Why our firm?").
 */
export function normaliseQuestion(text: string): string {
  let normalised = ` ${tokenize(text).join(' ')} `;
  for (const firm of FIRM_NAMES) normalised = normalised.replaceAll(` ${firm} `, ' our firm ');
  return normalised.trim();
}

const indexes = new WeakMap<readonly Question[], BankIndex>();

/** Builds (once per bank array, then cached) the search index of `bank`. Never throws. */
export function createBankIndex(bank: readonly Question[]): BankIndex {
  const cached = indexes.get(bank);
  if (cached) return cached;
  const mini = new MiniSearch<IndexedQuestion>({
    fields: ['question', 'variants', 'category', 'subcategory'],
    storeFields: ['id'],
    tokenize: indexTerms,
    processTerm: (term) => term,
    searchOptions: {
      boost: { question: 2, variants: 1.5, category: 0.5, subcategory: 0.8 },
      prefix: (term) => !term.startsWith('~') && term.length >= 3,
      fuzzy: (term) => (!term.startsWith('~') && term.length >= 5 ? 0.2 : false),
    },
  });
  mini.addAll(
    bank.map((q) => ({
      id: q.id,
      question: q.question,
      variants: q.variants.join('\n'),
      category: q.category,
      subcategory: q.subcategory ?? '',
      type: q.type,
    })),
  );
  const exact = new Map<string, Question>();
  for (const q of bank) for (const text of [q.question, ...q.variants]) if (!exact.has(normaliseQuestion(text))) exact.set(normaliseQuestion(text), q);
  const index: BankIndex = { bank, byId: new Map(bank.map((q) => [q.id, q])), exact, mini };
  indexes.set(bank, index);
  return index;
}

/** Whether `question` passes every filter given in `filters`. */
export function matchesFilters(question: Question, filters: BankFilters): boolean {
  const { type, category, difficulty, industryGroup, firm } = filters;
  return (
    (!type || question.type === type) &&
    (!category || question.category === category) &&
    (!difficulty || question.difficulty === difficulty) &&
    (!industryGroup || question.industryGroups.includes(industryGroup)) &&
    (!firm || question.firms.includes(firm))
  );
}

/**
 * Searches the bank for `query` (free text, partly typed words allowed). Returns at most
 * `options.limit` hits (default 10), best first, keeping only questions that pass the filters
 * given in `options`; an empty or stop-word-only query returns [] (browseBank lists without one).
 */
export function searchBank(index: BankIndex, query: string, options: SearchOptions = {}): SearchHit[] {
  const { limit = 10, ...filters } = options;
  if (indexTerms(query).length === 0) return [];
  const results = index.mini.search(query, {
    filter: (result) => {
      const q = index.byId.get(String(result.id));
      return !!q && matchesFilters(q, filters);
    },
  });
  return results.slice(0, limit).map((r) => ({ question: index.byId.get(String(r.id))!, score: r.score }));
}

/** The questions of the bank that pass `filters`, in bank order (every question without filters). */
export function browseBank(index: BankIndex, filters: BankFilters = {}): Question[] {
  return index.bank.filter((question) => matchesFilters(question, filters));
}

/** Words that frame a question without saying what it asks ("walk me through", "explain"). */
const FRAMING = new Set(['walk', 'take', 'explain', 'describ', 'give', 'talk', 'discuss', 'would', 'question']);

function questionTerms(text: string): Set<string> {
  const terms = termSet(normaliseQuestion(text));
  for (const word of FRAMING) terms.delete(word);
  return terms;
}

const idfCache = new WeakMap<BankIndex, { idf: Map<string, number>; unseen: number; terms: Map<string, Set<string>> }>();

/** Inverse document frequency of question terms over the bank's questions (a question and its variants are one document). */
function questionStats(index: BankIndex) {
  let stats = idfCache.get(index);
  if (!stats) {
    const df = new Map<string, number>();
    const terms = new Map<string, Set<string>>();
    for (const q of index.bank) {
      const all = new Set<string>();
      for (const text of [q.question, ...q.variants]) {
        const set = questionTerms(text);
        terms.set(text, set);
        for (const term of set) all.add(term);
      }
      for (const term of all) df.set(term, (df.get(term) ?? 0) + 1);
    }
    const n = index.bank.length;
    const idf = new Map([...df].map(([term, count]) => [term, Math.log((n + 1) / (count + 0.5))]));
    stats = { idf, unseen: Math.log((n + 1) / 0.5), terms };
    idfCache.set(index, stats);
  }
  return stats;
}

/**
 * Similarity (0 to 1) of an asked question's terms `a` and a bank question's terms `b`, weighted by
 * rarity: 0.6 × the share of `a` that `b` covers + 0.4 × the share of `b` that `a` covers, or the
 * smaller share when `b` covers under half of `a` (then they are different questions).
 */
function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>, weight: (term: string) => number): number {
  let shared = 0;
  let totalA = 0;
  let totalB = 0;
  for (const term of a) {
    totalA += weight(term);
    if (b.has(term)) shared += weight(term);
  }
  for (const term of b) totalB += weight(term);
  if (totalA === 0 || totalB === 0) return 0;
  const asked = shared / totalA;
  return asked < 0.5 ? Math.min(asked, shared / totalB) : 0.6 * asked + 0.4 * (shared / totalB);
}

/**
 * The bank question `text` asks: an exact match of the normalised question or one of its variants
 * (score 1), else the most similar of the top search hits, scored 0 to 1 by rarity-weighted term
 * overlap in both directions (CLOSE_MATCH_SCORE or more means the same question asked in other
 * words). Returns null for an empty bank or when nothing shares a term. Accepts the bank itself (its
 * index is built once and cached) or an index.
 */
export function findQuestion(bankOrIndex: readonly Question[] | BankIndex, text: string): FoundQuestion | null {
  const index = 'mini' in bankOrIndex ? bankOrIndex : createBankIndex(bankOrIndex);
  const exact = index.exact.get(normaliseQuestion(text));
  if (exact) return { question: exact, score: 1, exact: true };
  const stats = questionStats(index);
  const weight = (term: string) => stats.idf.get(term) ?? stats.unseen;
  const wanted = questionTerms(text);
  let best: FoundQuestion | null = null;
  for (const hit of searchBank(index, text, { limit: 8 })) {
    const texts = [hit.question.question, ...hit.question.variants];
    const score = Math.max(...texts.map((t) => similarity(wanted, stats.terms.get(t) ?? questionTerms(t), weight)));
    if (!best || score > best.score) best = { question: hit.question, score: Math.round(score * 1000) / 1000, exact: false };
  }
  return best && best.score > 0 ? best : null;
}
