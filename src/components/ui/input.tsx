/** Input: a native text input in the design system's look; `aria-invalid` turns its border red. */
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const inputClass =
  'block h-10 w-full max-md:h-11 rounded-md border border-border bg-background px-3 text-base placeholder:text-muted-foreground disabled:opacity-50 aria-[invalid=true]:border-destructive';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClass, className)} {...props} />;
}
