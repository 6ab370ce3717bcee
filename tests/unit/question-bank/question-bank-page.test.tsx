/**
 * /question-bank: the bank's figures, browsing and paging, search, filters kept in the URL, the
 * empty state, cards closed until Answer or Study opens one, the best-practice answer on a card,
 * "Practice this" for a signed-in user and Get Started for visitors.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadQuestionBank } from '@core/bank/load';
import { BANK_STATS } from '@content/site/bank-stats';
import type * as apiClient from '@/lib/api-client';
import { initialAuthState, useAuth } from '@/lib/auth/auth-store';
import { PAGE_SIZE } from '@/features/question-bank/bank-results';
import { QuestionBankPage } from '@/features/question-bank/question-bank-page';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  fetchCapabilities: vi.fn(async () => ({ speechToText: false, textToSpeech: false, llm: false })),
}));
// A visitor has no access token: the card's best-practice answer comes from the bank.
vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: vi.fn(async () => null),
  refreshAccessToken: vi.fn(async () => null),
}));

const bank = loadQuestionBank();

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function PracticeProbe() {
  const location = useLocation();
  return <pre data-testid="practice-state">{JSON.stringify(location.state)}</pre>;
}

function renderPage(url = '/question-bank') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/question-bank" element={<QuestionBankPage />} />
        <Route path="/practice-question" element={<PracticeProbe />} />
        <Route path="/signup" element={<h1>Create an account</h1>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

const cards = () => screen.queryAllByRole('article');
const count = () => screen.getByText(/^[\d,]+ questions?$/).textContent;
const search = () => new URLSearchParams(screen.getByTestId('location').textContent.split('?')[1] ?? '');
const signIn = () => useAuth.setState({ status: 'authenticated', user: { id: 'user-1', email: 'a@b.co' }, session: null, recovery: false });

async function loaded() {
  await screen.findByRole('list', { name: 'Questions' }, { timeout: 10_000 });
}

describe('QuestionBankPage', { timeout: 20_000 }, () => {
  beforeEach(() => useAuth.setState({ status: 'anonymous', user: null, session: null, recovery: false }));
  afterEach(() => useAuth.setState(initialAuthState()));

  it('states the bank figures, lists the bank a page at a time, and offers visitors Get Started', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(BANK_STATS.questions.toLocaleString('en-US'));
    expect(document.body.textContent).toContain(`${BANK_STATS.technicalQuestions.toLocaleString('en-US')} technical questions`);
    expect(document.body.textContent).toContain(`${BANK_STATS.firms.toLocaleString('en-US')} banks and firms`);
    await loaded();
    expect(count()).toBe(`${bank.length} questions`);
    expect(cards()).toHaveLength(PAGE_SIZE);
    expect(within(cards()[0]!).getByText(bank[0]!.question)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Practice this/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(2 * PAGE_SIZE);
    expect(document.activeElement).toBe(cards()[PAGE_SIZE]);

    fireEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy();
  });

  it('applies the filters of the URL and shows each card with its difficulty and category', async () => {
    renderPage('/question-bank?category=DCF&difficulty=advanced&type=Nonsense');
    await loaded();
    const expected = bank.filter((q) => q.category === 'DCF' && q.difficulty === 'advanced');
    expect(count()).toBe(`${expected.length} questions`);
    expect((screen.getByLabelText<HTMLSelectElement>('Category')).value).toBe('DCF');
    expect((screen.getByLabelText<HTMLSelectElement>('Difficulty')).value).toBe('advanced');
    expect((screen.getByLabelText<HTMLSelectElement>('Type')).value).toBe('');
    for (const card of cards()) {
      expect(within(card).getByText('Advanced')).toBeTruthy();
      expect(card.textContent).toContain('DCF · ');
    }
  });

  it('writes a chosen filter and the search text into the URL, and searches the bank', async () => {
    renderPage();
    await loaded();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Technical' } });
    await waitFor(() => expect(search().get('type')).toBe('Technical'));
    fireEvent.change(screen.getByLabelText('Search questions'), { target: { value: 'accretion dilution' } });
    await waitFor(() => expect(search().get('q')).toBe('accretion dilution'));
    expect(search().get('type')).toBe('Technical');
    await waitFor(() => expect(within(cards()[0]!).getAllByText(/accreti/i).length).toBeGreaterThan(0));
    expect(Number.parseInt(count(), 10)).toBeLessThan(bank.length);
  });

  it('shows the empty state, and Clear filters brings the questions back', async () => {
    renderPage('/question-bank?type=Behavioral&category=LBO');
    await screen.findByText('No questions match', undefined, { timeout: 10_000 });
    expect(count()).toBe('0 questions');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /^Clear filters/ }).at(-1)!);
    await waitFor(() => expect(count()).toBe(`${bank.length} questions`));
    expect(search().toString()).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Search questions'));
  });

  it('shows the best-practice answer of a card on demand', async () => {
    renderPage('/question-bank?category=Accounting');
    await loaded();
    const first = bank.find((q) => q.category === 'Accounting')!;
    await act(async () => fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Study' })));
    // Study opens the whole card in place of the preview (once its code has loaded), on its best-practice answer.
    const heading = await screen.findByRole('heading', { name: 'Best Practice Answer' });
    const card = cards()[0]!;
    expect(card.contains(heading)).toBe(true);
    const opening = first.answer.split('\n')[0]!.replace(/[*_`#]/g, '').slice(0, 40);
    await waitFor(() => expect(card.textContent).toContain(opening));
  });

  it('lists each card closed, and Answer opens it with the answer box focused', async () => {
    renderPage('/question-bank?category=Accounting');
    await loaded();
    const first = bank.find((q) => q.category === 'Accounting')!;
    expect(within(cards()[0]!).getByText(first.question)).toBeTruthy();
    expect(screen.queryByLabelText('Your answer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).toBeNull();

    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Answer' }));
    const box = await within(cards()[0]!).findByLabelText('Your answer');
    expect(document.activeElement).toBe(box);
    expect(within(cards()[0]!).getByRole('button', { name: 'Submit Answer' })).toBeTruthy();
    // Only that card opened.
    expect(screen.getAllByLabelText('Your answer')).toHaveLength(1);
  });

  it('offers a signed-in user "Practice this", which opens the question on /practice-question', async () => {
    signIn();
    renderPage('/question-bank?firm=Goldman+Sachs');
    await loaded();
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
    const question = bank.find((q) => q.firms.includes('Goldman Sachs'))!;
    fireEvent.click(screen.getAllByRole('button', { name: /Practice this/ })[0]!);
    expect(screen.getByTestId('location').textContent).toBe('/practice-question');
    expect(JSON.parse(screen.getByTestId('practice-state').textContent)).toEqual({
      question: {
        id: question.id,
        question: question.question,
        difficulty: question.difficulty,
        category: question.category,
        subcategory: question.subcategory ?? null,
        company: question.firms.join(', '),
        group: question.industryGroups.length > 0 ? question.industryGroups.join(', ') : null,
      },
    });
  });
});
