/** The report screen's body: every question with its score, and the weaknesses section. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedbackReport } from '@core/contract/interview';
import { ReportSections } from '@/features/interview/report/report-sections';

const report: FeedbackReport = {
  OverallAssessment: { score: 5.2, overallCritique: 'Mixed.' },
  strengths: {},
  questionsStruggled: {},
  conceptsToStudy: {},
  weaknesses: { weakness1: { title: 'Key facts stated wrongly', description: 'Equity value = enterprise value − net debt.' } },
  questionScores: [
    { question: 'Walk me through a DCF.', score: 4 },
    { question: 'Why investment banking?', score: 6.4 },
  ],
};

describe('ReportSections', () => {
  it('lists every question with its score, in order', () => {
    render(<ReportSections report={report} />);
    const list = screen.getByRole('heading', { name: 'Score per question', level: 2 }).parentElement!;
    const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Walk me through a DCF.4/10', 'Why investment banking?6.4/10']);
  });

  it('shows the weaknesses section with its findings', () => {
    render(<ReportSections report={report} />);
    const section = screen.getByRole('heading', { name: 'Weaknesses', level: 2 }).parentElement!;
    expect(within(section).getByRole('heading', { name: 'Key facts stated wrongly' })).toBeTruthy();
    expect(within(section).getByText('Equity value = enterprise value − net debt.')).toBeTruthy();
  });

  it('shows no per-question list for a saved report that has none', () => {
    const { questionScores: _, ...older } = report;
    render(<ReportSections report={older} />);
    expect(screen.queryByRole('heading', { name: 'Score per question' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Weaknesses', level: 2 })).toBeTruthy();
  });
});
