/**
 * Interview scripts from the question bank. A script always opens with a fit question ("Walk me
 * through your resume" / "Tell me about yourself"), then mixes behavioral, technical and market
 * questions by stage: more behavioral and basic technicals at HireVue and first round, more advanced
 * technicals at second round and superday. For the setup's industry group the script runs in the
 * order real group interviews do: fit and "Why <group>?", then general technicals and markets, then
 * the group's technicals and a group market question; at least GROUP_SHARE of it (rounded up) is
 * tagged with the group when the bank has enough, and nothing from an unrelated sector is asked
 * (groupRelation). Firm tailoring follows decision 0008: a firm's own questions are favoured, another
 * firm's are left out, generic ones stay; the office changes nothing.
 *
 * Question count = clamp(round(duration / MINUTES_PER_QUESTION), MIN_SCRIPT_QUESTIONS,
 * MAX_SCRIPT_QUESTIONS): 15 min → 5, 30 → 10, 45 → 15, 60 → 20, 90 → 30.
 */
import { MAX_SCRIPT_QUESTIONS, MINUTES_PER_QUESTION, MIN_SCRIPT_QUESTIONS } from '../contract/constants';
import type { InterviewSetup, Script } from '../contract/interview';
import type { QuestionSummary } from '../contract/question';
import { FIRMS, SETUP_INDUSTRY_GROUPS, type Firm, type SetupIndustryGroup, type Stage } from '../../content/options';
import { createRandom } from './random';

/** Share of the script per kind of question, and the share of technicals that are advanced. */
export const STAGE_MIX: Readonly<Record<Stage, { behavioral: number; market: number; advanced: number }>> = {
  HireVue: { behavioral: 0.6, market: 0.1, advanced: 0 },
  'first round': { behavioral: 0.4, market: 0.1, advanced: 0.25 },
  'second round': { behavioral: 0.3, market: 0.1, advanced: 0.5 },
  superday: { behavioral: 0.25, market: 0.15, advanced: 0.65 },
};

/** Opening used when the bank has no "walk me through your resume" question. */
export const DEFAULT_OPENER = 'Walk me through your resume.';
const OPENER = /walk me through your (resume|background)|tell me about yourself/i;

/** Number of questions for a duration in minutes (see the file comment); never throws. */
export function scriptQuestionCount(durationMinutes: number): number {
  const raw = Math.round((Number.isFinite(durationMinutes) ? durationMinutes : 0) / MINUTES_PER_QUESTION);
  return Math.min(MAX_SCRIPT_QUESTIONS, Math.max(MIN_SCRIPT_QUESTIONS, raw));
}

const ALIASES: Readonly<Record<string, Firm>> = {
  gs: 'Goldman Sachs', goldman: 'Goldman Sachs', ms: 'Morgan Stanley', jpm: 'J.P. Morgan', 'jp morgan': 'J.P. Morgan',
  jpmorgan: 'J.P. Morgan', 'jpmorgan chase': 'J.P. Morgan', bofa: 'Bank of America', baml: 'Bank of America',
  citigroup: 'Citi', db: 'Deutsche Bank', rbc: 'RBC Capital Markets', moelis: 'Moelis & Company', pjt: 'PJT Partners',
  pwp: 'Perella Weinberg Partners', perella: 'Perella Weinberg Partners', centerview: 'Centerview Partners',
  guggenheim: 'Guggenheim Securities', qatalyst: 'Qatalyst Partners', houlihan: 'Houlihan Lokey', keybanc: 'KeyBanc Capital Markets',
  'harris williams': 'Harris Williams', 'william blair': 'William Blair', 'piper sandler': 'Piper Sandler', lincoln: 'Lincoln International',
};

const simplify = (text: string) => text.toLowerCase().replace(/[^a-z0-9& ]+/g, ' ').replace(/\s+/g, ' ').trim();

