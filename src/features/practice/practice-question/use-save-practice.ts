/**
 * Saving a single-question practice answer (spec: Practice response) once it got feedback: kept on
 * this device with its outbox entry (src/offline/study.ts), sent by the sync engine as
 * POST /api/store-practice-question when online. `status` is 'idle', 'saving', 'saved' or 'error'.
 */
import { useCallback, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-store';
import { savePracticeResponse } from '@/offline/study';
import type { CardQuestion } from '@/components/question-card/types';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export const SAVE_MESSAGES = {
  saving: 'Saving your answer...',
  saved: 'Your answer is saved.',
  savedOffline: 'Your answer is saved on this device and will upload when you are back online.',
  failed: 'Your answer could not be saved on this device. Please try again.',
  signedOut: 'Sign in to save your practice answers.',
} as const;

export function useSavePractice(question: CardQuestion) {
  const userId = useAuth((state) => state.user?.id ?? null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [lastAnswer, setLastAnswer] = useState<string | null>(null);

  const save = useCallback(
    async (answer: string) => {
      setLastAnswer(answer);
      if (!userId) {
        setStatus('error');
        setMessage(SAVE_MESSAGES.signedOut);
        return;
      }
      setStatus('saving');
      setMessage(SAVE_MESSAGES.saving);
      try {
        await savePracticeResponse({ userId, question: question.question, response: answer, questionId: question.id || undefined });
        setStatus('saved');
        setMessage(navigator.onLine === false ? SAVE_MESSAGES.savedOffline : SAVE_MESSAGES.saved);
      } catch (error) {
        console.error('practice answer not saved', error);
        setStatus('error');
        setMessage(SAVE_MESSAGES.failed);
      }
    },
    [question, userId],
  );

  const retry = useCallback(() => {
    if (lastAnswer) void save(lastAnswer);
  }, [lastAnswer, save]);

  return { status, message, save, retry, canRetry: status === 'error' && Boolean(userId) && lastAnswer !== null };
}
