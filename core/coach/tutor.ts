/**
 * The tutor's grounding and the offline coach's tutor. retrieveTutorSources finds the bank questions
 * a tutor message is about (both the model tutor and the offline tutor cite them);
 * offlineTutorReply answers from retrieval alone: the best-matching bank answers, clearly presented
 * as such, or a redirect to interview preparation when nothing in the bank matches.
 * bankBestPractice gives the offline best-practice answer: the matched bank question's answer.
 *
 * Relevance: a hit counts when the bank entry (question, variants, key points, answer) covers at
 * least MIN_QUERY_COVERAGE of the query's terms, weighted by rarity in the bank (terms the bank never
 * uses, such as "weather" or "France", weigh most), so off-topic messages retrieve nothing.
 */
import type { Question } from '../contract/question';
import { focusMessage, type BestPracticeRequest, type TutorRequest, type TutorSource } from '../contract/tutor';
import { searchBank, type BankIndex } from '../bank/search';
import { resolveQuestion } from './resolve';
import { canonicalTerms, termSet } from './terms';

/** Share (0 to 1) of the query's rarity-weighted terms a bank entry must cover to count as relevant. */
export const MIN_QUERY_COVERAGE = 0.55;
/** Bank answers the offline tutor quotes in full; further hits are listed as related questions. */
const QUOTED_ANSWERS = 2;

/** Words of chat framing that say nothing about the topic ("please explain ... likely questions"). */
const CHAT_WORDS = termSet(
  'please explain structured explanation interview interviews question questions likely asked ask help understand know tell give example examples learn study prepare practice topic good way best vs versus difference between compare',
);

interface BankStats {
  docs: Map<string, Set<string>>;
  idf: Map<string, number>;
  unseen: number;
}

const statsCache = new WeakMap<BankIndex, BankStats>();

/** Per-question term sets of the full entry and their inverse document frequencies, built once per index. */
function bankStats(index: BankIndex): BankStats {
  let stats = statsCache.get(index);
  if (!stats) {
    const docs = new Map<string, Set<string>>();
    const df = new Map<string, number>();
    for (const q of index.bank) {
      const text = [q.question, ...q.variants, q.category, q.subcategory ?? '', ...q.keyPoints.map((k) => k.point), q.answer].join('\n');
      const terms = termSet(text);
      docs.set(q.id, terms);
      for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1);
    }
    const n = index.bank.length;
    const idf = new Map([...df].map(([term, count]) => [term, Math.log((n + 1) / (count + 0.5))]));
    stats = { docs, idf, unseen: Math.log((n + 1) / 0.5) };
    statsCache.set(index, stats);
  }
  return stats;
}

/** The topic terms of a query (chat framing dropped) with their rarity weights. */
function weightedTerms(index: BankIndex, query: string) {
  const stats = bankStats(index);
  return canonicalTerms(query)
    .terms.filter((term) => !term.ids.every((id) => CHAT_WORDS.has(id)))
    .map((term) => ({ ids: [...term.ids, ...term.also], weight: Math.max(...term.ids.map((id) => stats.idf.get(id) ?? stats.unseen)) }));
}

function coverageOf(index: BankIndex, terms: ReturnType<typeof weightedTerms>, question: Question): number {
  const doc = bankStats(index).docs.get(question.id) ?? new Set<string>();
  let total = 0;
  let covered = 0;
  for (const term of terms) {
    total += term.weight;
    if (term.ids.some((id) => doc.has(id))) covered += term.weight;
  }
  return total === 0 ? 0 : covered / total;
}

/** Rarity-weighted share (0 to 1) of `query`'s topic terms that `question`'s entry uses; 0 for a query without topic terms. */
export function queryCoverage(index: BankIndex, query: string, question: Question): number {
  return coverageOf(index, weightedTerms(index, query), question);
}

/** The text to retrieve with: the last user message, or the focus topic when that message is the automatic focus request. */
export function tutorQuery(request: TutorRequest): string {
  const last = request.messages.findLast((m) => m.role === 'user')?.content.trim() ?? '';
  if (request.focus && last === focusMessage(request.focus)) return request.focus;
  return last;
}