/** The firm a free-text company name refers to ("goldman", "JPM", "Evercore Inc."), or null. */
export function matchFirm(company: string): Firm | null {
  const name = ` ${simplify(company)} `;
  for (const firm of FIRMS) if (name.includes(` ${simplify(firm)} `)) return firm;
  for (const [alias, firm] of Object.entries(ALIASES)) if (name.includes(` ${alias} `)) return firm;
  for (const firm of FIRMS) {
    // `!`: split always yields a first element.
    const first = simplify(firm).split(' ')[0]!;
    if (first.length >= 5 && !['morgan', 'capital'].includes(first) && name.includes(` ${first} `)) return firm;
  }
  return null;
}

/** Minimum share of a script tagged with the setup's industry group (rounded up to whole questions). */
export const GROUP_SHARE = 0.35;

/**
 * Sector tags: the setup groups other than M&A, plus Energy. M&A, Private Equity, Financing and
 * Generalist tags mark deal products every group's interview asks about (merger math, LBOs), so a
 * question tagged only with those is a general technical outside the M&A group.
 */
const SECTOR_TAGS: ReadonlySet<string> = new Set([...SETUP_INDUSTRY_GROUPS.filter((g) => g !== 'M&A'), 'Energy']);

/**
 * How a question relates to a setup group: 'group' when tagged with it; 'other' when tagged with a
 * sector of another group (e.g. Energy's commodity futures for Healthcare) or, for "Why <group>?"
 * questions, with another group; 'general' otherwise. 'other' questions are never asked.
 */
export function groupRelation(q: QuestionSummary, group: SetupIndustryGroup): 'group' | 'general' | 'other' {
  const tags = q.industryGroups as readonly string[];
  if (tags.includes(group)) return 'group';
  if (q.subcategory === 'Group Choice' && tags.length > 0) return 'other';
  return tags.some((t) => SECTOR_TAGS.has(t)) ? 'other' : 'general';
}

/** Selection weight boosts for a question matching the setup. */
const BOOST = { groupChoice: 10, firm: 6, hireVue: 2 } as const;

/**
 * Selection weight of a question for a setup (0 excludes it): questions of unrelated sectors and
 * other groups' "Why <group>?" never, the setup's "Why <group>?" almost always, firm-tagged
 * questions only for that firm; advanced market questions are rarer in early rounds.
 */
function weightFor(q: QuestionSummary, setup: InterviewSetup, firm: Firm | null): number {
  const relation = groupRelation(q, setup.industry);
  if (relation === 'other') return 0;
  let weight = q.subcategory === 'Group Choice' && relation === 'group' ? BOOST.groupChoice : 1;
  if (q.firms.length > 0) {
    if (firm && (q.firms as readonly string[]).includes(firm)) weight *= BOOST.firm;
    else if (firm) return 0;
    else weight *= 0.5;
  }
  if (setup.stage === 'HireVue' && q.subcategory === 'HireVue') weight *= BOOST.hireVue;
  const early = setup.stage === 'HireVue' || setup.stage === 'first round';
  if (early && q.type === 'Market' && q.difficulty === 'advanced') weight *= 0.3;
  return weight;
}

type Pool = Array<{ question: QuestionSummary; weight: number }>;

/** Draws up to `count` questions from `pool` (weighted, without replacement, fewer repeats of a subcategory). */
function draw(pool: Pool, count: number, random: () => number, taken: Set<string>): QuestionSummary[] {
  const picked: QuestionSummary[] = [];
  const live = pool.filter((c) => c.weight > 0 && !taken.has(c.question.id)).map((c) => ({ ...c }));
  while (picked.length < count && live.length > 0) {
    const total = live.reduce((sum, c) => sum + c.weight, 0);
    let r = random() * total;
    let at = live.findIndex((c) => (r -= c.weight) < 0);
    if (at < 0) at = live.length - 1;
    // `!`: at is a valid index of the non-empty live, so chosen exists.
    const [chosen] = live.splice(at, 1);
    picked.push(chosen!.question);
    taken.add(chosen!.question.id);
    for (const c of live) if (c.question.subcategory && c.question.subcategory === chosen!.question.subcategory) c.weight *= 0.35;
  }
  return picked;
}

