/** The landing page's inline mock-interview form: durations 15 to 60, the setup page's messages, and /interview with the setup. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MockInterviewForm } from '@/features/landing/mock-interview-form';
import { validateLandingSetup } from '@/features/landing/validate-landing-setup';

const MESSAGES = [
  'Job category is required',
  'Company name is required',
  'Interview stage is required',
  'Industry group is required',
  'Office location is required',
  'Duration is required',
];

function Interview() {
  return <pre data-testid="state">{JSON.stringify(useLocation().state)}</pre>;
}

function renderForm() {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<MockInterviewForm />} />
        <Route path="/interview" element={<Interview />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('landing setup form', () => {
  it('offers 15, 30, 45 and 60 minutes', () => {
    renderForm();
    const options = Array.from((screen.getByLabelText<HTMLSelectElement>('Duration')).options).map((option) => option.value);
    expect(options).toEqual(['', '15', '30', '45', '60']);
  });

  it('shows every required message and focuses the first field', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    for (const message of MESSAGES) expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Job category'));
  });

  it('refuses 90 minutes, which only the setup page offers', () => {
    const result = validateLandingSetup({
      jobCategory: 'InvestmentBanking',
      company: 'Evercore',
      stage: 'superday',
      industry: 'M&A',
      location: 'New York',
      duration: '90',
    });
    expect(result).toEqual({ ok: false, errors: { duration: 'Duration is required' } });
  });

  it('goes to /interview with the setup', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Job category'), { target: { value: 'InvestmentBanking' } });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Evercore' } });
    fireEvent.change(screen.getByLabelText('Interview stage'), { target: { value: 'first round' } });
    fireEvent.change(screen.getByLabelText('Industry group'), { target: { value: 'M&A' } });
    fireEvent.change(screen.getByLabelText('Office location'), { target: { value: 'New York' } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({
      setup: { jobCategory: 'InvestmentBanking', company: 'Evercore', stage: 'first round', industry: 'M&A', location: 'New York', duration: 30 },
    });
  });
});
