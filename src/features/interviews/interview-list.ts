/**
 * The /interviews list logic: server records merged with interviews saved on this device that the
 * server has not listed yet (marked by sync state), search by company, industry or stage
 * (case-insensitive substring), sort by date taken, the card's score colour, the answers of a
 * record, and the Redo state.
 */
import { InterviewSetupSchema, TranscriptEntrySchema, type TranscriptEntry } from '@core/contract/interview';
import type { InterviewRecord } from '@core/contract/saved-interview';
import type { LocalInterview, SyncState } from '@/offline/db';
import { toInterviewRecord } from '@/offline/saved-interviews';

/** One card: the record, and where it stands with the server ('synced' when the server listed it). */
export interface InterviewListItem {
  record: InterviewRecord;
  sync: SyncState;
  /** The server's refusal, when `sync` is 'rejected'. */
  error?: string;
}

export type SortOrder = 'newest' | 'oldest';

/** The server's records, plus each local interview the server did not list (server copy wins). */
export function mergeInterviews(server: readonly InterviewRecord[], local: readonly LocalInterview[]): InterviewListItem[] {
  const items = server.map((record): InterviewListItem => ({ record, sync: 'synced' }));
  const listed = new Set(server.map((record) => record.id));
  for (const row of local) {
    if (!listed.has(row.id)) items.push({ record: toInterviewRecord(row), sync: row.syncState, error: row.error });
  }
  return items;
}

/** Items whose company, industry or stage contains `query` (trimmed, any case); all for a blank query. */
export function searchInterviews(items: readonly InterviewListItem[], query: string): InterviewListItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter(({ record }) =>
    [record.company, record.industry, record.stage].some((field) => field.toLowerCase().includes(needle)),
  );
}

function takenAt(item: InterviewListItem): number {
  const time = Date.parse(item.record.date_taken);
  return Number.isNaN(time) ? 0 : time;
}

/** `items` by date taken: newest first, or oldest first (stable for equal dates). */
export function sortInterviews(items: readonly InterviewListItem[], order: SortOrder): InterviewListItem[] {
  const sign = order === 'newest' ? -1 : 1;
  return [...items].sort((a, b) => sign * (takenAt(a) - takenAt(b)));
}

/** Card colour of a score out of 10: 8 and above green, 6 and above yellow, otherwise red. */
export function cardScoreColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  return 'red';
}

/** Navigation state of /interview for a Redo: the saved questions and the setup they came from. */
export function redoState({ record }: InterviewListItem) {
  const setup = InterviewSetupSchema.safeParse({
    jobCategory: 'InvestmentBanking',
    company: record.company,
    stage: record.stage,
    industry: record.industry,
    location: record.location,
    duration: Number(record.duration),
  });
  return {
    questions: record.question_bank.questions,
    ...(setup.success ? { setup: setup.data } : {}),
    interviewType: 'InvestmentBanking',
    company: record.company,
    industry: record.industry,
    stage: record.stage,
  };
}

/** The answers of a saved interview, read from its transcript (JSON text); none when it is unreadable. */
export function answersOf(record: InterviewRecord): TranscriptEntry[] {
  try {
    const parsed = TranscriptEntrySchema.array().safeParse(JSON.parse(record.transcript));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