/** Draws `count` technicals, `advancedShare` of them advanced (rounded), basic ones first. */
function drawTechnicals(basic: Pool, advanced: Pool, count: number, advancedShare: number, random: () => number, taken: Set<string>): QuestionSummary[] {
  const hard = draw(advanced, Math.round(count * advancedShare), random, taken);
  return [...draw(basic, count - hard.length, random, taken), ...hard];
}

/**
 * A script for `setup` drawn from `bank`: opening fit question, "Why <group>?" and other behavioral
 * questions, general technicals (basic, then advanced) and market questions, the group's technicals
 * and a group market question, closing questions ("Why should we hire you?") last; kinds per
 * STAGE_MIX, group share per GROUP_SHARE. Deterministic for a given `seed` (any integer); without one
 * a random seed is used. Every question carries its bank `id`. Returns fewer questions only when the
 * bank is too small; never throws for a valid setup.
 */
export function generateScript(bank: readonly QuestionSummary[], setup: InterviewSetup, seed?: number): Script {
  const random = createRandom(seed ?? Math.floor(Math.random() * 2 ** 32));
  const firm = matchFirm(setup.company);
  const count = scriptQuestionCount(setup.duration);
  const mix = STAGE_MIX[setup.stage];
  const maxAdvanced = mix.advanced > 0 ? 1 : 0;
  const inGroup = (q: QuestionSummary) => groupRelation(q, setup.industry) === 'group';
  const empty = () => ({ behavioral: [] as Pool, market: [] as Pool, basic: [] as Pool, advanced: [] as Pool });
  const pools = { group: empty(), general: empty() };
  for (const question of bank) {
    const weight = weightFor(question, setup, firm);
    const key = question.type === 'Behavioral' ? 'behavioral' : question.type === 'Market' ? 'market' : question.difficulty;
    const kind = inGroup(question) && question.subcategory !== 'Group Choice' ? 'group' : 'general';
    (key === 'behavioral' ? pools.general : pools[kind])[key].push({ question, weight: key === 'advanced' ? weight * maxAdvanced : weight });
  }
  const opener = bank.find((q) => q.type === 'Behavioral' && [q.question, ...q.variants].some((t) => OPENER.test(t)));
  const taken = new Set<string>(opener ? [opener.id] : []);
  const rest = count - 1;
  const groupChoice = pools.general.behavioral.filter((c) => c.question.subcategory === 'Group Choice');
  const whyGroup = rest > 0 ? draw(groupChoice, 1, random, taken) : [];
  const behavioralCount = Math.max(whyGroup.length, Math.round(count * mix.behavioral) - 1);
  const marketCount = Math.max(1, Math.round(count * mix.market));
  const technicalCount = Math.max(0, rest - behavioralCount - marketCount);
  const behavioral = [...whyGroup, ...draw(pools.general.behavioral, behavioralCount - whyGroup.length, random, taken)];
  const groupMarket = draw(pools.group.market, 1, random, taken);
  const groupWanted = Math.ceil(count * GROUP_SHARE) - behavioral.filter(inGroup).length - groupMarket.length;
  const groupTechnical = drawTechnicals(pools.group.basic, pools.group.advanced, Math.min(technicalCount, Math.max(0, groupWanted)), mix.advanced, random, taken);
  const generalTechnical = drawTechnicals(pools.general.basic, pools.general.advanced, technicalCount - groupTechnical.length, mix.advanced, random, taken);
  const generalMarket = draw(pools.general.market, marketCount - groupMarket.length, random, taken);
  const chosen = [...behavioral, ...generalTechnical, ...generalMarket, ...groupTechnical, ...groupMarket];
  if (chosen.length < rest) {
    const all: Pool = [...Object.values(pools.general), ...Object.values(pools.group)].flat();
    chosen.push(...draw(all, rest - chosen.length, random, taken));
  }
  const closing = chosen.filter((q) => q.subcategory === 'Closing');
  const ordered = [...chosen.filter((q) => q.subcategory !== 'Closing'), ...closing];
  const questions = [
    opener ? { question: opener.question, id: opener.id } : { question: DEFAULT_OPENER },
    ...ordered.map((q) => ({ question: q.question, id: q.id })),
  ];
  return { scriptData: { questions } };
}
