/**
 * Save Interview (spec section 4): signed in, the interview is kept with its outbox entry, uploaded
 * by the sync engine, and the user goes to /interviews; signed out, it stays pending (unclaimed)
 * and the user goes to /signin with /interviews as the return target.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/lib/auth/auth-store';
import { db } from '@/offline/db';
import type { TakenInterview } from '@core/contract/taken-interview';
import { SaveInterviewPanel } from '@/features/interview/report/save-interview-panel';

vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => 'access-token',
  refreshAccessToken: async () => null,
}));

const interview: TakenInterview = {
  id: '5c3e1a9f-7b2d-4e6c-8a0f-1b3d5e7f9a2c',
  setup: { jobCategory: 'InvestmentBanking', company: 'Centerview', stage: 'superday', industry: 'Healthcare', location: 'SF', duration: 60 },
  questions: [{ question: 'Walk me through a merger model.' }],
  transcript: [{ question: 'Walk me through a merger model.', userResponse: 'Combine the income statements.' }],
  report: { OverallAssessment: { score: 7, overallCritique: 'Good.' }, strengths: {}, questionsStruggled: {}, conceptsToStudy: {}, weaknesses: {} },
  // Finished the evening before it is saved: the saved date is the day it was taken.
  takenAt: '2026-05-01T21:40:00.000Z',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderPanel() {
  return render(
    <MemoryRouter initialEntries={['/interview-complete']}>
      <Routes>
        <Route path="/interview-complete" element={<SaveInterviewPanel interview={interview} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await Promise.all([db.interviews.clear(), db.outbox.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('Save Interview', () => {
  it('signed in: keeps it, uploads it, and goes to /interviews', async () => {
    const uploads: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        uploads.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ interview: {} }), { status: 201 });
      }),
    );
    useAuth.setState({ status: 'authenticated', user: { id: 'user-9', email: 'nina@example.com' }, session: null, recovery: false });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Save Interview' }));

    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/interviews /);
    expect(await db.interviews.get(interview.id)).toMatchObject({ userId: 'user-9' });
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatchObject({
      id: interview.id,
      user_id: 'user-9',
      company: 'Centerview',
      duration: 60,
      score: 7,
      date_taken: interview.takenAt,
    });
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect((await db.interviews.get(interview.id))?.syncState).toBe('synced');
  });

  it('signed out: keeps it pending and goes to /signin, returning to /interviews', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    useAuth.setState({ status: 'anonymous', user: null, session: null, recovery: false });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Save Interview' }));

    expect((await screen.findByTestId('where')).textContent).toBe('/signin {"from":"/interviews"}');
    expect(await db.interviews.get(interview.id)).toMatchObject({ userId: null, syncState: 'pending' });
    expect(await db.outbox.get(interview.id)).toMatchObject({ userId: null, state: 'pending' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
