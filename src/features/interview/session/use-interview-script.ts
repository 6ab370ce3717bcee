/**
 * The interview's questions: the ones carried in navigation state, else generated from the setup
 * by POST /api/generate-script, or on this device from the question bank when offline (the same
 * core/coach/script.ts the server uses). `status` is 'loading', 'error' (with `error` text) or 'ready';
 * `retry` asks again after an error.
 */
import { useCallback, useEffect, useState } from 'react';
import type { InterviewSetup, ScriptQuestion } from '@core/contract/interview';
import { generateScript } from '@/lib/api-client';
import { loadLocalCoach } from '@/lib/local-coach';
import { serverElseDevice } from '@/lib/network-fallback';

type ScriptState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; questions: ScriptQuestion[] };

const FAILURE_MESSAGE = 'We could not prepare your interview questions.';

export function useInterviewScript(setup: InterviewSetup | undefined, questions: ScriptQuestion[] | undefined) {
  const [state, setState] = useState<ScriptState>(() =>
    questions ? { status: 'ready', questions } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (questions || !setup) return;
    let live = true;
    serverElseDevice(
      () => generateScript(setup),
      async () => (await loadLocalCoach()).script(setup),
    ).then(
      (generated) => live && setState({ status: 'ready', questions: generated }),
      (error: unknown) => {
        console.error('generate-script failed', error);
        if (live) setState({ status: 'error', error: FAILURE_MESSAGE });
      },
    );
    return () => {
      live = false;
    };
  }, [setup, questions, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
