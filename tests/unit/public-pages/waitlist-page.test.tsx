/**
 * /waitlist: 'Missing Information' when a field is blank, the busy label while sending, the success
 * toast and screen, the error toast, the offline toast when the sign-up is queued. In the default
 * build (launch day 2025-09-08, passed) it is a product-news sign-up; before the launch (useLaunched
 * mocked) it is the waitlist and announces the launch date.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WaitlistPage } from '@/features/public-forms/waitlist-page';
import { launchedOverride } from './launch-override';

const { submitWaitlist, toast } = vi.hoisted(() => ({
  submitWaitlist: vi.fn(),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/offline/public-forms', async (importOriginal) => ({ ...(await importOriginal<object>()), submitWaitlist }));

vi.mock('@/lib/use-launched', async (importOriginal) => (await import('./launch-override')).overrideUseLaunched(importOriginal));

function renderPage() {
  render(
    <MemoryRouter>
      <WaitlistPage />
    </MemoryRouter>,
  );
}

function fill(values: { name?: string; email?: string; school?: string }) {
  if (values.name !== undefined) fireEvent.change(screen.getByLabelText('Name'), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.change(screen.getByLabelText('Email'), { target: { value: values.email } });
  if (values.school !== undefined) fireEvent.change(screen.getByLabelText('School'), { target: { value: values.school } });
}

const join = () => fireEvent.submit(screen.getByRole('button', { name: 'Sign up for news' }));

beforeEach(() => {
  submitWaitlist.mockReset();
  toast.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
  launchedOverride.value = undefined;
});

describe('WaitlistPage', () => {
  it('default build (launched): a product-news sign-up with an e-mail input and no launch date', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Get product news' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByRole('button', { name: 'Sign up for news' })).toBeTruthy();
    expect(screen.queryByText(/waitlist|launches/i)).toBeNull();
  });

  it('before the launch: the waitlist, announcing the launch date, joined with "Joining waitlist..."', async () => {
    launchedOverride.value = false;
    let resolve: (value: { queued: boolean }) => void = () => undefined;
    submitWaitlist.mockReturnValue(new Promise((done) => (resolve = done)));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Join our waitlist' })).toBeTruthy();
    expect(screen.getByText(/Greenshoe launches on September 8, 2025\./)).toBeTruthy();
    fill({ name: 'Ana', email: 'ana@example.com', school: 'State University' });
    fireEvent.submit(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect((screen.getByRole<HTMLButtonElement>('button', { name: 'Joining waitlist...' })).disabled).toBe(true);
    await act(async () => resolve({ queued: false }));
    expect(toast.success).toHaveBeenCalledWith('Success!', { description: "You've been added to our waitlist." });
    expect(screen.getByText("We'll e-mail you when Greenshoe launches on September 8, 2025.")).toBeTruthy();
  });

  it("toasts 'Missing Information' for a blank field and sends nothing", () => {
    renderPage();
    fill({ name: 'Ana', email: 'ana@example.com', school: '   ' });
    join();
    expect(toast.error).toHaveBeenCalledWith('Missing Information', { description: 'Please fill in all fields.' });
    expect(submitWaitlist).not.toHaveBeenCalled();
  });

  it("shows 'Signing up...' while sending, then the success toast and screen", async () => {
    let resolve: (value: { queued: boolean }) => void = () => undefined;
    submitWaitlist.mockReturnValue(new Promise((done) => (resolve = done)));
    renderPage();
    fill({ name: 'Ana', email: 'ana@example.com', school: 'State University' });
    join();
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Signing up...' });
    expect(busy.disabled).toBe(true);
    expect(submitWaitlist).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', school: 'State University', website: '' });
    await act(async () => resolve({ queued: false }));
    expect(toast.success).toHaveBeenCalledWith('Success!', { description: "You're signed up for product news." });
    expect(screen.getByRole('heading', { name: "You're on the list!" })).toBeTruthy();
  });

  it("toasts 'Error' when sending fails, and keeps the form", async () => {
    submitWaitlist.mockRejectedValue(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    fill({ name: 'Ana', email: 'ana@example.com', school: 'State University' });
    join();
    await screen.findByRole('button', { name: 'Sign up for news' });
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Something went wrong. Please try again.' });
    expect((screen.getByLabelText<HTMLInputElement>('Name')).value).toBe('Ana');
  });

  it("says it will send the sign-up when back online when it was queued", async () => {
    submitWaitlist.mockResolvedValue({ queued: true });
    renderPage();
    fill({ name: 'Ana', email: 'ana@example.com', school: 'State University' });
    join();
    expect(await screen.findByRole('heading', { name: 'Almost there!' })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith("We'll send this when you're back online");
    expect(toast.success).not.toHaveBeenCalled();
  });
});
