/**
 * Dialog (radix): focus trapped inside, Escape and the overlay close it, focus returns to the
 * trigger. `side="left"` makes it a drawer sliding from the left edge (the phone sidebar).
 */
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const contentVariants = cva('fixed z-50 border-border bg-background text-foreground shadow-lg focus:outline-none', {
  variants: {
    side: {
      center: 'left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border p-6',
      left: 'inset-y-0 left-0 flex h-dvh w-72 max-w-[85vw] flex-col border-r',
    },
  },
  defaultVariants: { side: 'center' },
});

/** The dialog's panel, with its overlay, rendered in a portal. */
export function DialogContent({
  className,
  side,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & VariantProps<typeof contentVariants>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content className={cn(contentVariants({ side }), className)} {...props} />
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
