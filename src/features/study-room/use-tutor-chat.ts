/**
 * The tutor conversation (spec sections 4 and 5): it starts with the hidden system message; `send`
 * adds the user's message and streams the tutor's reply into the list token by token, the `done`
 * event replacing the streamed text with the whole reply and its sources. Blank messages, and any
 * message while a reply is loading, are ignored. A failed reply is logged, the loading state ends,
 * the unfinished reply is dropped and `error` holds a short note for the user.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MAX_TUTOR_MESSAGES,
  MAX_TUTOR_MESSAGE_CHARS,
  TUTOR_FAILED,
  TUTOR_SYSTEM_PROMPT,
  type TutorMessage,
  type TutorSource,
} from '@core/contract/tutor';
import { getAccessToken } from '@/lib/auth/auth-session';
import { newId } from '@/lib/new-id';
import { streamTutorReply, TutorReplyError } from '@/features/study-room/tutor-stream';

/** One message shown in the chat (the system message is kept apart and never shown). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  /** Plain text (user) or markdown (tutor). */
  content: string;
  /** Question-bank entries the reply drew on, once it is complete. */
  sources?: TutorSource[];
  /** True while the reply is still streaming in. */
  streaming?: boolean;
}

/** 'waiting': sent, no text yet; 'streaming': text arriving; 'idle': ready for a message. */
export type TutorStatus = 'idle' | 'waiting' | 'streaming';

const SYSTEM_MESSAGE: TutorMessage = { role: 'system', content: TUTOR_SYSTEM_PROMPT };

/** The request's messages: the system message, then the newest history that fits the limits. */
export function requestMessages(history: readonly ChatMessage[]): TutorMessage[] {
  const recent = history
    .filter((m) => m.content.trim() !== '')
    .slice(-(MAX_TUTOR_MESSAGES - 1))
    .map((m): TutorMessage => ({ role: m.role, content: m.content.slice(0, MAX_TUTOR_MESSAGE_CHARS) }));
  return [SYSTEM_MESSAGE, ...recent];
}

export function useTutorChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<TutorStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(false);
  const messagesRef = useRef<ChatMessage[]>([]);
  const controllerRef = useRef<AbortController | null>(null);
  const abortTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  const update = useCallback((change: (previous: ChatMessage[]) => ChatMessage[]) => {
    messagesRef.current = change(messagesRef.current);
    setMessages(messagesRef.current);
  }, []);

  // Leaving the page stops the reply. Deferred, so StrictMode's mount check does not cancel it.
  useEffect(() => {
    if (abortTimerRef.current) clearTimeout(abortTimerRef.current);
    return () => {
      abortTimerRef.current = setTimeout(() => controllerRef.current?.abort(), 0);
    };
  }, []);

  /** Sends `text` (with the study `focus`, if any); ignored when blank or while a reply loads. */
  const send = useCallback(
    async (text: string, focus?: string) => {
      const content = text.trim();
      if (!content || busyRef.current) return;
      busyRef.current = true;
      const controller = new AbortController();
      controllerRef.current = controller;
      const user: ChatMessage = { id: newId(), role: 'user', content: content.slice(0, MAX_TUTOR_MESSAGE_CHARS) };
      const reply: ChatMessage = { id: newId(), role: 'assistant', content: '', streaming: true };
      const history = [...messagesRef.current, user];
      update(() => [...history, reply]);
      setError(null);
      setStatus('waiting');
      const patchReply = (patch: (m: ChatMessage) => ChatMessage) => update((list) => list.map((m) => (m.id === reply.id ? patch(m) : m)));
      try {
        const accessToken = await getAccessToken().catch(() => null);
        const done = await streamTutorReply(
          { messages: requestMessages(history), ...(focus ? { focus } : {}) },
          {
            accessToken,
            signal: controller.signal,
            onDelta: (delta) => {
              setStatus('streaming');
              patchReply((m) => ({ ...m, content: m.content + delta }));
            },
          },
        );
        patchReply((m) => ({ ...m, content: done.response, sources: done.sources, streaming: false }));
      } catch (failure) {
        if (controller.signal.aborted) return;
        console.error('Tutor reply failed:', failure);
        update((list) => list.filter((m) => m.id !== reply.id));
        setError(failure instanceof TutorReplyError ? failure.message : TUTOR_FAILED);
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        busyRef.current = false;
        setStatus('idle');
      }
    },
    [update],
  );

  return { messages, status, loading: status !== 'idle', error, send };
}
