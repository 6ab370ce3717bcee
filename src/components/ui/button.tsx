/**
 * Button: the spec's variants (default, destructive, outline, secondary, ghost, link) and sizes
 * (default, sm, lg, icon). `buttonVariants` gives the same look to links (react-router <Link>).
 */
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex min-w-11 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        default: 'bg-brand text-brand-foreground hover:bg-brand/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-border bg-background hover:bg-muted',
        secondary: 'bg-muted text-foreground hover:bg-muted/70',
        ghost: 'hover:bg-muted',
        link: 'text-brand underline-offset-4 hover:underline',
      },
      size: {
        // Phones and tablets get 44 px touch targets (max-md: below 768 px).
        default: 'h-10 px-4 py-2 max-md:h-11',
        sm: 'h-9 rounded-md px-3 max-md:h-11',
        lg: 'h-11 rounded-md px-8 text-base',
        icon: 'h-10 w-10 max-md:h-11 max-md:w-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/** A native <button> (type "button" unless given) styled by variant and size. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
