/**
 * /interviews: the spec's title, New Interview, search, Newest/Oldest, Filter, cards, Redo and
 * Study, empty and error states; each card's answers with the recording to replay while it is on
 * this device; a just-saved interview shows at once as 'Waiting to sync'; the
 * list is fresh for 5 minutes and readable offline from the cache.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKeys } from '@/offline/cache-keys';
import { db } from '@/offline/db';
import { keepRecording } from '@/offline/recordings';
import { saveInterviewLocally } from '@/offline/saved-interviews';
import { formatTakenDate } from '@/features/interviews/interview-card';
import { InterviewsPage } from '@/features/interviews/interviews-page';
import { record } from './records';
import { ANA, jsonFetch, renderAt, signInAs } from './render-page';

vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => 'access-token',
  refreshAccessToken: async () => 'refreshed-token',
}));

const GOLDMAN_TAKEN = '2026-02-01T10:00:00Z';
const server = [
  record({ id: 'a', company: 'Goldman Sachs', industry: 'TMT', stage: 'superday', score: 8.25, date_taken: GOLDMAN_TAKEN, questionScores: [{ question: 'Walk me through a DCF.', score: 8.5 }] }),
  record({ id: 'b', company: 'Evercore', industry: 'M&A', stage: 'first round', score: 6, date_taken: '2026-03-01T10:00:00Z' }),
  record({ id: 'c', company: 'Lazard', industry: 'Restructuring', stage: 'HireVue', score: 4.44, date_taken: '2026-01-01T10:00:00Z' }),
];

const companies = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(async () => {
  signInAs(ANA);
  await Promise.all([db.cache.clear(), db.interviews.clear(), db.outbox.clear(), db.recordings.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('/interviews', () => {
  it('lists the interviews newest first with the spec’s card fields, and a just-saved one at once', async () => {
    const fetch = vi.fn(jsonFetch(server));
    vi.stubGlobal('fetch', fetch);
    await saveInterviewLocally(
      db,
      {
        id: 'd8f2a4c6-0b1e-4d3f-a5b7-c9e1f3a5b7d9',
        setup: { jobCategory: 'InvestmentBanking', company: 'Moelis', stage: 'second round', industry: 'FinTech', location: 'NYC', duration: 45 },
        questions: [{ question: 'Why Moelis?' }],
        transcript: [],
        report: { OverallAssessment: { score: 9, overallCritique: '' }, strengths: {}, questionsStruggled: {}, conceptsToStudy: {}, weaknesses: {} },
        takenAt: '2026-04-01T10:00:00Z',
      },
      ANA.id,
    );
    renderAt('/interviews', <InterviewsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Your Interviews' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Interview' }).getAttribute('href')).toBe('/practice-setup');
    await waitFor(() => expect(companies()).toEqual(['Moelis', 'Evercore', 'Goldman Sachs', 'Lazard']));
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/get-interviews');
    expect(JSON.parse(String(init?.body))).toEqual({ user_id: ANA.id });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-token');

    const moelis = screen.getByRole('listitem', { name: 'Moelis' });
    expect(within(moelis).getByText('Waiting to sync')).toBeTruthy();
    const goldman = screen.getByRole('listitem', { name: 'Goldman Sachs' });
    expect(within(goldman).getByText('8.3').getAttribute('data-color')).toBe('green');
    expect(within(goldman).getByText('Investment Banking')).toBeTruthy();
    expect(within(goldman).queryByText('InvestmentBanking')).toBeNull();
    expect(within(goldman).getByText('TMT')).toBeTruthy();
    expect(within(goldman).getByText('Superday')).toBeTruthy();
    // Date and time, so two interviews on one day can be told apart.
    expect(within(goldman).getByText(formatTakenDate(GOLDMAN_TAKEN)).textContent).toMatch(/\d{1,2}:\d{2}/);
    expect(within(screen.getByRole('listitem', { name: 'Evercore' })).getByText('6.0').getAttribute('data-color')).toBe('yellow');
    expect(within(screen.getByRole('listitem', { name: 'Lazard' })).getByText('4.4').getAttribute('data-color')).toBe('red');
    expect(within(goldman).queryByText('Waiting to sync')).toBeNull();
    // The report's score per question is kept with the saved interview; older records have none.
    expect(within(goldman).getByText('Score per question')).toBeTruthy();
    expect(within(goldman).getByText('Walk me through a DCF.').nextElementSibling?.textContent).toBe('8.5/10');
    expect(within(screen.getByRole('listitem', { name: 'Evercore' })).queryByText('Score per question')).toBeNull();
  });

  it('folds each answer of a card with its recording to replay while on this device, and its delivery', async () => {
    const kept = await keepRecording(db, { blob: new Blob(['opus frames'], { type: 'audio/webm' }), mimeType: 'audio/webm', durationSeconds: 20, peakLevel: 0.3 });
    const metrics = { wordCount: 40, durationSeconds: 20, wordsPerMinute: 120, fillerWordCount: 0, fillerWords: {}, longPauses: null };
    const transcript = [
      { question: 'Walk me through a DCF.', userResponse: 'Forecast unlevered free cash flow.', speechMetrics: metrics, recordingId: kept },
      { question: 'What is WACC?', userResponse: 'The blended cost of capital.', recordingId: 'removed-after-30-days' },
    ];
    vi.stubGlobal('fetch', vi.fn(jsonFetch([record({ id: 'a', company: 'Goldman Sachs', transcript: JSON.stringify(transcript) }), server[1]])));
    Object.assign(URL, { createObjectURL: () => 'blob:replay', revokeObjectURL: () => {} });
    try {
      renderAt('/interviews', <InterviewsPage />);
      const goldman = await screen.findByRole('listitem', { name: 'Goldman Sachs' });
      await userEvent.setup().click(within(goldman).getByText('Your answers'));
      const first = within(goldman).getByRole('listitem', { name: 'Answer 1' });
      expect(within(first).getByText('Forecast unlevered free cash flow.')).toBeTruthy();
      expect((await within(first).findByLabelText('Your recording of answer 1')).getAttribute('src')).toBe('blob:replay');
      expect(within(first).getByText('Pace').nextElementSibling?.textContent).toBe('120 words per minute');
      const second = within(goldman).getByRole('listitem', { name: 'Answer 2' });
      expect(within(second).getByText('The blended cost of capital.')).toBeTruthy();
      expect(within(second).queryByLabelText(/Your recording/)).toBeNull();
      // A record without answers kept has no such fold.
      expect(within(screen.getByRole('listitem', { name: 'Evercore' })).queryByText('Your answers')).toBeNull();
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('searches, sorts oldest first, and clears a search that found nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch(server)));
    const user = userEvent.setup();
    renderAt('/interviews', <InterviewsPage />);
    await waitFor(() => expect(companies()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Oldest' }));
    expect(companies()).toEqual(['Lazard', 'Goldman Sachs', 'Evercore']);
    expect(screen.getByRole('button', { name: 'Oldest' }).getAttribute('aria-pressed')).toBe('true');

    const search = screen.getByPlaceholderText('Search interviews...');
    await user.type(search, 'm&A');
    expect(companies()).toEqual(['Evercore']);
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(screen.getByText('No interviews found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(companies()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Filters coming soon')).toBeTruthy();
  });

  it('Redo carries the saved questions and setup fields; Study carries the interview id', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch([server[1]])));
    const user = userEvent.setup();
    const { unmount } = renderAt('/interviews', <InterviewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Redo Evercore interview' }));
    expect(JSON.parse(screen.getByTestId('probe-interview').textContent)).toMatchObject({
      questions: [{ question: 'Walk me through a DCF.' }],
      interviewType: 'InvestmentBanking',
      company: 'Evercore',
      industry: 'M&A',
      stage: 'first round',
    });
    unmount();
    renderAt('/interviews', <InterviewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Study Evercore interview' }));
    expect(JSON.parse(screen.getByTestId('probe-study-room').textContent)).toEqual({ interviewId: 'b' });
  });

  it('shows “No interviews found” without a Clear search button when there are none', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch([])));
    renderAt('/interviews', <InterviewsPage />);
    expect(await screen.findByText('No interviews found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('shows the server’s error with Try Again when nothing is cached', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ error: 'Database unavailable' }, 500)));
    renderAt('/interviews', <InterviewsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Database unavailable');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('uses a cached list younger than 5 minutes, refetches an older one, and reads the cache offline', async () => {
    const key = cacheKeys.interviews(ANA.id);
    await db.cache.put({ key, fetchedAt: Date.now() - 60_000, data: { records: [server[0]], nextCursor: null } });
    const fetch = vi.fn(jsonFetch(server));
    vi.stubGlobal('fetch', fetch);
    const first = renderAt('/interviews', <InterviewsPage />);
    await waitFor(() => expect(companies()).toEqual(['Goldman Sachs']));
    expect(fetch).not.toHaveBeenCalled();
    first.unmount();

    await db.cache.update(key, { fetchedAt: Date.now() - 6 * 60_000 });
    const second = renderAt('/interviews', <InterviewsPage />);
    await waitFor(() => expect(companies()).toHaveLength(3));
    expect(fetch).toHaveBeenCalledTimes(1);
    second.unmount();

    await db.cache.update(key, { fetchedAt: Date.now() - 60 * 60_000 });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderAt('/interviews', <InterviewsPage />);
    await waitFor(() => expect(companies()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
