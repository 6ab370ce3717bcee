import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@core/contract/errors';
import { BEST_PRACTICE_FAILED } from '@core/contract/tutor';
import type * as apiClient from '@/lib/api-client';
import { ApiError, generateQuestionFeedback } from '@/lib/api-client';
import { EMPTY_ANSWER_MESSAGES } from '@/lib/empty-answer';
import { QuestionCard, type QuestionCardProps } from '@/components/question-card/question-card';
import { GENERATING_BEST_PRACTICE } from '@/components/question-card/card-back';
import { RECORDING_OFFLINE_NOTE } from '@/components/question-card/record-control';
import { ANSWER_SETS } from '../coach/answers';
import { FakeMediaRecorder, deferred, grantedMicrophone, jsonResponse, mockMicrophone, setOnline } from '../support/browser-fakes';
import { loadLocalCoach } from '@/lib/local-coach';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  generateQuestionFeedback: vi.fn(),
  fetchCapabilities: vi.fn(async () => ({ speechToText: false, textToSpeech: false, llm: false })),
}));
vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: vi.fn(async () => 'test-token'),
  refreshAccessToken: vi.fn(async () => null),
}));

const strong = ANSWER_SETS.find((set) => set.id === 'acc-002')!.strong;
const question = {
  id: 'acc-002',
  question: 'If depreciation goes up by $10, walk me through the impact on the three statements.',
  company: 'Goldman Sachs',
  stage: 'superday',
  location: 'New York',
  group: 'M&A',
  difficulty: 'basic' as const,
};

function renderCard(props: Partial<QuestionCardProps> = {}) {
  const onStudied = vi.fn();
  const onRated = vi.fn();
  const onActivate = vi.fn();
  render(<QuestionCard question={question} onStudied={onStudied} onRated={onRated} onActivate={onActivate} {...props} />);
  return { onStudied, onRated, onActivate, box: () => screen.getByLabelText<HTMLTextAreaElement>('Your answer') };
}

async function typeAndSubmit(box: HTMLTextAreaElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Answer' })));
}

// Load the device coach once, in a hook with the database hook timeout, so no test pays for it.
beforeAll(async () => {
  await loadLocalCoach();
});

