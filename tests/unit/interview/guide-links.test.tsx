/** The report's study guides: named by their real library titles and linked to their PDFs. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '@core/bank/load';
import { studyGuideTitles } from '@core/coach/study-guides';
import { RESOURCES } from '@content/site/resource-library';
import { GuideLinks } from '@/features/interview/report/guide-links';

const bank = loadQuestionBank();
const technical = bank.filter((q) => q.type === 'Technical').length;

describe('study guides in the report', () => {
  it('names the category guide and the questions guide by the titles the library shows', () => {
    const titles = studyGuideTitles('DCF', bank);
    expect(titles).toEqual(['The DCF Guide', 'Valuation Methods', `${technical} Investment Banking Technical Interview Questions`]);
    for (const title of titles) expect(RESOURCES.map((r) => r.title)).toContain(title);
  });

  it('links each known guide to its PDF and keeps an unknown title as text', () => {
    render(<GuideLinks titles={[...studyGuideTitles('LBO', bank), 'A Model-Suggested Book']} />);
    expect(screen.getByRole('link', { name: /^The LBO Guide/ }).getAttribute('href')).toBe('/resources/lbo.pdf');
    expect(screen.getByRole('link', { name: new RegExp(`^${technical} Investment Banking Technical Interview Questions`) }).getAttribute('href')).toBe(
      '/resources/ib-interview-questions.pdf',
    );
    expect(screen.getByText(/A Model-Suggested Book/)).toBeTruthy();
    expect(screen.queryByText(/400 IB Interview Questions/)).toBeNull();
  });
});
