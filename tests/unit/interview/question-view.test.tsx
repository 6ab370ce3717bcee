import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@core/contract/errors';
import { generateQuestionFeedback } from '@/lib/api-client';
import type { SpeechRecognitionLike } from '@/lib/use-speech-recognition';
import { QuestionView } from '@/features/interview/session/question-view';
import { LIVE_TRANSCRIPTION_UNAVAILABLE } from '@/lib/use-timed-answer';
import { FakeMediaRecorder, mockMicrophone } from '../support/browser-fakes';

vi.mock('@/lib/api-client', () => ({
  generateQuestionFeedback: vi.fn(async () => ({ feedback: '## Strengths\n- Clear structure' })),
  textToSpeech: vi.fn(),
}));

/** A SpeechRecognition whose engine is unreachable, like Chrome's without Google's servers. */
class FailingRecognition implements SpeechRecognitionLike {
  static instances: FailingRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  constructor() {
    FailingRecognition.instances.push(this);
  }
  start() {
    queueMicrotask(() => {
      this.onerror?.({ error: 'network' });
      this.onend?.();
    });
  }
  stop() {}
  abort() {}
}

const question = { question: 'Walk me through a DCF.', id: 'dcf-001' };
const capabilities = { speechToText: false, textToSpeech: false, llm: false };

describe('QuestionView', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    vi.stubGlobal('webkitSpeechRecognition', FailingRecognition);
    FailingRecognition.instances = [];
    vi.mocked(generateQuestionFeedback).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lets the text box take over when speech recognition fails', async () => {
    mockMicrophone(async () => ({ getTracks: () => [{ stop() {} }] }));
    const onAnswered = vi.fn();
    render(<QuestionView question={question} number={2} total={5} capabilities={capabilities} onAnswered={onAnswered} />);
    expect(screen.getByText('Question 2 of 5')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Begin Question' })));
    expect(FailingRecognition.instances).toHaveLength(1);
    expect(await screen.findByText(LIVE_TRANSCRIPTION_UNAVAILABLE)).toBeTruthy();
    expect(screen.getByText('Recording')).toBeTruthy();

    const box = screen.getByLabelText('Your answer');
    fireEvent.change(box, { target: { value: 'Project free cash flows and discount them at the WACC.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Response' })));

    await waitFor(() => expect(onAnswered).toHaveBeenCalled());
    expect(generateQuestionFeedback).toHaveBeenCalledWith({
      transcription: 'Project free cash flows and discount them at the WACC.',
      currentQuestion: question.question,
      questionId: 'dcf-001',
      speechMetrics: undefined,
    });
    expect(onAnswered.mock.calls[0]?.[1]).toContain('Clear structure');
  });

  it('keeps the text box as the only input when the microphone is denied', async () => {
    mockMicrophone(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const onAnswered = vi.fn();
    render(<QuestionView question={question} number={1} total={3} capabilities={capabilities} onAnswered={onAnswered} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Begin Question' })));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.microphoneDenied);
    expect(FailingRecognition.instances).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'A typed answer.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Response' })));
    await waitFor(() => expect(onAnswered).toHaveBeenCalled());
  });

  it('refuses an empty answer with the spec message', async () => {
    const onAnswered = vi.fn();
    render(<QuestionView question={question} number={1} total={3} capabilities={capabilities} onAnswered={onAnswered} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Response' })));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.noResponse);
    expect(generateQuestionFeedback).not.toHaveBeenCalled();
    expect(onAnswered).not.toHaveBeenCalled();
  });
});
