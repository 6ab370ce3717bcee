/**
 * Reads a text aloud when it appears: with the server's voice (base64 mp3 from
 * /api/text-to-speech) when `serverSpeech` is true, else with the browser's speechSynthesis.
 * Never blocks: without voices or speechSynthesis nothing is heard and nothing waits.
 * `serverSpeech` undefined (capabilities still loading) postpones reading. `stop` silences it;
 * `replay` reads the text again.
 */
import { useCallback, useEffect, useRef } from 'react';
import { MESSAGES } from '@core/contract/errors';
import { textToSpeech } from '@/lib/api-client';

/** Speaks `text` with the browser's speech synthesis where it exists; errors are ignored. */
function speakWithBrowser(text: string) {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-US';
    window.speechSynthesis.speak(utterance);
  } catch {
    // No voice available: the question stays on screen.
  }
}

function cancelBrowserSpeech() {
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
}

export function useReadAloud(text: string, serverSpeech: boolean | undefined) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const turnRef = useRef(0);

  const stop = useCallback(() => {
    turnRef.current += 1;
    audioRef.current?.pause();
    audioRef.current = null;
    cancelBrowserSpeech();
  }, []);

  const replay = useCallback(async () => {
    stop();
    const turn = turnRef.current;
    if (serverSpeech) {
      try {
        const audioContent = await textToSpeech(text);
        if (turn !== turnRef.current) return;
        if (audioContent) {
          const audio = new Audio(`data:audio/mpeg;base64,${audioContent}`);
          audioRef.current = audio;
          await audio.play().catch(() => undefined);
          return;
        }
        console.warn(MESSAGES.noAudio);
      } catch (error) {
        if (turn !== turnRef.current) return;
        console.warn('Server text-to-speech failed; using the browser voice', error);
      }
    }
    speakWithBrowser(text);
  }, [serverSpeech, stop, text]);

  useEffect(() => {
    if (serverSpeech === undefined) return;
    void replay();
    return stop;
  }, [replay, serverSpeech, stop]);

  return { replay, stop };
}
