/**
 * /question-bank while the bank loads in two steps: the questions are listed from the summaries
 * before the search index has loaded; a search typed meanwhile waits for it and then finds
 * questions whose cards were not on the first page.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadQuestionBank } from '@core/bank/load';
import type * as bankIndex from '@/lib/device-bank';
import type { DeviceBank } from '@/lib/device-bank';
import { PAGE_SIZE } from '@/features/question-bank/bank-results';
import { QuestionBankPage } from '@/features/question-bank/question-bank-page';

/** The search index's load, held until the test lets it finish. */
const searchIndex = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
});

vi.mock('@/lib/device-bank', async (importOriginal) => {
  const actual = await importOriginal<typeof bankIndex>();
  return {
    ...actual,
    loadBankIndex: async (): Promise<DeviceBank> => {
      await searchIndex.released;
      return actual.loadBankIndex();
    },
  };
});

const bank = loadQuestionBank();
const cards = () => screen.queryAllByRole('article');

describe('QuestionBankPage while the search index loads', { timeout: 20_000 }, () => {
  it('lists the questions at once, and a search waits for the index, then finds a question from past the first page', async () => {
    render(
      <MemoryRouter initialEntries={['/question-bank']}>
        <QuestionBankPage />
      </MemoryRouter>,
    );
    await screen.findByRole('list', { name: 'Questions' }, { timeout: 10_000 });
    expect(cards()).toHaveLength(PAGE_SIZE);
    expect(within(cards()[0]!).getByText(bank[0]!.question)).toBeTruthy();

    const wanted = bank.at(-1)!;
    expect(bank.indexOf(wanted)).toBeGreaterThanOrEqual(PAGE_SIZE);
    fireEvent.change(screen.getByLabelText('Search questions'), { target: { value: wanted.question } });
    expect(await screen.findByText('Loading the search…')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Questions' })).toBeNull();

    searchIndex.release();
    await waitFor(() => expect(within(cards()[0]!).getByText(wanted.question)).toBeTruthy(), { timeout: 10_000 });
    expect(screen.queryByText('Loading the search…')).toBeNull();
  });
});
