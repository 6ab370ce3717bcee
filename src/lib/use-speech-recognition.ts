/**
 * Live transcription with the browser's SpeechRecognition (or webkitSpeechRecognition).
 * `start(onText)` listens and calls `onText` with everything heard so far (final and interim
 * results); `stop` ends listening. `status` is 'idle', 'listening' or 'unavailable': no API in
 * this browser, or an `error` event other than 'no-speech'/'aborted' (Chrome's engine needs
 * Google's servers), after which the caller's text box is the only input.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

interface RecognitionResultList {
  readonly length: number;
  [index: number]: { readonly 0: { readonly transcript: string } };
}

/** The part of the Web Speech API's SpeechRecognition this hook uses. */
export interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  /** Recognise on the device only (Chrome 139 and later); set offline, where the engine's servers cannot be reached. */
  processLocally?: boolean;
  onresult: ((event: { results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => SpeechRecognitionLike;

/** The language the interview's live transcription listens for. */
export const RECOGNITION_LANG = 'en-US';

/** The browser's SpeechRecognition constructor, or undefined where there is none. */
export function getSpeechRecognition(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export type RecognitionStatus = 'idle' | 'listening' | 'unavailable';

export function useSpeechRecognition() {
  const [status, setStatus] = useState<RecognitionStatus>(() => (getSpeechRecognition() ? 'idle' : 'unavailable'));
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);

  const stop = useCallback(() => {
    const recognition = recognitionRef.current;
    recognitionRef.current = null;
    recognition?.stop();
    setStatus((current) => (current === 'listening' ? 'idle' : current));
  }, []);

  const start = useCallback((onText: (text: string) => void) => {
    const Recognition = getSpeechRecognition();
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = RECOGNITION_LANG;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) recognition.processLocally = true;
    recognition.onresult = (event) => {
      const parts: string[] = [];
      for (let i = 0; i < event.results.length; i += 1) parts.push(event.results[i]?.[0]?.transcript.trim() ?? '');
      onText(parts.filter(Boolean).join(' '));
    };
    recognition.onerror = (event) => {
      if (event.error === 'aborted' || event.error === 'no-speech') return;
      recognitionRef.current = null;
      setStatus('unavailable');
    };
    recognition.onend = () => {
      if (recognitionRef.current === recognition) recognitionRef.current = null;
      setStatus((current) => (current === 'listening' ? 'idle' : current));
    };
    recognitionRef.current = recognition;
    try {
      recognition.start();
      setStatus('listening');
    } catch {
      recognitionRef.current = null;
      setStatus('unavailable');
    }
  }, []);

  useEffect(() => () => recognitionRef.current?.abort(), []);

  return { status, start, stop };
}
