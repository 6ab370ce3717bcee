/**
 * /profile: the spec's title and subtitle, email, average score gauge, interviews completed, study
 * hours, the last 4 weaknesses, all study topics, both empty states, 'Failed to load profile data'
 * and 'Unauthorized'. (Profile tests live beside the interviews ones: both read saved interviews.)
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/offline/db';
import { ProfilePage } from '@/features/profile/profile-page';
import { ProfileView } from '@/features/profile/profile-view';
import { profile } from './records';
import { ANA, jsonFetch, renderAt, signInAs } from './render-page';

const tokens = vi.hoisted(() => ({ access: 'access-token' }));
vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => tokens.access,
  refreshAccessToken: async () => null,
}));

const weakness = (n: number) => ({ title: `Weakness ${n}`, description: `Detail ${n}` });

beforeEach(async () => {
  tokens.access = 'access-token';
  signInAs(ANA);
  await db.cache.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('ProfileView', () => {
  it('shows the email, the score gauge, the counts, the last 4 weaknesses and every topic', () => {
    renderAt(
      '/profile',
      <ProfileView
        profile={profile({
          averageScore: 7.25,
          interviewsCompleted: 3,
          studyHours: 151 / 60,
          weaknesses: [1, 2, 3, 4, 5, 6].map(weakness),
          conceptsToStudy: { WACC: { concept: 'WACC', description: 'Cost of capital' }, LBO: { concept: 'LBO', description: 'Leverage' } },
        })}
      />,
    );
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Score 7.3 out of 10' })).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('2.5')).toBeTruthy();
    const areas = screen.getByRole('region', { name: 'Areas for Improvement' });
    expect(within(areas).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Weakness 1',
      'Weakness 2',
      'Weakness 3',
      'Weakness 4',
    ]);
    const topics = screen.getByRole('region', { name: 'Recommended Study Topics' });
    expect(within(topics).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['WACC', 'LBO']);
    expect(screen.queryByRole('link', { name: 'Start New Interview' })).toBeNull();
  });

  it('shows both empty states, each with Start New Interview to /practice-setup', () => {
    renderAt('/profile', <ProfileView profile={profile({ averageScore: 0, interviewsCompleted: 0, studyHours: 0 })} />);
    expect(screen.getByText('No Weaknesses Identified Yet')).toBeTruthy();
    expect(screen.getByText('No study topics recommended yet')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Start New Interview' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/practice-setup', '/practice-setup']);
    expect(screen.getByText('0.0')).toBeTruthy();
  });
});

describe('ProfilePage', () => {
  it('loads GET /api/profile with the bearer token under the spec’s title and subtitle', async () => {
    const fetch = vi.fn(jsonFetch(profile()));
    vi.stubGlobal('fetch', fetch);
    renderAt('/profile', <ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeTruthy();
    expect(screen.getByText('Track your progress and improve your interview skills')).toBeTruthy();
    expect(await screen.findByText('ana@example.com')).toBeTruthy();
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/profile');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-token');
  });

  it('says “Failed to load profile data” when the profile cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ error: 'boom' }, 500)));
    renderAt('/profile', <ProfilePage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load profile data');
  });

  it('says “Unauthorized” without a session or when the session is refused', async () => {
    signInAs(null);
    const { unmount } = renderAt('/profile', <ProfilePage />);
    expect(screen.getByRole('alert').textContent).toBe('Unauthorized');
    unmount();

    signInAs(ANA);
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ error: 'Unauthorized' }, 401)));
    renderAt('/profile', <ProfilePage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized');
  });
});
