/**
 * Labelled inputs of the auth forms, each with its validation message linked by aria-describedby
 * and announced politely. PasswordField adds a show/hide toggle.
 */
import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type FieldProps = Omit<ComponentProps<'input'>, 'id'> & { id: string; label: string; error?: string; hint?: string };

/** The ids the input's aria-describedby lists: its hint, then its error. */
function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="text-sm text-muted-foreground">
      {hint}
    </p>
  ) : null;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-sm text-destructive">
      {error}
    </p>
  );
}

export function TextField({ id, label, error, hint, ...props }: FieldProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, hint, error)} {...props} />
      <FieldHint id={id} hint={hint} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function PasswordField({ id, label, error, hint, ...props }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          className="pr-16"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, hint, error)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className="absolute inset-y-1 right-1 rounded px-2 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
