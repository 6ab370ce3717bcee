/**
 * /question-bank when a card's code cannot be loaded (offline, not on the device yet): the card
 * says so with Try again while the list and the search stay, and Try again loads the card.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as questionCardModule from '@/components/question-card/question-card';
import type * as apiClient from '@/lib/api-client';
import { loadBankSummaries } from '@/lib/device-bank';
import { PAGE_SIZE } from '@/features/question-bank/bank-results';
import { CARD_UNAVAILABLE_MESSAGE } from '@/features/question-bank/bank-result-card';
import { QuestionBankPage } from '@/features/question-bank/question-bank-page';

/** The card's chunk: its first import fails as a browser's does offline. */
const chunk = vi.hoisted(() => ({ imports: 0 }));
vi.mock('@/components/question-card/question-card', async (importOriginal) => {
  chunk.imports += 1;
  if (chunk.imports === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/question-card.js');
  return importOriginal<typeof questionCardModule>();
});
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  fetchCapabilities: vi.fn(async () => ({ speechToText: false, textToSpeech: false, llm: false })),
}));
vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: vi.fn(async () => null),
  refreshAccessToken: vi.fn(async () => null),
}));

const cards = () => screen.queryAllByRole('article');

describe('a bank card whose code cannot be loaded', { timeout: 20_000 }, () => {
  // The bank's chunks are transformed on first import, slow on a loaded machine.
  beforeAll(() => loadBankSummaries(), 60_000);

  it('says so on the card, keeps the list and the search, and Try again opens the card', async () => {
    render(
      <MemoryRouter initialEntries={['/question-bank']}>
        <QuestionBankPage />
      </MemoryRouter>,
    );
    await screen.findByRole('list', { name: 'Questions' }, { timeout: 10_000 });
    const first = cards()[0]!;

    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Answer' })));
    const alert = await within(cards()[0]!).findByRole('alert');
    expect(alert.textContent).toBe(CARD_UNAVAILABLE_MESSAGE);
    expect(cards()).toHaveLength(PAGE_SIZE);
    expect(screen.getByLabelText('Search questions')).toBeTruthy();
    expect(screen.queryByText('Not available offline yet')).toBeNull();

    await act(async () => fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Try again' })));
    // The opened card takes the preview's place: look it up again once there.
    const box = await screen.findByLabelText('Your answer', undefined, { timeout: 10_000 });
    expect(cards()[0]!.contains(box)).toBe(true);
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chunk.imports).toBe(2);
  });
});
