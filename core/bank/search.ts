/**
 * Full-text search over the question bank (MiniSearch): question text, variants, category and
 * subcategory, with stemmed terms, finance synonyms ("EV" finds "enterprise value"), prefix search
 * for partly typed words and fuzzy search for typos; filters by type, category, difficulty,
 * industry group and firm, also without a query (browsing the bank). Runs in the browser and on Node.
 */
import MiniSearch from 'minisearch';
import { expandAcronyms, learnAcronyms, type AcronymMap } from './acronyms';
import type { Difficulty, Question, QuestionCategory, QuestionSummary } from '../contract/question';
import { FIRMS, type Firm, type ModuleIndustryGroup } from '../../content/options';
import { GENERIC_TERMS } from '../coach/synonyms';
import { canonicalTerms, termSet } from '../coach/terms';
import { isStopWord, stem, tokenize } from '../coach/text';

/**
 * A built index with the bank it indexes. Create with createBankIndex. `Q` is the full Question on
 * the server, QuestionSummary in the browser (whose rubrics load per topic).
 */
export interface BankIndex<Q extends QuestionSummary = Question> {
  readonly bank: readonly Q[];
  readonly byId: ReadonlyMap<string, Q>;
  /** Normalised question and variant text → question, for exact lookups (made on first read). */
  readonly exact: ReadonlyMap<string, Q>;
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
export interface SearchHit<Q extends QuestionSummary = Question> {
  question: Q;
  score: number;
}

/** Result of findQuestion; `score` is 1 for an exact match, else a 0-to-1 similarity. */
export interface FoundQuestion<Q extends QuestionSummary = Question> {
  question: Q;
  score: number;
  exact: boolean;
}

/** findQuestion score from which a question counts as the same question asked in other words. */
export const CLOSE_MATCH_SCORE = 0.48;

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

/**
 * Any firm's name as whole words of a tokenized text, longest names first (tokenized names hold
 * only letters, digits and spaces, so nothing needs escaping). One pass over a text instead of one
 * per firm: that loop was two thirds of normalising the bank's texts for the phrase ranking.
 */
const FIRM_PATTERN = new RegExp(
  `(?<= )(?:${FIRMS.map((firm) => tokenize(firm).join(' '))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?= )`,
  'g',
);

/**
 * Lowercase text with punctuation removed and spaces collapsed, for exact question lookups; a firm
 * name becomes "our firm" ("Why Goldman Sachs?" asks "Why our firm?").
 */
export function normaliseQuestion(text: string): string {
  return ` ${tokenize(text).join(' ')} `.replace(FIRM_PATTERN, 'our firm').trim();
}

const indexes = new WeakMap<readonly QuestionSummary[], BankIndex<QuestionSummary>>();

/** MiniSearch's options of the bank index: the same when it is built and when a prebuilt one is loaded. */
const MINI_OPTIONS = {
  fields: ['question', 'variants', 'category', 'subcategory'],
  storeFields: ['id'],
  tokenize: indexTerms,
  processTerm: (term: string) => term,
  searchOptions: {
    boost: { question: 2, variants: 1.5, category: 0.5, subcategory: 0.8 },
    prefix: (term: string) => !term.startsWith('~') && term.length >= 3,
    fuzzy: (term: string) => (!term.startsWith('~') && term.length >= 5 ? 0.2 : false),
  },
};

/** The MiniSearch index of `bank` (stems and synonyms of every text: slow, so the build does it once). */
function buildMini(bank: readonly QuestionSummary[]): MiniSearch<IndexedQuestion> {
  const mini = new MiniSearch<IndexedQuestion>(MINI_OPTIONS);
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
  return mini;
}

/** The search index of `bank` serialised (MiniSearch JSON), for createBankIndex's `prebuilt`. */
export function serialiseSearchIndex(bank: readonly QuestionSummary[]): string {
  return JSON.stringify(buildMini(bank));
}

/** Normalised question and variant text → the first question with it. */
function exactTexts<Q extends QuestionSummary>(bank: readonly Q[]): Map<string, Q> {
  const exact = new Map<string, Q>();
  for (const q of bank) {
    for (const text of [q.question, ...q.variants]) {
      const key = normaliseQuestion(text);
      if (!exact.has(key)) exact.set(key, q);
    }
  }
  return exact;
}

/**
 * Builds (once per bank array, then cached) the search index of `bank`; with `prebuilt` (the
 * serialiseSearchIndex of the same bank) it is loaded instead of built. Throws only for a
 * malformed `prebuilt`.
 */
export function createBankIndex<Q extends QuestionSummary>(bank: readonly Q[], prebuilt?: string): BankIndex<Q> {
  const cached = indexes.get(bank) as BankIndex<Q> | undefined;
  if (cached) return cached;
  const mini = prebuilt === undefined ? buildMini(bank) : MiniSearch.loadJSON<IndexedQuestion>(prebuilt, MINI_OPTIONS);
  // Made on first use: normalising every text is about a third of loading the prebuilt index, and
  // the question bank page never looks a question up by its text.
  let exact: Map<string, Q> | undefined;
  const index: BankIndex<Q> = {
    bank,
    byId: new Map(bank.map((q) => [q.id, q])),
    get exact() {
      return (exact ??= exactTexts(bank));
    },
    mini,
  };
  indexes.set(bank, index);
  return index;
}

/** Whether `question` passes every filter given in `filters`. */
export function matchesFilters(question: QuestionSummary, filters: BankFilters): boolean {
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
export function searchBank<Q extends QuestionSummary>(index: BankIndex<Q>, query: string, options: SearchOptions = {}): SearchHit<Q>[] {
  const { limit = 10, ...filters } = options;
  if (indexTerms(query).length === 0) return [];
  const results = index.mini.search(query, {
    filter: (result) => {
      const q = index.byId.get(String(result.id));
      return !!q && matchesFilters(q, filters);
    },
  });
  // The filter above kept only results whose id is in the index.
  return results.slice(0, limit).map((r) => ({ question: index.byId.get(String(r.id))!, score: r.score }));
}

/**
 * The questions of the bank that pass `filters`, in bank order (every question without filters).
 * Needs only the bank, so it lists questions before the search index has loaded.
 */
export function browseBank<Q extends QuestionSummary>(index: Pick<BankIndex<Q>, 'bank'>, filters: BankFilters = {}): Q[] {
  return index.bank.filter((question) => matchesFilters(question, filters));
}

/**
 * Stems of words that frame a question without saying what it asks ("walk me through", "explain"),
 * hedges ("tend to"), "everyone" and nouns meaning "ways" ("exit routes" asks "how to exit").
 */
const FRAMING = new Set(['walk', 'take', 'explain', 'describ', 'give', 'talk', 'discuss', 'would', 'question', 'tell', 'bit', 'briefli', 'quick', 'quickli', 'approach', 'whether', 'tend', 'everyon', 'everybodi', 'rout', 'avenu']);

/**
 * Time limits and asides that say how to answer, not what: "in under two minutes", "in 60 seconds",
 * "in a nutshell". Removed before resolution so "two minutes" never points at a clock teaser.
 */
const ANSWER_FRAME = /\b(?:in|within|under|for)\s+(?:(?:under|less than|about|around|just)\s+)?(?:a|an|one|two|three|four|five|\d+)\s*(?:-\s*)?(?:minutes?|mins?|seconds?|secs?|sentences?|words?)(?:\s+or\s+less)?|\bin a nutshell\b|\bin (?:simple|plain) (?:terms|english|words)\b/gi;

/** `text` without ANSWER_FRAME asides. */
export function stripAnswerFrame(text: string): string {
  return text.replace(ANSWER_FRAME, ' ');
}

/** Openings that ask for an answer without saying about what ("walk me through", "explain to me"). */
const ASKING = /\b(?:(?:walk|take|talk|run) (?:me|us) through|talk (?:to )?(?:me|us) about|(?:can|could) you|explain(?: to me)?|tell (?:me|us)(?: a bit| a little)?(?: more)? about|describe|give (?:me|us)|talk about|discuss)\b/gi;

/** How a view is framed, not its topic: "seen as", "viewed as", "regarded as", "considered". */
const PERCEIVED = /\b(?:seen|viewed|regarded|thought of|considered|described) as\b|\bconsidered\b/gi;

function questionTerms(text: string): Set<string> {
  const terms = termSet(normaliseQuestion(stripAnswerFrame(text).replace(ASKING, ' ').replace(PERCEIVED, ' ')));
  for (const word of FRAMING) terms.delete(word);
  return terms;
}

interface QuestionStats {
  idf: Map<string, number>;
  /** Weight of a term no bank question uses: the median rarity (it says the question is about something, but cannot tell bank questions apart). */
  unseen: number;
  /** Terms of each question and variant text. */
  terms: Map<string, Set<string>>;
  /** Terms of each question's texts together (question id → terms). */
  union: Map<string, Set<string>>;
  /** Acronyms of phrases the bank spells out ("qe" → "quantitative easing"). */
  acronyms: AcronymMap;
}

const idfCache = new WeakMap<BankIndex<QuestionSummary>, QuestionStats>();

/** Inverse document frequency of question terms over the bank's questions (a question and its variants are one document). */
function questionStats(index: BankIndex<QuestionSummary>): QuestionStats {
  let stats = idfCache.get(index);
  if (!stats) {
    const df = new Map<string, number>();
    const terms = new Map<string, Set<string>>();
    const union = new Map<string, Set<string>>();
    for (const q of index.bank) {
      const all = new Set<string>();
      for (const text of [q.question, ...q.variants]) {
        const set = questionTerms(text);
        terms.set(text, set);
        for (const term of set) all.add(term);
      }
      union.set(q.id, all);
      for (const term of all) df.set(term, (df.get(term) ?? 0) + 1);
    }
    const n = index.bank.length;
    const idf = new Map([...df].map(([term, count]) => [term, Math.log((n + 1) / (count + 0.5))]));
    const sorted = [...idf.values()].sort((a, b) => a - b);
    const acronyms = learnAcronyms(index.bank.flatMap((q) => [q.question, ...q.variants]));
    stats = { idf, unseen: sorted[Math.floor(sorted.length / 2)] ?? 1, terms, union, acronyms };
    idfCache.set(index, stats);
  }
  return stats;
}

/** Rarity-weighted share (0 to 1) of `from`'s terms that `into` has; 0 when `from` is empty. */
function weightedShare(from: ReadonlySet<string>, into: ReadonlySet<string>, weight: (term: string) => number): number {
  let shared = 0;
  let total = 0;
  for (const term of from) {
    total += weight(term);
    if (into.has(term)) shared += weight(term);
  }
  return total === 0 ? 0 : shared / total;
}

/** Weight of a variant's own share in similarity: the bank's main wording counts a little more. */
const VARIANT_WEIGHT = 0.9;

/**
 * Similarity (0 to 1) of an asked question's terms to a bank question: 0.6 × the share of the asked
 * terms its texts use together (question and every variant) + 0.4 × the best share of one text's
 * terms the asked question uses (a variant's share × VARIANT_WEIGHT), both weighted by rarity; the
 * smaller of the two when the bank question covers under half of the asked terms (then they are
 * different questions).
 */
function similarity(wanted: ReadonlySet<string>, question: QuestionSummary, stats: QuestionStats, weight: (term: string) => number): number {
  const asked = weightedShare(wanted, stats.union.get(question.id) ?? new Set(), weight);
  const texts = [question.question, ...question.variants];
  const reverse = Math.max(
    ...texts.map((text, i) => (i === 0 ? 1 : VARIANT_WEIGHT) * weightedShare(stats.terms.get(text) ?? questionTerms(text), wanted, weight)),
  );
  return asked < 0.5 ? Math.min(asked, reverse) : 0.6 * asked + 0.4 * reverse;
}

/** Shortest clipped word completed to a bank term ("mezz" → "mezzanin"); shorter ones are too vague. */
const CLIPPED_MIN = 4;

/**
 * `terms` with each word the bank never uses, of CLIPPED_MIN letters or more, replaced by the
 * commonest bank term it starts ("mezz financing" asks about "mezzanine financing").
 */
function completeClipped(terms: Set<string>, stats: QuestionStats): Set<string> {
  const out = new Set<string>();
  for (const term of terms) {
    if (term.startsWith('~') || term.length < CLIPPED_MIN || stats.idf.has(term)) {
      out.add(term);
      continue;
    }
    let best: string | undefined; // when set, a key of stats.idf
    for (const [candidate, idf] of stats.idf) if (candidate.startsWith(term) && (!best || idf < stats.idf.get(best)!)) best = candidate;
    out.add(best ?? term);
  }
  return out;
}

/** Search hits whose similarity is computed; more than the page shows, as rewordings rank lower. */
const CANDIDATES = 25;

/**
 * Bank questions `text` may ask, most similar first: the top search hits (MiniSearch, synonyms
 * merged) scored 0 to 1 by rarity-weighted term overlap in both directions (see similarity).
 * Abbreviations the bank spells out are expanded first ("QE") and clipped words completed ("mezz");
 * answer-framing asides ("in under two minutes") are ignored. Hits sharing no term are dropped.
 */
export function rankQuestions<Q extends QuestionSummary>(index: BankIndex<Q>, text: string, limit = CANDIDATES): FoundQuestion<Q>[] {
  const stats = questionStats(index);
  // Generic words (use, company, value, up...) count half, as in key-point matching.
  const weight = (term: string) => (GENERIC_TERMS.has(term) ? 0.5 : 1) * (stats.idf.get(term) ?? stats.unseen);
  const known = (word: string) => stats.idf.has(stem(word)) || indexTerms(word).some((term) => term.startsWith('~'));
  const asked = expandAcronyms(text, stats.acronyms, known);
  const wanted = completeClipped(questionTerms(asked), stats);
  return searchBank(index, stripAnswerFrame(asked), { limit: CANDIDATES })
    .map((hit) => ({ question: hit.question, score: Math.round(similarity(wanted, hit.question, stats, weight) * 1000) / 1000, exact: false }))
    .filter((found) => found.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/**
 * The bank question `text` asks: an exact match of the normalised question or one of its variants
 * (score 1), else the best of rankQuestions (CLOSE_MATCH_SCORE or more means the same question asked
 * in other words). Returns null for an empty bank or when nothing shares a term. Accepts the bank
 * itself (its index is built once and cached) or an index.
 */
export function findQuestion<Q extends QuestionSummary>(bankOrIndex: readonly Q[] | BankIndex<Q>, text: string): FoundQuestion<Q> | null {
  const index = 'mini' in bankOrIndex ? bankOrIndex : createBankIndex(bankOrIndex);
  const exact = index.exact.get(normaliseQuestion(text));
  if (exact) return { question: exact, score: 1, exact: true };
  return rankQuestions(index, text, 1)[0] ?? null;
}