describe('QuestionCard', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(generateQuestionFeedback).mockReset();
    vi.mocked(generateQuestionFeedback).mockResolvedValue({ feedback: '## Strengths\n- Clear walk through the statements' });
    setOnline(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setOnline(true);
  });

  it('shows the question, its context lines, difficulty, and the Studied badge with the green highlight', () => {
    render(<QuestionCard question={question} isStudied isActive />);
    const card = screen.getByRole('article', { name: question.question });
    expect(card.className).toContain('min-h-[260px]');
    expect(card.className).toContain('bg-green-50');
    expect(card.className).toContain('ring-2');
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(card.textContent).toContain('Basic');
    expect(screen.getByText('Studied')).toBeTruthy();
    for (const [label, value] of [['Company:', 'Goldman Sachs'], ['Stage:', 'superday'], ['Office:', 'New York'], ['Industry Group:', 'M&A']] as const) {
      expect(screen.getByText(label).nextElementSibling?.textContent).toBe(value);
    }
  });

  it('leaves out missing lines and marks nothing when not studied; a click activates it', () => {
    const { onActivate } = renderCard({ question: { id: 'x', question: 'Why banking?' }, isStudied: false });
    const card = screen.getByRole('article', { name: 'Why banking?' });
    expect(screen.queryByText('Company:')).toBeNull();
    expect(screen.queryByText('Studied')).toBeNull();
    expect(card.className).not.toContain('ring-2');
    fireEvent.click(card);
    expect(onActivate).toHaveBeenCalledTimes(1);
  });

  it('turns a typed answer into feedback, reports the progress once, and rates with a suggestion', async () => {
    const { onStudied, onRated, box } = renderCard();
    await typeAndSubmit(box(), strong);

    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeTruthy();
    expect(screen.getByText('Clear walk through the statements')).toBeTruthy();
    expect(generateQuestionFeedback).toHaveBeenCalledWith({ transcription: strong, currentQuestion: question.question, questionId: 'acc-002', speechMetrics: undefined });
    expect(onStudied).toHaveBeenCalledTimes(1);
    const [id, result] = onStudied.mock.calls[0]!;
    expect(id).toBe('acc-002');
    expect(result.answer).toBe(strong);
    expect(result.coverage).toBeGreaterThanOrEqual(85);

    const easy = screen.getByRole('button', { name: 'Easy' });
    expect(easy.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Suggested from your answer/).textContent).toContain('Easy');
    fireEvent.click(screen.getByRole('button', { name: 'Good' }));
    fireEvent.click(screen.getByRole('button', { name: 'Good' }));
    expect(onRated).toHaveBeenCalledTimes(1);
    expect(onRated).toHaveBeenCalledWith(3, expect.any(Function));
    expect(screen.getByRole('button', { name: 'Good' }).getAttribute('aria-pressed')).toBe('true');
    // The second argument reopens the rating (the session's Undo): the card can be rated again.
    void act(() => onRated.mock.calls[0]![1]());
    expect(screen.getByRole('button', { name: 'Good' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Hard' }));
    expect(onRated).toHaveBeenLastCalledWith(2, expect.any(Function));
  });

  it('submits with Enter in the text box (Shift+Enter does not)', async () => {
    const { onStudied, box } = renderCard();
    fireEvent.change(box(), { target: { value: 'Net income falls by 7.5 and cash rises by 2.5.' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(generateQuestionFeedback).not.toHaveBeenCalled();
    await act(async () => fireEvent.keyDown(box(), { key: 'Enter' }));
    await waitFor(() => expect(onStudied).toHaveBeenCalledTimes(1));
  });

  it('refuses an empty answer, saying there is none yet, and marks nothing', async () => {
    const { onStudied, box } = renderCard();
    await typeAndSubmit(box(), '   ');
    expect((await screen.findByRole('alert')).textContent).toBe(EMPTY_ANSWER_MESSAGES.nothing);
    expect(generateQuestionFeedback).not.toHaveBeenCalled();
    expect(onStudied).not.toHaveBeenCalled();
  });

  it('shows the card wording when feedback fails, keeping the answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(generateQuestionFeedback).mockRejectedValue(new ApiError('boom', 500));
    const { onStudied, box } = renderCard();
    await typeAndSubmit(box(), 'Cash goes up by 2.5.');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.noResponseCard);
    expect(box().value).toBe('Cash goes up by 2.5.');
    expect(onStudied).not.toHaveBeenCalled();
  });

  it('Try Again clears the answer, the feedback and the error and flips to the front', async () => {
    const { box } = renderCard();
    await typeAndSubmit(box(), strong);
    await screen.findByRole('heading', { name: 'Feedback' });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('heading', { name: 'Feedback' })).toBeNull();
    expect(box().value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'View Feedback' })).toBeNull();
  });

  it('Study shows the loading line, then the best-practice answer; Back to Question flips back', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    renderCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Study' })));
    expect(screen.getByRole('heading', { name: 'Best Practice Answer' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(GENERATING_BEST_PRACTICE);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/best-practice-answer');
    expect(JSON.parse(String(init?.body))).toMatchObject({ question: question.question, questionId: 'acc-002', company: 'Goldman Sachs', group: 'M&A' });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer test-token');

    await act(async () => answer.resolve(jsonResponse({ answer: '**Net income** falls by $7.5.' })));
    expect((await screen.findByText('Net income')).tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Question' }));
    expect(screen.getByLabelText('Your answer')).toBeTruthy();
  });

  it('shows the best-practice failure text when the server cannot answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ error: 'provider down' }, 502));
    renderCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Study' })));
    expect((await screen.findByRole('alert')).textContent).toBe(BEST_PRACTICE_FAILED);
  });

  it('says so when the microphone is denied, and the typed answer still works', async () => {
    mockMicrophone(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const { onStudied, box } = renderCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record Answer' })));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.microphoneDenied);
    await typeAndSubmit(box(), 'A typed answer about depreciation.');
    await waitFor(() => expect(onStudied).toHaveBeenCalledTimes(1));
  });

  it('space on the card flips it to the best-practice answer and back', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ answer: 'The bank answer.' }));
    renderCard();
    const card = screen.getByRole('article');
    await act(async () => fireEvent.keyDown(card, { key: ' ' }));
    expect(await screen.findByText('The bank answer.')).toBeTruthy();
    fireEvent.keyDown(card, { key: ' ' });
    expect(screen.getByLabelText('Your answer')).toBeTruthy();
  });
});

describe('QuestionCard offline', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    vi.mocked(generateQuestionFeedback).mockReset();
    setOnline(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setOnline(true);
  });

  it('disables recording with a plain note and gives a typed answer feedback from the offline coach', async () => {
    const { onStudied, box } = renderCard();
    expect((screen.getByRole<HTMLButtonElement>('button', { name: 'Record Answer' })).disabled).toBe(true);
    expect(screen.getByText(RECORDING_OFFLINE_NOTE)).toBeTruthy();

    await typeAndSubmit(box(), strong);
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeTruthy();
    expect(generateQuestionFeedback).not.toHaveBeenCalled();
    expect(onStudied).toHaveBeenCalledTimes(1);
    expect(onStudied.mock.calls[0]?.[1].feedback.length).toBeGreaterThan(50);
    expect(onStudied.mock.calls[0]?.[1].coverage).toBeGreaterThanOrEqual(85);
  });

  it('shows the question bank answer on Study', async () => {
    renderCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Study' })));
    await waitFor(() => expect(screen.queryByText(GENERATING_BEST_PRACTICE)).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('article').textContent).toMatch(/tax/i);
  });
});

describe('QuestionCard recording', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    vi.mocked(generateQuestionFeedback).mockReset();
    vi.mocked(generateQuestionFeedback).mockResolvedValue({ feedback: 'Good answer.' });
    mockMicrophone(grantedMicrophone);
    setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down from 2:00 and submits at zero', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { onStudied, box } = renderCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record Answer' })));
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    fireEvent.change(box(), { target: { value: 'Cash rises by 2.5 because depreciation saves tax.' } });
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer').textContent).toBe('1:00');
    await act(async () => vi.advanceTimersByTime(60_500));
    await waitFor(() => expect(onStudied).toHaveBeenCalledTimes(1));
    expect(onStudied.mock.calls[0]?.[1].answer).toBe('Cash rises by 2.5 because depreciation saves tax.');
  });
});
