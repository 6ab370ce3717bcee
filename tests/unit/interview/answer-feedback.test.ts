/**
 * The shared answer pipeline (src/lib/answer-feedback.ts): the server's feedback online, the
 * on-device coach offline, and an empty answer that says why it is empty.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { generateQuestionFeedback } from '@/lib/api-client';
import { answerFeedback, type AnswerRequest } from '@/lib/answer-feedback';
import { SILENCE_LEVEL } from '@/lib/microphone-check';
import type { Recording } from '@/lib/use-recorder';
import { transcribeRecording } from '@/lib/speech-to-text';
import { setOnline } from '../support/browser-fakes';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  generateQuestionFeedback: vi.fn(),
}));
vi.mock('@/lib/speech-to-text', () => ({ transcribeRecording: vi.fn() }));
vi.mock('@/lib/local-coach', () => ({
  loadLocalCoach: async () => ({ review: (_question: string, answer: string) => ({ feedback: `On device: ${answer}`, coverage: 50 }) }),
}));

const request: AnswerRequest = {
  questionText: 'Walk me through a DCF.',
  questionId: 'val-001',
  typed: '  Project free cash flows and discount them.  ',
  recording: null,
  serverTranscription: false,
};

beforeEach(() => {
  vi.mocked(generateQuestionFeedback).mockReset();
  vi.mocked(transcribeRecording).mockReset();
});
afterEach(() => setOnline(true));

describe('answerFeedback', () => {
  it('online: the server feedback and its follow-up question', async () => {
    vi.mocked(generateQuestionFeedback).mockResolvedValue({ feedback: 'Server says well done.', followUp: ' Why WACC? ' });
    await expect(answerFeedback(request)).resolves.toEqual({
      ok: true,
      answer: 'Project free cash flows and discount them.',
      feedback: 'Server says well done.',
      followUp: 'Why WACC?',
      speechMetrics: undefined,
      onDevice: false,
    });
  });

  it('offline: the device coach, without calling the server', async () => {
    setOnline(false);
    const outcome = await answerFeedback(request);
    expect(outcome).toMatchObject({ ok: true, feedback: 'On device: Project free cash flows and discount them.', onDevice: true });
    expect(generateQuestionFeedback).not.toHaveBeenCalled();
  });
});

describe('an empty answer says why it is empty', () => {
  const recorded = (peakLevel: number | undefined): Recording => ({
    blob: new Blob(['audio'], { type: 'audio/webm' }),
    mimeType: 'audio/webm',
    durationSeconds: 4,
    ...(peakLevel === undefined ? {} : { peakLevel }),
  });
  const empty = (overrides: Partial<AnswerRequest>) => answerFeedback({ ...request, typed: '  ', ...overrides });

  it('silent: the recording stayed below the silence level (and is not sent to be transcribed)', async () => {
    await expect(empty({ recording: recorded(SILENCE_LEVEL / 2), serverTranscription: true })).resolves.toEqual({ ok: false, reason: 'empty', why: 'silent' });
    expect(transcribeRecording).not.toHaveBeenCalled();
  });

  it('no live transcription: sound was recorded but the browser gave no text', async () => {
    await expect(empty({ recording: recorded(0.2) })).resolves.toMatchObject({ why: 'no-live-transcription' });
    // A level that could not be measured is not taken for silence.
    await expect(empty({ recording: recorded(undefined) })).resolves.toMatchObject({ why: 'no-live-transcription' });
  });

  it('offline: sound was recorded offline and the browser gave no text', async () => {
    setOnline(false);
    await expect(empty({ recording: recorded(0.2), serverTranscription: true })).resolves.toMatchObject({ why: 'offline' });
  });

  it('transcription failed: the server could not transcribe the recording', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(transcribeRecording).mockRejectedValue(new Error('provider down'));
    await expect(empty({ recording: recorded(0.2), serverTranscription: true })).resolves.toMatchObject({ why: 'transcription-failed' });
  });

  it('unrecognised: the server transcribed sound into no words', async () => {
    vi.mocked(transcribeRecording).mockResolvedValue({ transcription: ' ', speechMetrics: { wordCount: 0, durationSeconds: 4, wordsPerMinute: 0, fillerWordCount: 0, fillerWords: {}, longPauses: 0 } });
    await expect(empty({ recording: recorded(0.2), serverTranscription: true })).resolves.toMatchObject({ why: 'unrecognised' });
  });

  it('denied or nothing: no recording at all', async () => {
    await expect(empty({ microphoneDenied: true })).resolves.toMatchObject({ why: 'denied' });
    await expect(empty({})).resolves.toMatchObject({ why: 'nothing' });
  });
});
