/**
 * Tutor replies are data, not markup: a streamed reply with a script tag, a `javascript:` link and
 * an outside image renders harmless through the shared markdown renderer, while it streams and
 * once complete (no script element, no javascript: href, no image).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { db } from '@/offline/db';
import { TUTOR_PLACEHOLDER } from '@/features/study-room/tutor-chat';
import { fakeApi } from './fake-api';
import { studyProfile } from './records';
import { renderStudyRoom, signInAsAna } from './render';

vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => 'access-token',
  refreshAccessToken: async () => null,
}));

const HOSTILE = [
  'Here is a tip.\n\n<script>window.__tutorPwned = 1</script>\n\n',
  '[Open the guide](javascript:window.__tutorPwned=2) and <img src="https://evil.example/raw.png" onerror="window.__tutorPwned=3">\n\n',
  '![tracker](https://evil.example/pixel.png)\n\n[A real link](https://example.com/guide) <a href="javascript:alert(1)">raw link</a>',
];

beforeEach(async () => {
  signInAsAna();
  await Promise.all([db.cache.clear(), db.interviews.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

function expectHarmless(root: HTMLElement) {
  expect(root.querySelector('script')).toBeNull();
  expect(root.querySelector('img')).toBeNull();
  for (const link of root.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').toMatch(/^(https?:|mailto:)/);
  expect(root.querySelector('[onerror]')).toBeNull();
  expect((window as { __tutorPwned?: number }).__tutorPwned).toBeUndefined();
}

it('renders a hostile reply harmless while streaming and when complete', async () => {
  const api = fakeApi({ profile: studyProfile() });
  const user = userEvent.setup();
  renderStudyRoom();
  await user.type(screen.getByPlaceholderText(TUTOR_PLACEHOLDER), 'Show me a link{Enter}');
  await waitFor(() => expect(api.tutorCalls).toHaveLength(1));
  const log = screen.getByRole('log', { name: 'Conversation' });

  for (const [i, text] of HOSTILE.entries()) {
    act(() => api.tutorCalls[0]!.push({ type: 'delta', text }));
    await waitFor(() => expect(log.textContent).toContain(['Here is a tip', 'Open the guide', 'A real link'][i]));
    expectHarmless(log);
  }
  act(() => {
    api.tutorCalls[0]!.push({ type: 'done', response: HOSTILE.join(''), sources: [] });
    api.tutorCalls[0]!.close();
  });
  await waitFor(() => expect(screen.queryByText('The tutor is typing…')).toBeNull());
  expectHarmless(log);
  expect(log.textContent).toContain('Open the guide');
  expect([...log.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://example.com/guide']);
});
