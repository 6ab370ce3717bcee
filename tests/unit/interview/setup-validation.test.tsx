import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SetupForm } from '@/features/interview/setup/setup-form';
import { validateSetup } from '@/features/interview/setup/validate-setup';

const MESSAGES = {
  jobCategory: 'Job category is required',
  company: 'Company name is required',
  stage: 'Interview stage is required',
  industry: 'Industry group is required',
  location: 'Office location is required',
  duration: 'Duration is required',
};

describe('validateSetup', () => {
  it("gives the spec's message for every missing field", () => {
    const result = validateSetup({ jobCategory: '', company: '  ', stage: '', industry: '', location: '', duration: '' });
    expect(result).toEqual({ ok: false, errors: MESSAGES });
  });

  it('rejects values outside the option lists', () => {
    const result = validateSetup({
      jobCategory: 'Consulting',
      company: 'Evercore',
      stage: 'final',
      industry: 'Energy',
      location: 'NYC',
      duration: '20',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['duration', 'industry', 'jobCategory', 'stage']);
  });

  it('parses a complete setup, duration in minutes', () => {
    const result = validateSetup({
      jobCategory: 'InvestmentBanking',
      company: ' Evercore ',
      stage: 'superday',
      industry: 'M&A',
      location: 'New York',
      duration: '45',
    });
    expect(result).toEqual({
      ok: true,
      setup: { jobCategory: 'InvestmentBanking', company: 'Evercore', stage: 'superday', industry: 'M&A', location: 'New York', duration: 45 },
    });
  });
});

describe('SetupForm', () => {
  it('shows each message next to its field and submits nothing', () => {
    const onSubmit = vi.fn();
    render(<SetupForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const company = screen.getByLabelText('Company');
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(company.getAttribute('aria-describedby') ?? '')?.textContent).toBe(MESSAGES.company);
    for (const message of Object.values(MESSAGES)) expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Job category'));
  });

  it('hands a valid setup to onSubmit', () => {
    const onSubmit = vi.fn();
    render(<SetupForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Job category'), { target: { value: 'InvestmentBanking' } });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Lazard' } });
    fireEvent.change(screen.getByLabelText('Interview stage'), { target: { value: 'first round' } });
    fireEvent.change(screen.getByLabelText('Industry group'), { target: { value: 'TMT' } });
    fireEvent.change(screen.getByLabelText('Office location'), { target: { value: 'Chicago' } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(onSubmit).toHaveBeenCalledWith({
      jobCategory: 'InvestmentBanking',
      company: 'Lazard',
      stage: 'first round',
      industry: 'TMT',
      location: 'Chicago',
      duration: 15,
    });
  });
});