/**
 * The bank questions `request` is about, best first, at most `limit` (default 3): hits for the
 * query, then (when the query finds nothing relevant) hits for the focus topic. Never throws.
 */
export function retrieveTutorQuestions(index: BankIndex, request: TutorRequest, limit = 3): Question[] {
  const relevant = (query: string) => {
    const terms = weightedTerms(index, query);
    if (terms.length === 0) return [];
    return searchBank(index, query, { limit: 10 })
      .filter((hit) => coverageOf(index, terms, hit.question) >= MIN_QUERY_COVERAGE)
      .map((hit) => hit.question);
  };
  const query = tutorQuery(request);
  let found = relevant(query);
  if (found.length === 0 && request.focus && query !== request.focus) found = relevant(request.focus);
  return found.slice(0, limit);
}

/** A question as a citation source. */
export const toSource = (q: Question): TutorSource => ({ id: q.id, question: q.question, category: q.category });

/** The redirect of a message the bank cannot answer: what the tutor can help with. */
export const OFFLINE_TUTOR_REDIRECT =
  "I couldn't find that in the question bank, and I can only help with interview preparation. " +
  'Ask me about technicals (accounting, enterprise value, valuation, DCF, M&A, LBO), behavioral and fit questions, ' +
  'markets or deals, for example "Walk me through a DCF" or "Why investment banking?".';

/** The offline tutor's reply: markdown paragraphs (stream them one by one) and the sources cited. */
export interface OfflineTutorReply {
  chunks: string[];
  sources: TutorSource[];
}

/**
 * Answers `request` from the question bank alone (no model): up to two bank answers quoted with
 * their key points, further hits as related questions, or OFFLINE_TUTOR_REDIRECT. Never throws.
 */
export function offlineTutorReply(index: BankIndex, request: TutorRequest): OfflineTutorReply {
  const found = retrieveTutorQuestions(index, request, 5);
  if (found.length === 0) return { chunks: [OFFLINE_TUTOR_REDIRECT], sources: [] };
  const quoted = found.slice(0, QUOTED_ANSWERS);
  const related = found.slice(QUOTED_ANSWERS);
  const chunks = [
    '*The offline tutor answers from the question bank: these are the bank’s best-practice answers that match your message, not a live conversation.*',
  ];
  for (const q of quoted) {
    chunks.push(`### From the question bank: "${q.question}"\n\n${q.answer.trim()}`);
    chunks.push(`**What an interviewer listens for**\n${q.keyPoints.map((k) => `- ${k.point}`).join('\n')}`);
  }
  if (related.length > 0) chunks.push(`**Related questions in the bank**\n${related.map((q) => `- ${q.question}`).join('\n')}`);
  chunks.push(`**Practice:** answer "${quoted[0]!.question}" out loud in under two minutes, then check it against the points above.`);
  return { chunks: chunks.map((chunk, i) => (i === 0 ? chunk : `\n\n${chunk}`)), sources: found.map(toSource) };
}

/** The bank question a best-practice request is about: by id, exact text, or a close match (see resolve.ts); else null. */
export function bestPracticeQuestion(index: BankIndex, request: BestPracticeRequest): Question | null {
  return resolveQuestion(index, request.question, request.questionId).question;
}

/**
 * The offline best-practice answer (markdown): the matched bank question's answer under a line
 * naming it, or a clear message (with the nearest bank question, if any) when nothing matches.
 */
export function bankBestPractice(index: BankIndex, request: BestPracticeRequest): string {
  const resolved = resolveQuestion(index, request.question, request.questionId);
  if (resolved.question) {
    const heading = resolved.source === 'nearest' ? `*From the question bank, closest question: "${resolved.question.question}"*\n\n` : '';
    return `${heading}${resolved.question.answer.trim()}`;
  }
  const nearest = resolved.nearest ? ` The closest question in the bank is "${resolved.nearest.question}".` : '';
  return `This question is not in the question bank, so there is no best-practice answer for it offline.${nearest}`;
}
