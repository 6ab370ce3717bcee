/** The frame of every auth page: a centred card with a title, an optional subtitle and a footer. */
import type { ReactNode } from 'react';

export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-sm space-y-6 py-4 sm:py-10">
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {subtitle && <p className="text-muted-foreground">{subtitle}</p>}
      </div>
      {children}
      {footer && <div className="space-y-2 text-center text-sm text-muted-foreground">{footer}</div>}
    </section>
  );
}

/** A form-level message (an auth failure), announced as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive">
      {message && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
