/**
 * /interviews with more interviews than one page of get-interviews: the next page loads on
 * 'Load more' (and from the scroll sentinel), with the cursor the server named; the button goes
 * when every interview is shown; the pages loaded are kept on the device with the first.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/offline/db';
import { InterviewsPage } from '@/features/interviews/interviews-page';
import { record } from './records';
import { ANA, renderAt, signInAs } from './render-page';

vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => 'access-token',
  refreshAccessToken: async () => 'refreshed-token',
}));

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();
const all = Array.from({ length: 60 }, (_, i) => record({ id: `i${i}`, company: `Bank ${i}`, date_taken: day(60 - i) }));

/** get-interviews in pages of 50, the cursor being the index of the next record. */
function pagedFetch() {
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { cursor } = JSON.parse(String(init?.body)) as { cursor?: string };
    const start = cursor ? Number(cursor) : 0;
    const page = all.slice(start, start + 50);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (start + 50 < all.length) headers['X-Next-Cursor'] = String(start + 50);
    return new Response(JSON.stringify(page), { status: 200, headers });
  });
}

const cards = () => screen.queryAllByRole('heading', { level: 2 });

beforeEach(async () => {
  signInAs(ANA);
  await Promise.all([db.cache.clear(), db.interviews.clear(), db.outbox.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('/interviews paging', () => {
  it('shows all 60 interviews after Load more, asking for the page after the cursor', async () => {
    const fetch = pagedFetch();
    vi.stubGlobal('fetch', fetch);
    renderAt('/interviews', <InterviewsPage />);
    await waitFor(() => expect(cards()).toHaveLength(50));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({ user_id: ANA.id, cursor: '50' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the pages loaded with Load more on the device: offline, the next visit shows all 60', async () => {
    vi.stubGlobal('fetch', pagedFetch());
    const first = renderAt('/interviews', <InterviewsPage />);
    await waitFor(() => expect(cards()).toHaveLength(50));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(60));
    first.unmount();

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderAt('/interviews', <InterviewsPage />);
    await waitFor(() => expect(cards()).toHaveLength(60));
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('fetch', pagedFetch());
    renderAt('/interviews', <InterviewsPage />);
    await waitFor(() => expect(cards()).toHaveLength(50));
    await waitFor(() => expect(notify).toBeTypeOf('function'));
    notify!([{ isIntersecting: true }]);
    await waitFor(() => expect(cards()).toHaveLength(60));
  });
});
