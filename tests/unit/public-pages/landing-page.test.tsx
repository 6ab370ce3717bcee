/**
 * The landing page as React renders it inside the app (the static prerendered page and its islands
 * are driven by tests/e2e/public-landing.spec.ts): the welcome carousel (a native <dialog>, five
 * slides, Skip/Next/Get Started) shown once per device, the verified toast for five seconds with
 * the query cleared, the top bar's links, the bank's real figures, and the showcase and sections
 * rendered after the first paint. The way in is tested in both launch states: the default build
 * (launch day 2025-09-08, passed) and before the launch (useLaunched mocked).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY_WELCOME_SEEN } from '@core/contract/constants';
import { BANK_STATS } from '@content/site/bank-stats';
import { SiteLayout } from '@/app/site-layout';
import { LandingPage } from '@/features/landing/landing-page';
import { launchedOverride } from './launch-override';

const { toast } = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('@/lib/toast', () => ({ toast }));

/** Time allowed to a test that loads the lazy chunks (showcase, sections, welcome) on a busy machine, in ms. */
const LAZY_TEST_TIMEOUT_MS = 30_000;

vi.mock('@/lib/use-launched', async (importOriginal) => (await import('./launch-override')).overrideUseLaunched(importOriginal));

function Search() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

function renderLanding(url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route
            path="/"
            element={
              <>
                <LandingPage />
                <Search />
              </>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  toast.success.mockReset();
  launchedOverride.value = undefined;
});

function navLinks() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** The top bar's links, with the launch state's waitlist link and last call to action. */
function expectedNav(waitlist: string, start: [string, string]) {
  return [
    ['Question Bank', '/question-bank'],
    ['About Us', '/aboutgreenshoe'],
    ['Grow IB Access', '/grow-ib-access'],
    ['Partnerships', '/partnerships'],
    [waitlist, '/waitlist'],
    ['Sign In', '/signin'],
    start,
  ];
}

describe('LandingPage', () => {
  it('default build (launched): the top bar links the question bank and product news, sign-up is the way in', () => {
    localStorage.setItem(STORAGE_KEY_WELCOME_SEEN, 'true');
    renderLanding();
    expect(navLinks()).toEqual(expectedNav('Product news', ['Get Started', '/signup']));
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Browse the question bank' }).getAttribute('href')).toBe('/question-bank');
    expect(screen.getByText(/Greenshoe is available now/)).toBeTruthy();
    expect(screen.queryByText(/waitlist|Launching/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Greenshoe' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByText(String(BANK_STATS.questions))).toBeTruthy();
    expect(screen.getByText(String(BANK_STATS.technicalQuestions))).toBeTruthy();
    expect(screen.queryByText(/2,000\+|1500\+|thousands of students/i)).toBeNull();
  });

  it('before the launch: the waitlist is the way in and the launch date is announced', () => {
    launchedOverride.value = false;
    localStorage.setItem(STORAGE_KEY_WELCOME_SEEN, 'true');
    renderLanding();
    expect(navLinks()).toEqual(expectedNav('Join our waitlist', ['Join our waitlist', '/waitlist']));
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe('/waitlist');
    expect(screen.getByText('Launching September 8, 2025. Join the waitlist to get in first.')).toBeTruthy();
    expect(screen.queryByText(/available now/)).toBeNull();
  });

  it('loads the showcase (question bank tab first) and the sections below the fold', async () => {
    localStorage.setItem(STORAGE_KEY_WELCOME_SEEN, 'true');
    renderLanding();
    const tab = await screen.findByRole('tab', { name: 'Question Bank' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual(['Question Bank', 'Mock Interviews', 'Study Room', 'Resource Library']);
    expect((await screen.findByRole('link', { name: 'Try a Sample Interview' })).getAttribute('href')).toBe('/practice-setup');
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('section[aria-labelledby="how-it-works"]'))).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Why Choose Greenshoe' })).toBeTruthy();
  }, LAZY_TEST_TIMEOUT_MS);

  it.each([
    { state: 'launched (default build)', launched: undefined, label: 'Try it free', href: '/signup' },
    { state: 'before the launch', launched: false, label: 'Join our waitlist', href: '/waitlist' },
  ])(
    'the showcase buttons follow the launch copy: $state',
    async ({ launched, label, href }) => {
      launchedOverride.value = launched;
      localStorage.setItem(STORAGE_KEY_WELCOME_SEEN, 'true');
      renderLanding();
      const panel = await screen.findByRole('tabpanel', { name: 'Question Bank' }, { timeout: 5000 });
      expect(within(panel).getByRole('link', { name: label }).getAttribute('href')).toBe(href);
      expect(within(panel).queryByRole('link', { name: launched === false ? 'Try it free' : 'Join our waitlist' })).toBeNull();
    },
    LAZY_TEST_TIMEOUT_MS,
  );

  it('shows the welcome carousel on the first visit only: Next through five slides, then Get Started', async () => {
    const first = renderLanding();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Greenshoe' });
    expect(localStorage.getItem(STORAGE_KEY_WELCOME_SEEN)).not.toBeNull();
    expect(within(dialog).getByText('Slide 1 of 5')).toBeTruthy();
    expect(within(dialog).getByText(new RegExp(`${BANK_STATS.questions} interview questions`))).toBeTruthy();
    for (let slide = 2; slide <= 5; slide += 1) {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(within(dialog).getByText(`Slide ${slide} of 5`)).toBeTruthy();
    }
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Skip' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderLanding();
    await screen.findByRole('tab', { name: 'Question Bank' });
    expect(screen.queryByRole('dialog')).toBeNull();
  }, LAZY_TEST_TIMEOUT_MS);

  it('closes the carousel with Skip', async () => {
    renderLanding();
    const dialog = await screen.findByRole('dialog', {});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, LAZY_TEST_TIMEOUT_MS);

  it('shows the verified toast for five seconds and clears the query', async () => {
    localStorage.setItem(STORAGE_KEY_WELCOME_SEEN, 'true');
    renderLanding('/?verified=success');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Account verified successfully! You can now log in.', expect.objectContaining({ duration: 5000 })),
    );
    expect(screen.getByTestId('search').textContent).toBe('');
    await act(async () => undefined);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('shows no toast without the query', async () => {
    localStorage.setItem(STORAGE_KEY_WELCOME_SEEN, 'true');
    renderLanding('/?verified=nope');
    await act(async () => undefined);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
