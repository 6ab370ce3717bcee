/** A labelled form control with its validation message; the control gets `id`, ARIA links included. */
import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

export const controlClass =
  'block h-10 w-full rounded-md border border-border bg-background px-3 text-base aria-[invalid=true]:border-destructive';

/** Renders `label`, the control built by `children(props)` (id `${idPrefix}${name}`) and `error` beneath it. */
export function FormField({
  name,
  label,
  error,
  idPrefix = 'setup-',
  className = controlClass,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  idPrefix?: string;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = `${idPrefix}${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        className,
      })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
