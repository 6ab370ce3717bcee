/**
 * Ends the interview: sends the whole transcript to POST /api/generate-feedback-from-transcript
 * (the on-device coach writes the report when offline or when the network fails, and the
 * interview is marked coachedOnDevice),
 * keeps the completed interview in sessionStorage and goes to /interview-complete with it in
 * navigation state. `status` is 'idle', 'working' or 'error' (with `error` text).
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { InterviewSetup, ScriptQuestion, TranscriptEntry } from '@core/contract/interview';
import { ROUTES } from '@/config/routes';
import { generateReport } from '@/lib/api-client';
import { loadLocalCoach } from '@/lib/local-coach';
import { serverElseDevice } from '@/lib/network-fallback';
import { newId } from '@/lib/new-id';
import {
  rememberCompletedInterview,
  type InterviewCompleteState,
} from '@/features/interview/completed-interview';

const FAILURE_MESSAGE = 'We could not prepare your feedback report.';

export function useFinishInterview(setup: InterviewSetup | undefined, questions: ScriptQuestion[]) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<'idle' | 'working' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);

  const finish = useCallback(
    async (transcript: TranscriptEntry[]) => {
      const finishedAt = new Date().toISOString();
      setStatus('working');
      setError(null);
      try {
        const { report, coachedOnDevice } = await serverElseDevice(
          async () => ({ report: await generateReport(transcript), coachedOnDevice: false }),
          async () => ({ report: await (await loadLocalCoach()).report(transcript), coachedOnDevice: true }),
        );
        const interview = { id: newId(), setup, questions, transcript, report, takenAt: finishedAt, coachedOnDevice };
        const state: InterviewCompleteState = { interview };
        rememberCompletedInterview(state.interview);
        void navigate(ROUTES.interviewComplete, { state });
      } catch (failure) {
        console.error('generate-feedback-from-transcript failed', failure);
        setError(FAILURE_MESSAGE);
        setStatus('error');
      }
    },
    [navigate, questions, setup],
  );

  return { status, error, finish };
}
