/**
 * Toasts one at a time (issue 16): the same calls as sonner's `toast`, `toast.success` and
 * `toast.error`, but a toast waits in a first-in, first-out queue until the one showing has closed
 * (timed out, closed, swiped away, or its action clicked), so two never cover each other or run out unseen behind one
 * another. A message already showing or waiting is not queued twice. The toaster itself is
 * src/app/lazy-toaster.tsx.
 */
import { toast as sonnerToast, type Action, type ExternalToast } from 'sonner';

type Kind = 'message' | 'success' | 'error';

interface Waiting {
  kind: Kind;
  message: string;
  data?: ExternalToast;
}

const queue: Waiting[] = [];

/** True when `action` is sonner's { label, onClick } (not a custom element). */
function isAction(action: ExternalToast['action']): action is Action {
  return typeof action === 'object' && action !== null && 'onClick' in action && 'label' in action;
}
let showing: { id: string | number; message: string } | null = null;

function showNext(): void {
  const next = queue.shift();
  if (!next) {
    showing = null;
    return;
  }
  let id: string | number = '';
  const closed = () => {
    if (showing?.id === id) showNext();
  };
  const action = next.data?.action;
  const data: ExternalToast = {
    ...next.data,
    // sonner closes a toast whose action was clicked without calling onDismiss.
    ...(isAction(action) && {
      action: {
        ...action,
        onClick: (event) => {
          action.onClick(event);
          if (!event.defaultPrevented) closed();
        },
      },
    }),
    onDismiss: (t) => {
      next.data?.onDismiss?.(t);
      closed();
    },
    onAutoClose: (t) => {
      next.data?.onAutoClose?.(t);
      closed();
    },
  };
  id = next.kind === 'message' ? sonnerToast(next.message, data) : sonnerToast[next.kind](next.message, data);
  showing = { id, message: next.message };
}

function enqueue(kind: Kind, message: string, data?: ExternalToast): void {
  if (showing?.message === message || queue.some((waiting) => waiting.message === message)) return;
  queue.push({ kind, message, data });
  if (!showing) showNext();
}

/** Queues a plain toast; `data` takes sonner's options (description, duration, id, ...). */
export const toast = Object.assign((message: string, data?: ExternalToast) => enqueue('message', message, data), {
  /** Queues a success toast. */
  success: (message: string, data?: ExternalToast) => enqueue('success', message, data),
  /** Queues an error toast. */
  error: (message: string, data?: ExternalToast) => enqueue('error', message, data),
});
