/**
 * Signing out through the sidebar's Sign Out removes every recorded answer kept on this device for
 * replay (docs/decisions/0015), while the app's sync runs as it does in the app (the sidebar's
 * sync status starts it). Only the Supabase call is replaced: the sign-out then signs the store
 * out as the real one does after Supabase answered.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SidebarNav } from '@/app/sidebar';
import { applySignedOut, useAuth } from '@/lib/auth/auth-store';
import { db } from '@/offline/db';
import { keepRecording } from '@/offline/recordings';

vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => null,
  refreshAccessToken: async () => null,
  signOut: async () => {
    applySignedOut();
    return true;
  },
}));

const recording = { blob: new Blob(['opus frames'], { type: 'audio/webm' }), mimeType: 'audio/webm', durationSeconds: 9, peakLevel: 0.2 };

beforeEach(async () => {
  await Promise.all([db.recordings.clear(), db.outbox.clear()]);
});

describe('Sign Out', () => {
  it('removes the recordings kept on this device', async () => {
    useAuth.setState({ status: 'authenticated', user: { id: 'u1', email: 'ana@example.com' }, session: null, recovery: false });
    await keepRecording(db, recording);
    await keepRecording(db, recording);
    render(
      <MemoryRouter>
        <SidebarNav />
      </MemoryRouter>,
    );
    expect(await db.recordings.count()).toBe(2);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(useAuth.getState().status).toBe('anonymous');
    await waitFor(async () => expect(await db.recordings.count()).toBe(0));
  });
});
