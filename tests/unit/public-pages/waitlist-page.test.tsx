/**
 * /waitlist: 'Missing Information' when a field is blank, 'Joining waitlist...' while sending,
 * the success toast and screen, the error toast, the offline toast when the sign-up is queued.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WaitlistPage } from '@/features/public-forms/waitlist-page';

const { submitWaitlist, toast } = vi.hoisted(() => ({
  submitWaitlist: vi.fn(),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/offline/public-forms', async (importOriginal) => ({ ...(await importOriginal<object>()), submitWaitlist }));

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

const join = () => fireEvent.submit(screen.getByRole('button', { name: 'Join Waitlist' }));

beforeEach(() => {
  submitWaitlist.mockReset();
  toast.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('WaitlistPage', () => {
  it('has an e-mail input and mentions the launch date', () => {
    renderPage();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByText(/September 8th, 2025/)).toBeTruthy();
  });

  it("toasts 'Missing Information' for a blank field and sends nothing", () => {
    renderPage();
    fill({ name: 'Ana', email: 'ana@example.com', school: '   ' });
    join();
    expect(toast.error).toHaveBeenCalledWith('Missing Information', { description: 'Please fill in all fields.' });
    expect(submitWaitlist).not.toHaveBeenCalled();
  });

  it("shows 'Joining waitlist...' while sending, then the success toast and screen", async () => {
    let resolve: (value: { queued: boolean }) => void = () => undefined;
    submitWaitlist.mockReturnValue(new Promise((done) => (resolve = done)));
    renderPage();
    fill({ name: 'Ana', email: 'ana@example.com', school: 'State University' });
    join();
    const busy = screen.getByRole('button', { name: 'Joining waitlist...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(submitWaitlist).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', school: 'State University', website: '' });
    await act(async () => resolve({ queued: false }));
    expect(toast.success).toHaveBeenCalledWith('Success!', { description: "You've been added to our waitlist." });
    expect(screen.getByRole('heading', { name: "You're on the list!" })).toBeTruthy();
  });

  it("toasts 'Error' when sending fails, and keeps the form", async () => {
    submitWaitlist.mockRejectedValue(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    fill({ name: 'Ana', email: 'ana@example.com', school: 'State University' });
    join();
    await screen.findByRole('button', { name: 'Join Waitlist' });
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Something went wrong. Please try again.' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana');
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
