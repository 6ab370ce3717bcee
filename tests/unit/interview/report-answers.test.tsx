/**
 * The feedback report (/interview-complete) lists each answer under its question: the transcript,
 * the candidate's recording to replay while it is still on this device (nothing once it is gone),
 * and a spoken answer's pace, filler words and long pauses; a typed answer shows no delivery.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpeechMetrics } from '@core/contract/interview';
import type { TakenInterview } from '@core/contract/taken-interview';
import { NO_ANSWER } from '@/components/answer-list';
import { db } from '@/offline/db';
import { keepRecording } from '@/offline/recordings';
import { InterviewCompletePage } from '@/features/interview/report/interview-complete-page';

vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => 'access-token',
  refreshAccessToken: async () => null,
}));

const SPOKEN: SpeechMetrics = { wordCount: 75, durationSeconds: 30, wordsPerMinute: 150, fillerWordCount: 3, fillerWords: { um: 2, like: 1 }, longPauses: 1 };

function interviewWith(recordingId: string): TakenInterview {
  return {
    id: '5c3e1a9f-7b2d-4e6c-8a0f-1b3d5e7f9a2c',
    questions: [{ question: 'Walk me through a DCF.' }, { question: 'What is EBITDA?' }, { question: 'Why banking?' }],
    transcript: [
      // Recorded on another device, or removed since: no player.
      { question: 'Walk me through a DCF.', userResponse: 'Project free cash flows and discount them.', speechMetrics: SPOKEN, recordingId: 'gone' },
      { question: 'What is EBITDA?', userResponse: 'Earnings before interest, taxes, depreciation and amortization.', speechMetrics: SPOKEN, recordingId },
      { question: 'Why banking?', userResponse: ' ' },
    ],
    report: { OverallAssessment: { score: 5, overallCritique: 'Mixed.' }, strengths: {}, questionsStruggled: {}, conceptsToStudy: {}, weaknesses: {} },
    takenAt: '2026-05-01T21:40:00.000Z',
  };
}

function renderReport(interview: TakenInterview) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/interview-complete', state: { interview } }]}>
      <Routes>
        <Route path="/interview-complete" element={<InterviewCompletePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await db.recordings.clear();
  Object.assign(URL, { createObjectURL: () => 'blob:replay', revokeObjectURL: () => {} });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('/interview-complete: your answers', () => {
  it('replays a recording still on this device beside its transcript, with the delivery of each spoken answer', async () => {
    const kept = await keepRecording(db, { blob: new Blob(['opus frames'], { type: 'audio/webm' }), mimeType: 'audio/webm', durationSeconds: 30, peakLevel: 0.3 });
    renderReport(interviewWith(kept));

    const answers = screen.getByRole('region', { name: 'Your answers' });
    const second = within(answers).getByRole('listitem', { name: 'Answer 2' });
    expect(within(second).getByText('Earnings before interest, taxes, depreciation and amortization.')).toBeTruthy();
    const player = await within(second).findByLabelText('Your recording of answer 2');
    expect(player.getAttribute('src')).toBe('blob:replay');
    const figure = (term: string) => within(second).getByText(term).nextElementSibling?.textContent;
    expect(figure('Pace')).toBe('150 words per minute');
    expect(figure('Filler words')).toBe('3 (“um” ×2, “like” ×1)');
    expect(figure('Long pauses')).toBe('1');

    // The first answer's recording is gone: its transcript and delivery show, no player.
    const first = within(answers).getByRole('listitem', { name: 'Answer 1' });
    expect(within(first).getByText('Project free cash flows and discount them.')).toBeTruthy();
    expect(within(first).getByText('150 words per minute')).toBeTruthy();
    // Its read was asked for before the second's, which has answered.
    expect(within(first).queryByText('Your recording')).toBeNull();
    expect(within(first).queryByLabelText(/Your recording/)).toBeNull();

    // A typed (here empty) answer: no player, no delivery.
    const third = within(answers).getByRole('listitem', { name: 'Answer 3' });
    expect(within(third).getByText(NO_ANSWER)).toBeTruthy();
    expect(within(third).queryByText('Pace')).toBeNull();
  });
});
