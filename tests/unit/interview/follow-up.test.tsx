/**
 * The interviewer's follow-up question (beyond the spec): the feedback view offers 'Answer the
 * follow-up' when the feedback carries one and the 'Follow-up questions' setting is on (the
 * default, remembered in localStorage); answering it is one extra turn through the same answer
 * flow, and its question and answer join the transcript right after the question they follow.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { FeedbackRequest } from '@core/contract/interview';
import { generateQuestionFeedback, generateReport } from '@/lib/api-client';
import { STORAGE_KEY_FOLLOW_UPS } from '@/features/interview/session/follow-up-setting';
import { InterviewRunner } from '@/features/interview/session/interview-runner';
import { FollowUpToggle } from '@/features/interview/session/follow-up-toggle';

const FOLLOW_UP = 'How would your answer change if the tax rate were 40%?';

vi.mock('@/lib/api-client', () => ({
  fetchCapabilities: vi.fn(async () => ({ speechToText: false, textToSpeech: false, llm: false })),
  textToSpeech: vi.fn(),
  generateQuestionFeedback: vi.fn(async (request: FeedbackRequest) =>
    request.currentQuestion === 'Walk me through a DCF.' ? { feedback: 'Missed the tax shield.', followUp: FOLLOW_UP } : { feedback: 'Better.' },
  ),
  generateReport: vi.fn(async () => {
    throw new Error('stop here');
  }),
}));

const questions = [{ question: 'Walk me through a DCF.', id: 'dcf-001' }, { question: 'What is WACC?', id: 'val-002' }];

async function answer(text: string) {
  fireEvent.change(await screen.findByLabelText('Your answer'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit Response' }));
  await screen.findByRole('region', { name: 'Feedback' });
}

function renderRunner() {
  return render(
    <MemoryRouter>
      <FollowUpToggle />
      <InterviewRunner questions={questions} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(generateQuestionFeedback).mockClear();
  vi.mocked(generateReport).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('follow-up questions', () => {
  it('offers the follow-up, answers it as one extra turn, and keeps it in the transcript', async () => {
    renderRunner();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Follow-up questions' }).checked).toBe(true);
    await answer('Project cash flows and discount them.');
    expect(screen.getByText(FOLLOW_UP)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Answer the follow-up' }));
    expect(await screen.findByText('Follow-up to question 1 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: FOLLOW_UP })).toBeTruthy();
    await answer('The tax shield on interest would be worth more.');
    expect(vi.mocked(generateQuestionFeedback).mock.calls[1]![0]).toMatchObject({ currentQuestion: FOLLOW_UP, questionId: undefined });
    expect(screen.getByText('Better.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer the follow-up' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByText('Question 2 of 2')).toBeTruthy();
    await answer('The blended cost of capital.');
    fireEvent.click(screen.getByRole('button', { name: 'Finish Interview' }));
    await waitFor(() => expect(generateReport).toHaveBeenCalled());
    const transcript = vi.mocked(generateReport).mock.calls[0]![0];
    expect(transcript.map((entry) => [entry.question, entry.userResponse])).toEqual([
      ['Walk me through a DCF.', 'Project cash flows and discount them.'],
      [FOLLOW_UP, 'The tax shield on interest would be worth more.'],
      ['What is WACC?', 'The blended cost of capital.'],
    ]);
  });

  it('Redo Question on the follow-up’s feedback asks the follow-up again; Redo on the question drops both', async () => {
    renderRunner();
    await answer('First try.');
    fireEvent.click(screen.getByRole('button', { name: 'Answer the follow-up' }));
    await answer('A follow-up answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Redo Question' }));
    expect(await screen.findByText('Follow-up to question 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip the follow-up' }));
    expect(await screen.findByText('Question 2 of 2')).toBeTruthy();
    await answer('WACC answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Finish Interview' }));
    await waitFor(() => expect(generateReport).toHaveBeenCalled());
    const transcript = vi.mocked(generateReport).mock.calls[0]![0];
    expect(transcript.map((entry) => entry.userResponse)).toEqual(['First try.', 'WACC answer.']);
  });

  it('with the setting off (remembered), no follow-up is offered', async () => {
    renderRunner();
    fireEvent.click(screen.getByRole('switch', { name: 'Follow-up questions' }));
    expect(localStorage.getItem(STORAGE_KEY_FOLLOW_UPS)).toBe('off');
    await answer('Project cash flows and discount them.');
    expect(screen.queryByText(FOLLOW_UP)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Answer the follow-up' })).toBeNull();
  });
});
