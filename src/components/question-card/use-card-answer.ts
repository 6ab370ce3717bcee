/**
 * The question card's state (spec section 4, Question card recording): idle → recording (the
 * 120-second countdown, auto-submit at zero) → analysing → feedback. The front face holds the
 * question and the answer; the back face shows the feedback or the best-practice answer.
 * 'Try Again' clears the answer, feedback and error and flips to the front; Study loads the
 * best-practice answer (once) and flips; Back to Question flips back. onStudied is called once for
 * each answer that got feedback (never for an empty one).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@core/contract/errors';
import type { ReviewRating } from '@core/flashcards/ratings';
import { RECORDING_UNSUPPORTED, useTimedAnswer } from '@/lib/use-timed-answer';
import { analyseAnswer, fetchBestPractice } from '@/components/question-card/card-services';
import type { CardQuestion, StudiedResult } from '@/components/question-card/types';

export type CardPhase = 'idle' | 'recording' | 'analysing' | 'feedback';
export type CardFace = 'front' | 'back';
export type BackView = 'feedback' | 'best-practice';
export type BestPracticeState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; answer: string };

export interface CardAnswerOptions {
  question: CardQuestion;
  /** True when the server offers speech-to-text. */
  serverTranscription: boolean;
  /** False offline: recording is disabled, typed answers go to the offline coach. */
  online: boolean;
  onStudied?: (questionId: string, result: StudiedResult) => void;
  /** The chosen rating; `reopen` clears it so the card can be rated again (after an undo). */
  onRated?: (rating: ReviewRating, reopen: () => void) => void;
}

export function useCardAnswer({ question, serverTranscription, online, onStudied, onRated }: CardAnswerOptions) {
  const [phase, setPhase] = useState<CardPhase>('idle');
  const [face, setFace] = useState<CardFace>('front');
  const [backView, setBackView] = useState<BackView>('feedback');
  const [result, setResult] = useState<StudiedResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [bestPractice, setBestPractice] = useState<BestPracticeState>({ status: 'idle' });
  const [rating, setRating] = useState<ReviewRating | null>(null);
  const { text, textRef, updateText, recording, level, remaining, startCountdown, startRecordingAnswer, stopAnswer, setExpireHandler, transcriptionNotice } =
    useTimedAnswer(serverTranscription);
  const busyRef = useRef(false);
  const bestPracticeRef = useRef<BestPracticeState['status']>('idle');
  const callbacksRef = useRef({ onStudied, onRated });

  useEffect(() => {
    callbacksRef.current = { onStudied, onRated };
  }, [onStudied, onRated]);

  const submit = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    const audio = await stopAnswer();
    setPhase('analysing');
    setError(null);
    const outcome = await analyseAnswer({ question, typed: textRef.current, recording: audio, serverTranscription, onProgress: setProgress });
    setProgress(null);
    busyRef.current = false;
    if (!outcome.ok) {
      if (outcome.answer) updateText(outcome.answer);
      setError(outcome.error);
      setPhase('idle');
      return;
    }
    const studied: StudiedResult = { coverage: outcome.coverage, answer: outcome.answer, feedback: outcome.feedback };
    updateText(outcome.answer);
    setResult(studied);
    setRating(null);
    setPhase('feedback');
    setBackView('feedback');
    setFace('back');
    callbacksRef.current.onStudied?.(question.id, studied);
  }, [question, serverTranscription, stopAnswer, textRef, updateText]);

  useEffect(() => setExpireHandler(() => void submit()), [setExpireHandler, submit]);

  const begin = useCallback(async () => {
    if (busyRef.current || !online) return;
    busyRef.current = true;
    setError(null);
    const started = await startRecordingAnswer();
    busyRef.current = false;
    if (started === 'denied') return setError(MESSAGES.microphoneDenied);
    if (started === 'unsupported') return setError(RECORDING_UNSUPPORTED);
    startCountdown();
    setPhase('recording');
  }, [online, startCountdown, startRecordingAnswer]);

  const tryAgain = useCallback(() => {
    if (busyRef.current) return;
    void stopAnswer();
    updateText('');
    setResult(null);
    setError(null);
    setRating(null);
    setPhase('idle');
    setFace('front');
  }, [stopAnswer, updateText]);

  const study = useCallback(async () => {
    setBackView('best-practice');
    setFace('back');
    if (bestPracticeRef.current === 'loading' || bestPracticeRef.current === 'ready') return;
    bestPracticeRef.current = 'loading';
    setBestPractice({ status: 'loading' });
    try {
      const answer = await fetchBestPractice(question);
      bestPracticeRef.current = 'ready';
      setBestPractice({ status: 'ready', answer });
    } catch (failure) {
      console.error('best-practice answer failed', failure);
      bestPracticeRef.current = 'error';
      setBestPractice({ status: 'error' });
    }
  }, [question]);

  const backToQuestion = useCallback(() => setFace('front'), []);

  const showFeedback = useCallback(() => {
    setBackView('feedback');
    setFace('back');
  }, []);

  /** Space on the card: front → the feedback if there is one, else the best-practice answer; back → front. */
  const flip = useCallback(() => {
    if (phase === 'recording' || phase === 'analysing') return;
    if (face === 'back') return setFace('front');
    if (result) return showFeedback();
    void study();
  }, [face, phase, result, showFeedback, study]);

  const rate = useCallback(
    (value: ReviewRating) => {
      if (rating !== null || !result) return;
      setRating(value);
      callbacksRef.current.onRated?.(value, () => setRating(null));
    },
    [rating, result],
  );

  const notice = transcriptionNotice(phase === 'recording');

  return {
    text,
    setText: updateText,
    phase,
    face,
    backView,
    result,
    error,
    notice,
    progress,
    remaining,
    recording,
    level,
    bestPractice,
    rating,
    begin,
    submit,
    tryAgain,
    study,
    backToQuestion,
    showFeedback,
    flip,
    rate,
  };
}

export type CardAnswer = ReturnType<typeof useCardAnswer>;
