/**
 * /study-room's tabs (spec section 2): Weaknesses is the default tab; 'Study this area' / 'Study this
 * topic' set the tutor's focus, which sends the spec's automatic message; arriving with a focus
 * topic selects it and the Weaknesses tab; arriving with an interview id lists that interview's
 * weaknesses and concepts; otherwise the profile's, with its load error.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusMessage } from '@core/contract/tutor';
import { db } from '@/offline/db';
import { INTERVIEW_NOT_FOUND, STUDY_ITEMS_ERROR } from '@/features/study-room/study-room-page';
import { fakeApi } from './fake-api';
import { interviewRecord, studyProfile } from './records';
import { renderStudyRoom, signInAsAna } from './render';

vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => 'access-token',
  refreshAccessToken: async () => null,
}));

const tab = (name: string) => screen.getByRole('tab', { name });
const item = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
const log = () => screen.getByRole('log', { name: 'Conversation' });

beforeEach(async () => {
  signInAsAna();
  await Promise.all([db.cache.clear(), db.interviews.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/study-room tabs', () => {
  it('opens on Weaknesses with the profile’s weaknesses; Study Topics lists its concepts', async () => {
    fakeApi({ profile: studyProfile() });
    const user = userEvent.setup();
    renderStudyRoom();
    expect(tab('Weaknesses').getAttribute('aria-selected')).toBe('true');
    expect(tab('Study Topics').getAttribute('aria-selected')).toBe('false');
    await screen.findByRole('heading', { name: 'Technical depth' });
    expect(within(item('Pacing')).getByRole('button', { name: 'Study this area' })).toBeTruthy();
    expect(screen.getByText('From all your interviews')).toBeTruthy();

    await user.click(tab('Study Topics'));
    expect(tab('Study Topics').getAttribute('aria-selected')).toBe('true');
    expect(within(item('Terminal value')).getByRole('button', { name: 'Study this topic' })).toBeTruthy();
    expect(within(item('WACC')).getByText('Cost of capital.')).toBeTruthy();
  });

  it('Study this area sets the focus and sends the automatic message; items wait while the tutor answers', async () => {
    const api = fakeApi({ profile: studyProfile() });
    const user = userEvent.setup();
    renderStudyRoom();
    await screen.findByRole('heading', { name: 'Pacing' });
    await user.click(within(item('Pacing')).getByRole('button', { name: 'Study this area' }));

    await waitFor(() => expect(api.tutorCalls).toHaveLength(1));
    const request = api.tutorCalls[0]!.request;
    expect(request.focus).toBe('Pacing');
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: focusMessage('Pacing') });
    expect(within(log()).getByText(focusMessage('Pacing'))).toBeTruthy();
    expect(item('Pacing').getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Focus:')).toBeTruthy();
    expect(within(item('Technical depth')).getByRole<HTMLButtonElement>('button', { name: 'Study this area' }).disabled).toBe(true);

    act(() => {
      api.tutorCalls[0]!.push({ type: 'done', response: 'Pacing: aim for two minutes.', sources: [] });
      api.tutorCalls[0]!.close();
    });
    await waitFor(() => expect(log().textContent).toContain('aim for two minutes'));

    // Later messages keep the focus; a topic from the other tab moves it.
    await user.type(screen.getByRole('textbox', { name: 'Message the tutor' }), 'How fast should I talk?{Enter}');
    await waitFor(() => expect(api.tutorCalls).toHaveLength(2));
    expect(api.tutorCalls[1]!.request.focus).toBe('Pacing');
    act(() => {
      api.tutorCalls[1]!.push({ type: 'done', response: 'Calmly.', sources: [] });
      api.tutorCalls[1]!.close();
    });
    await waitFor(() => expect(log().textContent).toContain('Calmly.'));
    await user.click(tab('Study Topics'));
    await user.click(within(item('WACC')).getByRole('button', { name: 'Study this topic' }));
    await waitFor(() => expect(api.tutorCalls).toHaveLength(3));
    expect(api.tutorCalls[2]!.request.focus).toBe('WACC');
    expect(api.tutorCalls[2]!.request.messages.at(-1)!.content).toBe(focusMessage('WACC'));
  });

  it('arriving with a focus topic selects it and the Weaknesses tab, and sends the message once', async () => {
    const api = fakeApi({ profile: studyProfile() });
    renderStudyRoom({ focusTopic: 'Technical depth' });
    await waitFor(() => expect(api.tutorCalls).toHaveLength(1));
    expect(api.tutorCalls[0]!.request.focus).toBe('Technical depth');
    expect(api.tutorCalls[0]!.request.messages.at(-1)!.content).toBe(focusMessage('Technical depth'));
    expect(tab('Weaknesses').getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('heading', { name: 'Technical depth' });
    expect(item('Technical depth').getAttribute('aria-current')).toBe('true');
    expect(item('Pacing').getAttribute('aria-current')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.tutorCalls).toHaveLength(1);
  });

  it('arriving with an interview id lists that interview’s weaknesses and concepts, not the profile’s', async () => {
    const api = fakeApi({
      profile: studyProfile(),
      interviews: [
        interviewRecord({ id: 'other', company: 'Lazard', weaknesses: { weakness1: { title: 'Lazard weakness', description: 'x' } } }),
        interviewRecord({
          id: 'chosen',
          company: 'Evercore',
          weaknesses: { weakness1: { title: 'Accretion math', description: 'Slow on the EPS arithmetic.' } },
          conceptsToStudy: { concept1: { concept: 'Accretion/dilution', description: 'EPS effect of a deal.', resources: ['M&A guide'] } },
        }),
      ],
    });
    const user = userEvent.setup();
    renderStudyRoom({ interviewId: 'chosen' });
    await screen.findByRole('heading', { name: 'Accretion math' });
    expect(screen.queryByRole('heading', { name: 'Lazard weakness' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Technical depth' })).toBeNull();
    expect(screen.getByText(/From your Evercore interview \(superday,/)).toBeTruthy();
    await user.click(tab('Study Topics'));
    expect(screen.getByRole('heading', { name: 'Accretion/dilution' })).toBeTruthy();
    expect(api.calls).toContain('POST /api/get-interviews');
    expect(api.calls).not.toContain('GET /api/profile');
  });

  it('an interview saved on this device is found without the server', async () => {
    const api = fakeApi({ profile: studyProfile() });
    const request = interviewRecord({ id: 'local-1', weaknesses: { weakness1: { title: 'Local weakness', description: 'From the device.' } } });
    await db.interviews.put({
      id: 'local-1',
      userId: '0b7c9a52-8d4e-4f3a-9b2c-1d0e9f8a7b6c',
      createdAt: '2026-03-01T10:00:00.000Z',
      syncState: 'pending',
      request: { ...request, id: '5d1c3f5e-2d6b-4a57-9f1e-6f7a8b9c0d1e' },
    });
    renderStudyRoom({ interviewId: 'local-1' });
    await screen.findByRole('heading', { name: 'Local weakness' });
    expect(api.calls).toEqual([]);
  });

  it('an unknown interview id falls back to the profile’s items with a note', async () => {
    fakeApi({ profile: studyProfile(), interviews: [interviewRecord({ id: 'a' })] });
    renderStudyRoom({ interviewId: 'missing' });
    await screen.findByRole('heading', { name: 'Technical depth' });
    expect(screen.getByText(INTERVIEW_NOT_FOUND)).toBeTruthy();
  });

  it('without the profile, the spec’s load error with Try Again; both tabs stay usable', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderStudyRoom();
    expect((await screen.findByRole('alert')).textContent).toContain(STUDY_ITEMS_ERROR);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    await user.click(tab('Study Topics'));
    expect(screen.getByRole('alert').textContent).toContain(STUDY_ITEMS_ERROR);
  });

  it('shows both empty states with Start New Interview', async () => {
    fakeApi({ profile: studyProfile({ weaknesses: [], conceptsToStudy: {} }) });
    const user = userEvent.setup();
    renderStudyRoom();
    expect(await screen.findByText('No Weaknesses Identified Yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start New Interview' }).getAttribute('href')).toBe('/practice-setup');
    await user.click(tab('Study Topics'));
    expect(screen.getByText('No study topics recommended yet')).toBeTruthy();
  });
});
