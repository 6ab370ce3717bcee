/**
 * /grow-ib-access: the survey's fields and messages, rounds and questions added and removed by
 * the rules, success replacing the page with / and the thank-you toast, the offline toast, and
 * the submitting flag cleared whatever happens.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SurveyPage } from '@/features/public-forms/survey-page';

const { submitSurvey, toast } = vi.hoisted(() => ({
  submitSurvey: vi.fn(),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/offline/public-forms', async (importOriginal) => ({ ...(await importOriginal<object>()), submitSurvey }));

function Home() {
  const location = useLocation();
  return <h1 data-navigation={useNavigationType()}>Home {location.pathname}</h1>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/', '/grow-ib-access']} initialIndex={1}>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/grow-ib-access" element={<SurveyPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string | HTMLElement, text: string) =>
  fireEvent.change(typeof label === 'string' ? screen.getByLabelText(label) : label, { target: { value: text } });
const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Submit Survey' }));

function fillValid() {
  type('Company Name', 'Evercore');
  type('Company Industry', 'M&A');
  type('Company Office', 'New York');
  type('Round name', 'Superday');
  type('Question 1', 'Walk me through a DCF.');
}

beforeEach(() => {
  submitSurvey.mockReset();
  toast.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SurveyPage', () => {
  it('starts with the company fields and one round holding one question, neither removable', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Interview Experience Survey' })).toBeTruthy();
    for (const label of ['Company Name', 'Company Industry', 'Company Office']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText<HTMLInputElement>('Round name')).placeholder).toMatch(/First Round.*Superday/);
    expect(screen.getAllByLabelText(/^Question \d$/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('adds questions and rounds, and removes any but the first', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getAllByLabelText(/^Question \d$/)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Remove question/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 2 of round 1' }));
    expect(screen.getAllByLabelText(/^Question \d$/)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add round' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add round' }));
    expect(screen.getAllByLabelText('Round name')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Remove round/ }).map((button) => button.textContent)).toEqual(['Remove round 2', 'Remove round 3']);
    const second = screen.getAllByLabelText('Round name')[1]!;
    type(second, 'First Round');
    fireEvent.click(screen.getByRole('button', { name: 'Remove round 3' }));
    expect(screen.getAllByLabelText('Round name').map((input) => (input as HTMLInputElement).value)).toEqual(['', 'First Round']);
  });

  it('marks every empty field with its message and focuses the first', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add round' }));
    submit();
    for (const message of ['Company name is required', 'Company industry is required', 'Company office is required']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getAllByText('Round name is required')).toHaveLength(2);
    expect(screen.getAllByText('Question is required')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Company Name'));
    expect(submitSurvey).not.toHaveBeenCalled();
  });

  it("sends the survey, replaces the page with / and thanks the visitor", async () => {
    submitSurvey.mockResolvedValue({ queued: false });
    renderPage();
    fillValid();
    submit();
    const home = await screen.findByRole('heading', { name: 'Home /' });
    expect(home.dataset.navigation).toBe('REPLACE');
    expect(submitSurvey).toHaveBeenCalledWith({
      data: { name: 'Evercore', industry: 'M&A', office: 'New York', rounds: [{ name: 'Superday', questions: ['Walk me through a DCF.'] }] },
      website: '',
    });
    expect(toast.success).toHaveBeenCalledWith('Thank you for your helping us democratize investment banking recruiting!');
  });

  it('says it will send the survey when back online when it was queued', async () => {
    submitSurvey.mockResolvedValue({ queued: true });
    renderPage();
    fillValid();
    submit();
    await screen.findByRole('heading', { name: 'Home /' });
    expect(toast).toHaveBeenCalledWith("We'll send this when you're back online");
  });

  it('clears the submitting flag when sending fails', async () => {
    submitSurvey.mockRejectedValue(new Error('boom'));
    renderPage();
    fillValid();
    submit();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeTruthy();
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Submit Survey' });
    expect(button.disabled).toBe(false);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
  });
});
