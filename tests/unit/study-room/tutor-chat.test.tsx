/**
 * The study room's tutor chat (spec sections 2, 4, 5 and 8): send disabled while the trimmed input
 * is blank or a reply loads, blank submits ignored, the hidden system message first, replies
 * streamed delta by delta then replaced by the `done` response with its sources, a failed reply
 * logged with the typing indicator stopped and a short note, and the offline notice.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TUTOR_FAILED, TUTOR_SYSTEM_PROMPT } from '@core/contract/tutor';
import { db } from '@/offline/db';
import { TUTOR_FOOTER, TUTOR_OFFLINE, TUTOR_PLACEHOLDER } from '@/features/study-room/tutor-chat';
import { fakeApi } from './fake-api';
import { studyProfile } from './records';
import { renderStudyRoom, signInAsAna } from './render';

vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => 'access-token',
  refreshAccessToken: async () => null,
}));

const input = () => screen.getByPlaceholderText<HTMLTextAreaElement>(TUTOR_PLACEHOLDER);
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
const typing = () => screen.queryByText('The tutor is typing…');
const log = () => screen.getByRole('log', { name: 'Conversation' });

beforeEach(async () => {
  signInAsAna();
  await Promise.all([db.cache.clear(), db.interviews.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('tutor chat', () => {
  it('shows the panel texts; send is disabled while the trimmed input is blank, and blank submits are ignored', async () => {
    const api = fakeApi({ profile: studyProfile() });
    const user = userEvent.setup();
    renderStudyRoom();
    expect(screen.getByText('AI-powered interview coach')).toBeTruthy();
    expect(screen.getByText(TUTOR_FOOTER)).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    await user.type(input(), '   ');
    expect(sendButton().disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(api.tutorCalls).toHaveLength(0);

    await user.clear(input());
    await user.type(input(), '  What is WACC? ');
    expect(sendButton().disabled).toBe(false);
  });

  it('streams the reply delta by delta, then shows the whole response and its sources', async () => {
    const api = fakeApi({ profile: studyProfile() });
    const user = userEvent.setup();
    renderStudyRoom();
    await user.type(input(), '  What is WACC? ');
    await user.click(sendButton());

    await waitFor(() => expect(api.tutorCalls).toHaveLength(1));
    const call = api.tutorCalls[0]!;
    expect(call.request.messages).toEqual([
      { role: 'system', content: TUTOR_SYSTEM_PROMPT },
      { role: 'user', content: 'What is WACC?' },
    ]);
    expect(call.request.focus).toBeUndefined();
    expect(call.headers.get('Authorization')).toBe('Bearer access-token');
    expect(within(log()).getByText('What is WACC?')).toBeTruthy();
    expect(typing()).toBeTruthy();
    expect(input().value).toBe('');
    expect(input().disabled).toBe(true);
    await user.type(input(), 'more');
    expect(sendButton().disabled).toBe(true);

    act(() => call.push({ type: 'delta', text: 'WACC is ' }));
    await waitFor(() => expect(log().textContent).toContain('WACC is'));
    act(() => call.push({ type: 'delta', text: 'the **blended** cost' }));
    await waitFor(() => expect(log().textContent).toContain('WACC is the blended cost'));
    expect(log().querySelector('strong')?.textContent).toBe('blended');
    expect(typing()).toBeTruthy();

    act(() => {
      call.push({
        type: 'done',
        response: 'WACC is the blended cost of capital.\n\nFrom the question bank: "What is WACC?"',
        sources: [{ id: 'val-001', question: 'How do you calculate WACC?', category: 'Valuation' }],
      });
      call.close();
    });
    await waitFor(() => expect(typing()).toBeNull());
    expect(log().textContent).toContain('WACC is the blended cost of capital.');
    expect(log().textContent).not.toContain('the blended cost the');
    expect(within(log()).getByText('From the question bank:')).toBeTruthy();
    expect(within(log()).getByText(/How do you calculate WACC\?/)).toBeTruthy();
    expect(input().disabled).toBe(false);

    // The next message carries the history, the tutor's full reply included.
    await user.type(input(), 'And the cost of debt?{Enter}');
    await waitFor(() => expect(api.tutorCalls).toHaveLength(2));
    expect(api.tutorCalls[1]!.request.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(api.tutorCalls[1]!.request.messages[2]!.content).toContain('WACC is the blended cost of capital.');
  });

  it('a failed reply is logged, stops the typing indicator, drops the partial reply and shows a short note', async () => {
    const api = fakeApi({ profile: studyProfile() });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderStudyRoom();
    await user.type(input(), 'Explain an LBO{Enter}');
    await waitFor(() => expect(api.tutorCalls).toHaveLength(1));
    act(() => api.tutorCalls[0]!.push({ type: 'delta', text: 'An LBO is a half-finished' }));
    await waitFor(() => expect(log().textContent).toContain('half-finished'));

    act(() => {
      api.tutorCalls[0]!.push({ type: 'error', error: TUTOR_FAILED });
      api.tutorCalls[0]!.close();
    });
    expect((await screen.findByRole('alert')).textContent).toBe(TUTOR_FAILED);
    expect(typing()).toBeNull();
    expect(log().textContent).not.toContain('half-finished');
    expect(within(log()).getByText('Explain an LBO')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Tutor reply failed:', expect.anything());
    expect(input().disabled).toBe(false);
  });

  it('a stream that ends without its final event counts as a failure', async () => {
    const api = fakeApi({ profile: studyProfile() });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderStudyRoom();
    await user.type(input(), 'Explain an LBO{Enter}');
    await waitFor(() => expect(api.tutorCalls).toHaveLength(1));
    act(() => api.tutorCalls[0]!.close());
    expect((await screen.findByRole('alert')).textContent).toBe(TUTOR_FAILED);
    expect(typing()).toBeNull();
  });

  it('offline, it says plainly that the tutor needs a connection and cannot send', async () => {
    fakeApi({ profile: studyProfile() });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderStudyRoom();
    expect(screen.getByText(TUTOR_OFFLINE)).toBeTruthy();
    expect(input().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(TUTOR_OFFLINE)).toBeNull();
    await user.type(input(), 'Hi');
    expect(sendButton().disabled).toBe(false);
  });
});
