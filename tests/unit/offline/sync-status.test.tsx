/** The sync-status indicator: its announced line, the rejected entries with Retry and Discard, a full-device warning. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncStatus } from '@/components/sync-status';
import { db } from '@/offline/db';
import type { OutboxEntry } from '@/offline/outbox-entry';
import { useSyncStatus } from '@/offline/sync-status-store';

vi.mock('@/lib/auth/auth-session', () => ({ getAccessToken: async () => null, refreshAccessToken: async () => null }));

const refused: OutboxEntry = {
  id: 'e1',
  kind: 'save-interview',
  userId: null,
  payload: { interviewId: 'e1' },
  label: 'Interview: Evercore, superday',
  createdAt: 1,
  attempts: 1,
  nextAttemptAt: 1,
  state: 'rejected',
  lastError: 'score: Too big',
};

beforeEach(async () => {
  await db.outbox.clear();
  useSyncStatus.setState({ phase: 'idle', pending: 0, rejected: [], retryAt: null, unsavedDrafts: 0 });
});

describe('SyncStatus', () => {
  it('announces the state and count in a polite live region', async () => {
    render(<SyncStatus />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes synced'));
    useSyncStatus.setState({ phase: 'offline', pending: 2 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Waiting for connection: 2 changes not synced'));
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('lists rejected changes with the server’s reason; Retry queues one again', async () => {
    await db.outbox.put(refused);
    render(<SyncStatus />);
    expect(await screen.findByText('score: Too big')).toBeTruthy();
    expect(screen.getByText('Interview: Evercore, superday')).toBeTruthy();
    await userEvent.click(screen.getByText('Show rejected changes'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db.outbox.get('e1'))?.state).toBe('pending'));
  });

  it('Discard removes a rejected change from the device and from the list', async () => {
    await db.outbox.put(refused);
    render(<SyncStatus />);
    expect(await screen.findByText('score: Too big')).toBeTruthy();
    await userEvent.click(screen.getByText('Show rejected changes'));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.get('e1')).toBeUndefined());
    await waitFor(() => expect(screen.queryByText('Interview: Evercore, superday')).toBeNull());
  });

  it('warns when a draft is kept only in memory', () => {
    useSyncStatus.setState({ unsavedDrafts: 1 });
    render(<SyncStatus compact />);
    expect(screen.getByRole('alert').textContent).toMatch(/Storage full: 1 draft is kept only in this tab/);
  });
});
