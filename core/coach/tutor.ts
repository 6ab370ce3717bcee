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
import type { Question, QuestionSummary } from '../contract/question';
import type { RubricSource } from './assess';
import { focusMessage, type BestPracticeRequest, type TutorRequest, type TutorSource } from '../contract/tutor';
import { normaliseQuestion, searchBank, type BankIndex } from '../bank/search';
import { OfflineCoach } from './offline-coach';
import { resolveQuestion } from './resolve';
import { canonicalTerms, termSet } from './terms';
import { detectIntent, type TutorIntentKind } from './tutor-intent';
import { QUIZ_LABEL, compareReply, explainReply, gradeReply, quizReply, simplerReply, structureReply, whyReply } from './tutor-replies';

/** Share (0 to 1) of the query's rarity-weighted terms a bank entry must cover to count as relevant. */
export const MIN_QUERY_COVERAGE = 0.55;

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

/** The last user message of `request`, trimmed. */
const lastUserMessage = (request: TutorRequest) => request.messages.findLast((m) => m.role === 'user')?.content.trim() ?? '';

/** The text to retrieve with: the last user message, or the focus topic when that message is the automatic focus request. */
export function tutorQuery(request: TutorRequest): string {
  const last = lastUserMessage(request);
  if (request.focus && last === focusMessage(request.focus)) return request.focus;
  return last;
}

/**
 * Bank questions about `text`'s own topic, best first, at most `limit`: the bank question it asks
 * when it is one reworded (resolve.ts), then search hits whose entry covers at least
 * MIN_QUERY_COVERAGE of its rarity-weighted topic terms. [] when it has no topic of its own.
 */
export function topicQuestions(index: BankIndex, text: string, limit = 10): Question[] {
  const terms = weightedTerms(index, text);
  if (terms.length === 0) return [];
  const asked = resolveQuestion(index, text).question;
  const hits = searchBank(index, text, { limit: 10 })
    .filter((hit) => coverageOf(index, terms, hit.question) >= MIN_QUERY_COVERAGE)
    .map((hit) => hit.question);
  const found = asked ? [asked, ...hits.filter((q) => q.id !== asked.id)] : hits;
  return found.slice(0, limit);
}

/** Bank questions quoted (`"question"`, exact bank text) in `text`, in order of appearance. */
function quotedQuestions(index: BankIndex, text: string): Question[] {
  const found: Question[] = [];
  for (const match of text.matchAll(/"([^"\n]{8,400})"/g)) {
    // `!`: group 1 always takes part in the match.
    const q = index.exact.get(normaliseQuestion(match[1]!));
    if (q && !found.includes(q)) found.push(q);
  }
  return found;
}

/**
 * The bank questions the conversation is about: those quoted in the latest assistant reply that
 * quotes any (the tutor quotes every bank question it answers from). [] at the start.
 */
export function conversationQuestions(index: BankIndex, request: TutorRequest): Question[] {
  for (const message of request.messages.slice(0, -1).reverse()) {
    if (message.role !== 'assistant') continue;
    const quoted = quotedQuestions(index, message.content);
    if (quoted.length > 0) return quoted;
  }
  return [];
}

/**
 * The bank questions `request` is about, best first, at most `limit` (default 3): the topic of the
 * last message (its framing removed, tutor-intent.ts), even when the bank has nothing on it; when it
 * has no topic words of its own (a follow-up: "why?", "explain that more simply"), the
 * conversation's topic; then the focus topic. The focus topic is used for the automatic focus
 * message, and otherwise only when neither the message nor the conversation has a topic. Never throws.
 */
export function retrieveTutorQuestions(index: BankIndex, request: TutorRequest, limit = 3): Question[] {
  const query = tutorQuery(request);
  const topic = query === request.focus ? query : detectIntent(query).topic;
  if (weightedTerms(index, topic).length > 0) return topicQuestions(index, topic, limit);
  const conversation = conversationQuestions(index, request);
  if (conversation.length > 0) return conversation.slice(0, limit);
  return request.focus ? topicQuestions(index, request.focus, limit) : [];
}

