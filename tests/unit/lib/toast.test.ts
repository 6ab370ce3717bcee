/** src/lib/toast.ts: one toast at a time, the others wait in order; a message is never queued twice. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExternalToast } from 'sonner';

const shown: { kind: string; message: string; data: ExternalToast }[] = [];
vi.mock('sonner', () => {
  const show = (kind: string) => (message: string, data: ExternalToast) => {
    shown.push({ kind, message, data });
    return shown.length;
  };
  return { toast: Object.assign(show('message'), { success: show('success'), error: show('error') }) };
});

beforeEach(() => {
  shown.length = 0;
  vi.resetModules();
});

describe('toast queue', () => {
  it('shows the next toast only after the one showing closes, in order', async () => {
    const { toast } = await import('@/lib/toast');
    toast('Greenshoe is ready to work offline.');
    toast.error('Missing Information', { description: 'Please fill in all fields.' });
    toast.success('Saved');
    expect(shown.map((t) => t.message)).toEqual(['Greenshoe is ready to work offline.']);

    shown[0]!.data.onAutoClose?.({ id: 1 });
    expect(shown.map((t) => [t.kind, t.message])).toEqual([
      ['message', 'Greenshoe is ready to work offline.'],
      ['error', 'Missing Information'],
    ]);
    expect(shown[1]!.data.description).toBe('Please fill in all fields.');

    shown[1]!.data.onDismiss?.({ id: 2 });
    expect(shown.at(-1)).toMatchObject({ kind: 'success', message: 'Saved' });
  });

  it('keeps the caller’s own close handlers and drops a repeat of a message already waiting', async () => {
    const { toast } = await import('@/lib/toast');
    const onAutoClose = vi.fn();
    toast('First', { onAutoClose });
    toast('Second');
    toast('Second');
    toast('First');
    shown[0]!.data.onAutoClose?.({ id: 1 });
    expect(onAutoClose).toHaveBeenCalledOnce();
    shown[1]!.data.onAutoClose?.({ id: 2 });
    expect(shown.map((t) => t.message)).toEqual(['First', 'Second']);
  });

  it('shows the next toast once the showing one’s action was clicked (sonner then closes it silently)', async () => {
    const { toast } = await import('@/lib/toast');
    const onClick = vi.fn();
    toast('Rated Good', { action: { label: 'Undo', onClick } });
    toast('Rating undone');
    expect(shown.map((t) => t.message)).toEqual(['Rated Good']);
    const action = shown[0]!.data.action as unknown as { onClick: (event: { defaultPrevented: boolean }) => void };
    action.onClick({ defaultPrevented: false });
    expect(onClick).toHaveBeenCalledOnce();
    expect(shown.map((t) => t.message)).toEqual(['Rated Good', 'Rating undone']);
  });
});
