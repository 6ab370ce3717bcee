/**
 * The study room's tutor chat panel (spec section 2): 'AI-powered interview coach', the message list
 * (tutor replies through the shared markdown renderer, with their question-bank sources), the typing
 * indicator, the input 'Ask a question about interviews...' with its send button, and the footer
 * note. Send is disabled while the trimmed input is blank or a reply is loading; offline, the panel
 * says plainly that the tutor needs a connection.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_TUTOR_MESSAGE_CHARS, type TutorSource } from '@core/contract/tutor';
import { Button } from '@/components/ui/button';
import { Markdown } from '@/lib/markdown';
import { cn } from '@/lib/utils';
import type { ChatMessage, TutorStatus } from '@/features/study-room/use-tutor-chat';

export const TUTOR_PLACEHOLDER = 'Ask a question about interviews...';
export const TUTOR_FOOTER = 'The tutor is trained on interview best practices and industry standards.';
export const TUTOR_OFFLINE =
  'You are offline. The tutor needs an internet connection: reconnect to ask a question. Your study topics and weaknesses stay available here.';

export interface TutorChatProps {
  messages: ChatMessage[];
  status: TutorStatus;
  error: string | null;
  online: boolean;
  /** The topic or weakness the tutor focuses on, if one was chosen. */
  focusTopic: string | null;
  onSend: (text: string) => void;
  className?: string;
}

function Sources({ sources }: { sources: TutorSource[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-border pt-2 text-xs text-muted-foreground">
      <p className="font-medium">From the question bank:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {sources.map((source) => (
          <li key={source.id}>
            {source.question} <span className="whitespace-nowrap">({source.category})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Message({ message }: { message: ChatMessage }) {
  if (message.role === 'user') {
    return (
      <li className="ml-auto max-w-[85%] rounded-lg bg-brand px-3 py-2 text-brand-foreground" data-role="user">
        <span className="sr-only">You: </span>
        <p className="whitespace-pre-wrap break-words text-sm sm:text-base">{message.content}</p>
      </li>
    );
  }
  if (!message.content) return null;
  return (
    <li className="max-w-[95%] rounded-lg bg-muted px-3 py-2" data-role="assistant" aria-busy={message.streaming || undefined}>
      <span className="sr-only">Tutor: </span>
      <Markdown className="break-words [&>*:first-child]:mt-0 [&>*:last-child]:mb-0">{message.content}</Markdown>
      {message.sources && <Sources sources={message.sources} />}
    </li>
  );
}

function TypingIndicator() {
  return (
    <div role="status" className="flex items-center gap-1 px-1 py-2" data-testid="typing-indicator">
      <span className="sr-only">The tutor is typing…</span>
      {[0, 150, 300].map((delay) => (
        <span key={delay} aria-hidden className="size-2 animate-bounce rounded-full bg-muted-foreground" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </div>
  );
}

export function TutorChat({ messages, status, error, online, focusTopic, onSend, className }: TutorChatProps) {
  const [input, setInput] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const loading = status !== 'idle';
  const canSend = online && !loading && input.trim() !== '';

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, status]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    onSend(input);
    setInput('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <section aria-labelledby="tutor-heading" className={cn('flex min-h-[28rem] flex-col rounded-lg border border-border', className)}>
      <header className="border-b border-border p-4">
        <h2 id="tutor-heading" className="text-lg font-semibold">
          AI Tutor
        </h2>
        <p className="text-sm text-muted-foreground">AI-powered interview coach</p>
        {focusTopic && (
          <p className="mt-1 text-sm">
            <span className="text-muted-foreground">Focus: </span>
            <span className="font-medium">{focusTopic}</span>
          </p>
        )}
      </header>

      <div
        ref={logRef}
        role="log"
        aria-label="Conversation"
        aria-busy={loading}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable log must take keyboard focus to scroll (axe: scrollable-region-focusable)
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {messages.length === 0 && !loading && (
          <p className="text-sm text-muted-foreground">
            Ask anything about investment banking interviews, or choose a study topic or a weakness to go through it with the tutor.
          </p>
        )}
        <ul className="flex flex-col gap-3">
          {messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ul>
        {loading && <TypingIndicator />}
      </div>

      <div aria-live="polite" className="px-4">
        {!online && (
          <p className="mb-2 rounded-md bg-muted p-2 text-sm font-medium" data-testid="tutor-offline">
            {TUTOR_OFFLINE}
          </p>
        )}
        {error && (
          <p role="alert" className="mb-2 text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>

      <form onSubmit={submit} className="flex items-end gap-2 border-t border-border p-3">
        <textarea
          aria-label="Message the tutor"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={TUTOR_PLACEHOLDER}
          disabled={loading || !online}
          maxLength={MAX_TUTOR_MESSAGE_CHARS}
          rows={2}
          className="block min-h-10 flex-1 resize-none rounded-md border border-border bg-background px-3 py-2 text-base disabled:opacity-60"
        />
        <Button type="submit" disabled={!canSend}>
          Send
        </Button>
      </form>
      <p className="px-4 pb-3 text-xs text-muted-foreground">{TUTOR_FOOTER}</p>
    </section>
  );
}
