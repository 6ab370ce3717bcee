/**
 * /partnerships: 'Please fill out all fields.', the red failure message, the success toast with
 * the fields emptied, the error cleared on the next submit, and the offline toast when queued.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PartnershipsPage } from '@/features/public-forms/partnerships-page';

const { submitPartnership, toast } = vi.hoisted(() => ({
  submitPartnership: vi.fn(),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/offline/public-forms', async (importOriginal) => ({ ...(await importOriginal<object>()), submitPartnership }));

const FIELDS = ['University Name', 'Club Name', 'Contact Information'] as const;

function renderPage() {
  render(
    <MemoryRouter>
      <PartnershipsPage />
    </MemoryRouter>,
  );
}

function fill(values: [string, string, string]) {
  FIELDS.forEach((label, index) => fireEvent.change(screen.getByLabelText(label), { target: { value: values[index] } }));
}

const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Submit Request' }));
const value = (label: string) => (screen.getByLabelText<HTMLInputElement>(label)).value;

beforeEach(() => {
  submitPartnership.mockReset();
  toast.mockReset();
  toast.success.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('PartnershipsPage', () => {
  it('shows the hero, the blurb and the inquiry form', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Partner with Greenshoe' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why Partner With Us?' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Partnership Inquiry' })).toBeTruthy();
  });

  it("asks for every field with 'Please fill out all fields.' and sends nothing", () => {
    renderPage();
    fill(['State University', '', 'ana@example.com']);
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please fill out all fields.');
    expect(submitPartnership).not.toHaveBeenCalled();
  });

  it('shows the failure in red under the form, then clears it on the next submit and empties the fields on success', async () => {
    submitPartnership.mockRejectedValueOnce(new Error('boom'));
    renderPage();
    fill(['State University', 'Finance Club', 'ana@example.com']);
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to submit your request. Please try again.');
    expect(alert.className).toContain('text-destructive');
    expect(value('Club Name')).toBe('Finance Club');

    submitPartnership.mockResolvedValueOnce({ queued: false });
    submit();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Thank you! We've received your request and will be in touch shortly."));
    expect(FIELDS.map(value)).toEqual(['', '', '']);
    expect(submitPartnership).toHaveBeenLastCalledWith({
      university_name: 'State University',
      club_name: 'Finance Club',
      contact_info: 'ana@example.com',
      website: '',
    });
  });

  it('empties the fields and says it will send the request when back online when it was queued', async () => {
    submitPartnership.mockResolvedValue({ queued: true });
    renderPage();
    fill(['State University', 'Finance Club', 'ana@example.com']);
    submit();
    await waitFor(() => expect(toast).toHaveBeenCalledWith("We'll send this when you're back online"));
    expect(FIELDS.map(value)).toEqual(['', '', '']);
  });
});
