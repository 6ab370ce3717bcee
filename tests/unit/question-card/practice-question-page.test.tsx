import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleQuestion } from '@core/contract/modules';
import type * as apiClient from '@/lib/api-client';
import { generateQuestionFeedback } from '@/lib/api-client';
import { initialAuthState, useAuth } from '@/lib/auth/auth-store';
import { savePracticeResponse } from '@/offline/study';
import { PracticeQuestionPage } from '@/features/practice/practice-question-page';
import { firstSentence } from '@/features/practice/practice-question/first-sentence';
import { readPracticeQuestion } from '@/features/practice/practice-question/practice-question-state';
import { SAVE_MESSAGES } from '@/features/practice/practice-question/use-save-practice';
import { loadLocalCoach } from '@/lib/local-coach';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  generateQuestionFeedback: vi.fn(async () => ({ feedback: '## Strengths\n- Clear' })),
  fetchCapabilities: vi.fn(async () => ({ speechToText: false, textToSpeech: false, llm: false })),
}));
vi.mock('@/offline/study', () => ({ savePracticeResponse: vi.fn(async () => ({})) }));

const moduleQuestion: ModuleQuestion = {
  id: 'dcf-001',
  question: 'Walk me through a DCF. Keep it under two minutes.',
  type: 'Technical',
  company: 'Evercore',
  interview_stage: null,
  office_location: 'Chicago',
  industry: 'TMT',
  difficulty: 'basic',
  category: 'DCF',
};

function renderPage(state: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/practice-question', state }]}>
      <Routes>
        <Route path="/practice-question" element={<PracticeQuestionPage />} />
        <Route path="/practice-room" element={<h1>Practice room</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

// Load the device coach once, in a hook with the database hook timeout, so no test pays for it.
beforeAll(async () => {
  await loadLocalCoach();
});

describe('PracticeQuestionPage', () => {
  beforeEach(() => {
    useAuth.setState({ status: 'authenticated', user: { id: 'user-1', email: 'a@b.co' }, session: null, recovery: false });
    vi.mocked(savePracticeResponse).mockClear();
    vi.mocked(generateQuestionFeedback).mockClear();
  });
  afterEach(() => useAuth.setState(initialAuthState()));

  it('returns to /practice-room when no question is given', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { name: 'Practice room' })).toBeTruthy();
  });

  it('shows the first sentence as the heading and the full question on the card', () => {
    renderPage({ question: moduleQuestion });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Walk me through a DCF.');
    expect(screen.getByRole('article', { name: moduleQuestion.question })).toBeTruthy();
    expect(screen.getByText('Office:').nextElementSibling?.textContent).toBe('Chicago');
    expect(screen.queryByRole('group', { name: /How well/ })).toBeNull();
  });

  it('saves the answer that got feedback, then returns to the practice room', async () => {
    renderPage({ question: moduleQuestion });
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Project free cash flows and discount them at the WACC.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Answer' })));
    await waitFor(() => expect(screen.getByText(SAVE_MESSAGES.saved)).toBeTruthy());
    expect(savePracticeResponse).toHaveBeenCalledTimes(1);
    expect(savePracticeResponse).toHaveBeenCalledWith({
      userId: 'user-1',
      question: moduleQuestion.question,
      response: 'Project free cash flows and discount them at the WACC.',
      questionId: 'dcf-001',
    });
    expect(screen.getByRole('heading', { name: 'Feedback' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Practice Room' }));
    expect(screen.getByRole('heading', { name: 'Practice room' })).toBeTruthy();
  });

  it('saves nothing for an empty answer', async () => {
    renderPage({ question: 'Why investment banking?' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Answer' })));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(savePracticeResponse).not.toHaveBeenCalled();
  });

  it('says so when the device cannot keep the answer, and saves again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(savePracticeResponse).mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    renderPage({ question: moduleQuestion });
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Discount the cash flows.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Answer' })));
    expect(await screen.findByText(SAVE_MESSAGES.failed)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save again' })));
    expect(await screen.findByText(SAVE_MESSAGES.saved)).toBeTruthy();
    expect(savePracticeResponse).toHaveBeenCalledTimes(2);
  });

  it('Exit Practice goes back to /practice-room', () => {
    renderPage({ question: moduleQuestion });
    fireEvent.click(screen.getByRole('button', { name: 'Exit Practice' }));
    expect(screen.getByRole('heading', { name: 'Practice room' })).toBeTruthy();
  });
});

describe('readPracticeQuestion', () => {
  it('reads a module question, a card question or text, and nothing else', () => {
    expect(readPracticeQuestion({ question: moduleQuestion })).toMatchObject({ id: 'dcf-001', location: 'Chicago', group: 'TMT', stage: null });
    expect(readPracticeQuestion({ question: { id: 7, question: ' Why us? ', office_location: 'NYC', difficulty: 'hard' } })).toMatchObject({ id: '7', question: 'Why us?', location: 'NYC', difficulty: null });
    expect(readPracticeQuestion({ question: 'Why banking?' })).toEqual({ id: '', question: 'Why banking?' });
    for (const state of [null, undefined, 'x', {}, { question: '' }, { question: { id: 'a' } }, { question: 3 }]) expect(readPracticeQuestion(state)).toBeNull();
  });
});

describe('firstSentence', () => {
  it.each([
    ['Walk me through a DCF. Keep it short.', 'Walk me through a DCF.'],
    ['What is EBITDA? Why do bankers use it?', 'What is EBITDA?'],
    ['If depreciation goes up by $10.5, what happens? Explain.', 'If depreciation goes up by $10.5, what happens?'],
    ['How do U.S. GAAP and IFRS differ, e.g. on leases? Go.', 'How do U.S. GAAP and IFRS differ, e.g. on leases?'],
    ['Tell me\n  about yourself', 'Tell me about yourself'],
    ['Really?! Yes.', 'Really?!'],
  ])('%s', (text, expected) => expect(firstSentence(text)).toBe(expected));
});