/** A question as a citation source. */
export const toSource = (q: Question): TutorSource => ({ id: q.id, question: q.question, category: q.category });

/** The redirect of a message the bank cannot answer: what the tutor can help with. */
export const OFFLINE_TUTOR_REDIRECT =
  "I couldn't find that in the question bank, and I can only help with interview preparation. " +
  'Ask me about technicals (accounting, enterprise value, valuation, DCF, M&A, LBO), behavioral and fit questions, ' +
  'markets or deals, for example "Walk me through a DCF", "Quiz me on LBOs" or "Why investment banking?".';

/** The offline tutor's reply: markdown paragraphs (stream them one by one) and the sources cited. */
export interface OfflineTutorReply {
  chunks: string[];
  sources: TutorSource[];
}

const coaches = new WeakMap<BankIndex, OfflineCoach>();

/** The offline coach over `index`'s bank (built once per index; it reuses the index). */
function coachFor(index: BankIndex): OfflineCoach {
  let coach = coaches.get(index);
  if (!coach) {
    coach = new OfflineCoach(index.bank);
    coaches.set(index, coach);
  }
  return coach;
}

/** The quiz question the latest assistant reply asked and that is still waiting for an answer, if any. */
function pendingQuiz(index: BankIndex, request: TutorRequest): Question | null {
  const previous = request.messages.slice(0, -1).findLast((m) => m.role === 'assistant');
  if (!previous?.content.startsWith(QUIZ_LABEL)) return null;
  return quotedQuestions(index, previous.content)[0] ?? null;
}

/** Questions the tutor already asked as quiz questions in this conversation. */
function quizzedIds(index: BankIndex, request: TutorRequest): Set<string> {
  const ids = new Set<string>();
  for (const m of request.messages) if (m.role === 'assistant' && m.content.startsWith(QUIZ_LABEL)) for (const q of quotedQuestions(index, m.content)) ids.add(q.id);
  return ids;
}

/**
 * Whether `message`, sent while a quiz question waits, answers it: anything but a request for
 * another question, or a short message (under 15 words) that asks something (ends in "?" or is a
 * request such as "why?", "explain that more simply", "compare X and Y").
 */
function answersQuiz(message: string, kind: TutorIntentKind): boolean {
  if (kind === 'quiz') return false;
  const short = message.split(/\s+/).length < 15;
  return !(short && (message.endsWith('?') || kind !== 'explain'));
}

/** The topic of the latest earlier message that asked for a quiz on one ("Quiz me on WACC" → "WACC"), or ''. */
function lastQuizTopic(request: TutorRequest): string {
  for (const m of request.messages.slice(0, -1).reverse()) {
    if (m.role !== 'user') continue;
    const intent = detectIntent(m.content);
    if (intent.kind === 'quiz' && intent.topic) return intent.topic;
  }
  return '';
}

/**
 * The next quiz question on `topic` (for "another one", the topic of the last quiz request, else the
 * conversation's or focus topic): the first bank question about it not asked yet, basic before
 * advanced, within the category of the best match. Null when nothing matches.
 */
function nextQuizQuestion(index: BankIndex, request: TutorRequest, topic: string): Question | null {
  const asked = quizzedIds(index, request);
  const subject = topic || lastQuizTopic(request);
  const about = subject ? topicQuestions(index, subject) : [];
  const seed = about[0] ?? conversationQuestions(index, request)[0] ?? (request.focus ? topicQuestions(index, request.focus)[0] : undefined);
  if (!seed) return null;
  const pool = [...about, ...index.bank.filter((q) => q.category === seed.category && (q.subcategory === seed.subcategory || about.length === 0))];
  const fresh = pool.filter((q) => !asked.has(q.id));
  return fresh.find((q) => q.difficulty === 'basic') ?? fresh[0] ?? index.bank.find((q) => q.category === seed.category && !asked.has(q.id)) ?? null;
}

