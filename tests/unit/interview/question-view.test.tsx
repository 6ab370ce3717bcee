import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@core/contract/errors';
import { generateQuestionFeedback } from '@/lib/api-client';
import type { SpeechRecognitionLike } from '@/lib/use-speech-recognition';
import type { TranscriptEntry } from '@core/contract/interview';
import { FeedbackView } from '@/features/interview/session/feedback-view';
import { QuestionView } from '@/features/interview/session/question-view';
import { db } from '@/offline/db';
import { recordingOf } from '@/offline/recordings';
import { EMPTY_ANSWER_MESSAGES } from '@/lib/empty-answer';
import { LIVE_TRANSCRIPTION_UNAVAILABLE } from '@/lib/use-timed-answer';
import { FakeAudioContext, FakeMediaRecorder, grantedMicrophone, mockMicrophone } from '../support/browser-fakes';

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

/** A SpeechRecognition that hears one sentence as soon as it starts. */
class HearingRecognition extends FailingRecognition {
  static heard = 'Um I would project free cash flows and discount them at the WACC.';
  start() {
    queueMicrotask(() => this.onresult?.({ results: { length: 1, 0: { 0: { transcript: HearingRecognition.heard } } } }));
  }
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
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

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

  it('refuses an answer with nothing recorded or typed, without blaming the microphone', async () => {
    const onAnswered = vi.fn();
    render(<QuestionView question={question} number={1} total={3} capabilities={capabilities} onAnswered={onAnswered} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Response' })));
    expect((await screen.findByRole('alert')).textContent).toBe(EMPTY_ANSWER_MESSAGES.nothing);
    expect(generateQuestionFeedback).not.toHaveBeenCalled();
    expect(onAnswered).not.toHaveBeenCalled();
  });

  it('shows the microphone level while recording, and the spec message only for a silent recording', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    FakeAudioContext.level = 0.001;
    mockMicrophone(grantedMicrophone);
    render(<QuestionView question={question} number={1} total={3} capabilities={capabilities} onAnswered={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Begin Question' })));
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Response' })));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.noResponse);
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('keeps the recording for replay beside the answer, with its pace and filler words', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('webkitSpeechRecognition', HearingRecognition);
    FakeAudioContext.level = 0.2;
    mockMicrophone(grantedMicrophone);
    const onAnswered = vi.fn();
    render(<QuestionView question={question} number={1} total={3} capabilities={capabilities} onAnswered={onAnswered} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Begin Question' })));
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Your answer').value).toBe(HearingRecognition.heard));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Response' })));
    await waitFor(() => expect(onAnswered).toHaveBeenCalled());
    const entry = onAnswered.mock.calls[0]![0] as TranscriptEntry;
    expect(entry.speechMetrics).toMatchObject({ wordCount: 13, fillerWords: { um: 1 } });
    expect(entry.speechMetrics?.wordsPerMinute).toBeGreaterThan(0);
    expect(await recordingOf(db, entry.recordingId!)).toBeDefined();

    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: () => 'blob:replay', revokeObjectURL: () => {} });
    render(<FeedbackView number={1} total={3} question={entry.question} answer={entry.userResponse} feedback="Fine." recordingId={entry.recordingId} speechMetrics={entry.speechMetrics} onRedo={vi.fn()} onNext={vi.fn()} busy={false} />);
    expect((await screen.findByLabelText('Your recording')).getAttribute('src')).toBe('blob:replay');
    expect(screen.getByText('Filler words').nextElementSibling?.textContent).toBe('1 (“um” ×1)');
    expect(screen.getByText('Pace').nextElementSibling?.textContent).toMatch(/^\d+ words per minute$/);
  });

  it('says the browser did not transcribe a recording that had sound', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    FakeAudioContext.level = 0.2;
    mockMicrophone(grantedMicrophone);
    render(<QuestionView question={question} number={1} total={3} capabilities={capabilities} onAnswered={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Begin Question' })));
    expect(Number(screen.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Response' })));
    expect((await screen.findByRole('alert')).textContent).toBe(EMPTY_ANSWER_MESSAGES['no-live-transcription']);
  });
});
