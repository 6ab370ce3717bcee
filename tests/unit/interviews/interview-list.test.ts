/** The /interviews list logic: merge with local saves, search, sort, score colours, Redo state. */
import { describe, expect, it } from 'vitest';
import type { InterviewRecord } from '@core/contract/saved-interview';
import type { LocalInterview } from '@/offline/db';
import {
  cardScoreColor,
  mergeInterviews,
  redoState,
  searchInterviews,
  sortInterviews,
  type InterviewListItem,
} from '@/features/interviews/interview-list';
import { record } from './records';

const items = (records: InterviewRecord[]): InterviewListItem[] => records.map((r) => ({ record: r, sync: 'synced' }));

const list = items([
  record({ id: 'a', company: 'Goldman Sachs', industry: 'TMT', stage: 'superday', date_taken: '2026-02-01T10:00:00Z' }),
  record({ id: 'b', company: 'Evercore', industry: 'M&A', stage: 'first round', date_taken: '2026-03-01T10:00:00Z' }),
  record({ id: 'c', company: 'Lazard', industry: 'Restructuring', stage: 'HireVue', date_taken: '2026-01-01T10:00:00Z' }),
]);
const ids = (found: InterviewListItem[]) => found.map((item) => item.record.id);

describe('searchInterviews', () => {
  it('matches company, industry or stage by case-insensitive substring', () => {
    expect(ids(searchInterviews(list, 'gold'))).toEqual(['a']);
    expect(ids(searchInterviews(list, 'm&a'))).toEqual(['b']);
    expect(ids(searchInterviews(list, 'HIREVUE'))).toEqual(['c']);
    expect(ids(searchInterviews(list, 'r'))).toEqual(['a', 'b', 'c']);
    expect(ids(searchInterviews(list, '  lazard '))).toEqual(['c']);
  });
  it('keeps everything for a blank query and nothing for a miss', () => {
    expect(ids(searchInterviews(list, '   '))).toEqual(['a', 'b', 'c']);
    expect(searchInterviews(list, 'new york')).toEqual([]); // location is not searched
  });
});

describe('sortInterviews', () => {
  it('sorts by date taken, newest or oldest first', () => {
    expect(ids(sortInterviews(list, 'newest'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortInterviews(list, 'oldest'))).toEqual(['c', 'a', 'b']);
  });
});

describe('cardScoreColor', () => {
  it('is green from 8, yellow from 6, else red', () => {
    expect([10, 8, 7.99, 6, 5.99, 0].map(cardScoreColor)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
});

describe('mergeInterviews', () => {
  it('adds local interviews the server has not listed, marked with their sync state', () => {
    const server = [record({ id: 'a' })];
    const local = (id: string, syncState: LocalInterview['syncState']): LocalInterview => ({
      id,
      userId: 'u1',
      createdAt: '2026-04-01T00:00:00.000Z',
      syncState,
      error: syncState === 'rejected' ? 'Invalid' : undefined,
      request: { ...record({ id }), duration: 30 },
    });
    const merged = mergeInterviews(server, [local('a', 'synced'), local('n', 'pending'), local('r', 'rejected')]);
    expect(merged.map(({ record: r, sync, error }) => [r.id, sync, error])).toEqual([
      ['a', 'synced', undefined],
      ['n', 'pending', undefined],
      ['r', 'rejected', 'Invalid'],
    ]);
    expect(merged[1]!.record.duration).toBe('30');
  });
});

describe('redoState', () => {
  it('carries the saved questions, InvestmentBanking, company, industry and stage (and the setup when valid)', () => {
    const state = redoState({ record: record({ company: 'Evercore', industry: 'M&A', stage: 'superday', duration: '30' }), sync: 'synced' });
    expect(state).toMatchObject({
      questions: [{ question: 'Walk me through a DCF.' }],
      interviewType: 'InvestmentBanking',
      company: 'Evercore',
      industry: 'M&A',
      stage: 'superday',
      setup: { jobCategory: 'InvestmentBanking', company: 'Evercore', duration: 30 },
    });
    expect(redoState({ record: record({ stage: 'Unknown' }), sync: 'pending' })).not.toHaveProperty('setup');
  });
});