const COMPARING = /\b(?:difference|differ|different|versus|vs|compare|comparison|rather than|instead of|better)\b/i;

/** A bank question that asks for the comparison of `sides` itself (its wording compares, and names both), if any. */
function comparisonQuestion(index: BankIndex, sides: [string, string]): Question | null {
  const wanted = sides.map((side) => termSet(side));
  for (const q of topicQuestions(index, `difference between ${sides[0]} and ${sides[1]}`)) {
    const texts = [q.question, ...q.variants];
    const terms = termSet(texts.join('\n'));
    if (texts.some((text) => COMPARING.test(text)) && wanted.every((side) => side.size > 0 && [...side].some((term) => terms.has(term)))) return q;
  }
  return null;
}

/** A reply and the questions it drew on. */
const reply = (chunks: string[], questions: readonly Question[]): OfflineTutorReply => ({ chunks, sources: questions.map(toSource) });

/**
 * Answers `request` from the question bank alone (no model), by intent (tutor-intent.ts): a quiz
 * question waiting for an answer is graded with the coach (OfflineCoach.assess) and followed by the
 * best-practice answer; "quiz me on X" asks a bank question about X; "X vs Y" compares; "how do I
 * structure / time ..." gives the answer's shape, outline and word budget; "explain that more simply"
 * and "why?" work on the conversation's topic; anything else explains the topic from the bank.
 * OFFLINE_TUTOR_REDIRECT when nothing matches. Never throws.
 */
export function offlineTutorReply(index: BankIndex, request: TutorRequest): OfflineTutorReply {
  const message = tutorQuery(request);
  const intent = detectIntent(message);
  const quiz = pendingQuiz(index, request);
  if (quiz && answersQuiz(message, intent.kind)) {
    return reply(gradeReply(quiz, coachFor(index).assess(quiz.question, message, { questionId: quiz.id })), [quiz]);
  }
  if (intent.kind === 'quiz') {
    const q = nextQuizQuestion(index, request, intent.topic);
    return q ? reply(quizReply(q), [q]) : reply([OFFLINE_TUTOR_REDIRECT], []);
  }
  if (intent.kind === 'compare' && intent.sides) {
    const both = comparisonQuestion(index, intent.sides);
    const [left, right] = intent.sides.map((side) => topicQuestions(index, side, 1)[0] ?? null) as [Question | null, Question | null];
    const used = both ? [both] : [left, right].filter((q, i, all): q is Question => q !== null && all.indexOf(q) === i);
    if (used.length > 0) return reply(compareReply(intent.sides, both, left, right), used);
  }
  const found = retrieveTutorQuestions(index, request, 5);
  if (intent.kind === 'structure') return reply(structureReply(found[0] ?? null, intent.seconds), found.slice(0, 1));
  if (found.length === 0) return reply([OFFLINE_TUTOR_REDIRECT], []);
  // `!`: found is not empty here.
  if (intent.kind === 'simpler') return reply(simplerReply(found[0]!), found.slice(0, 1));
  if (intent.kind === 'why') return reply(whyReply(found[0]!), found.slice(0, 1));
  return reply(explainReply(found), found);
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
  return bestPracticeOf(resolveQuestion(index, request.question, request.questionId));
}

/** The offline best-practice answer (markdown, see bankBestPractice) of a resolved question. */
export function bestPracticeOf(resolved: { question: Question | null; source: RubricSource; nearest: QuestionSummary | null }): string {
  if (resolved.question) {
    const heading = resolved.source === 'nearest' ? `*From the question bank, closest question: "${resolved.question.question}"*\n\n` : '';
    return `${heading}${resolved.question.answer.trim()}`;
  }
  const nearest = resolved.nearest ? ` The closest question in the bank is "${resolved.nearest.question}".` : '';
  return `This question is not in the question bank, so there is no best-practice answer for it offline.${nearest}`;
}
