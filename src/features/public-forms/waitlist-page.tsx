/**
 * /waitlist (spec sections 2, 4, 5 and 8); once the launch day has passed (content/site/launch.ts) the
 * same form is a product-news sign-up, in its own words (src/lib/launch-copy.ts). Name, email (an e-mail input) and school, all required
 * ('Missing Information' / 'Please fill in all fields.'); 'Joining waitlist...' while sending; then
 * the success screen with 'Success!' / "You've been added to our waitlist.". A failure toasts
 * 'Error' / 'Something went wrong. Please try again.'. Offline the sign-up waits in the outbox:
 * "We'll send this when you're back online", and the success screen says it is saved.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { PUBLIC_FORM_MESSAGES as M } from '@core/contract/public-form-messages';
import { Button, buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { HoneypotField, TextField } from '@/features/public-forms/form-parts';
import { launchCopy } from '@/lib/launch-copy';
import { useLaunched } from '@/lib/use-launched';
import { submitErrorText } from '@/features/public-forms/submit-error';
import { submitWaitlist } from '@/offline/public-forms';

const EMPTY = { name: '', email: '', school: '' };
type Field = keyof typeof EMPTY;

/** True when any field is blank (after trimming). */
export function waitlistMissing(values: Record<Field, string>): boolean {
  return Object.values(values).some((value) => value.trim() === '');
}

function SuccessScreen({ queued, onAgain }: { queued: boolean; onAgain: () => void }) {
  const copy = launchCopy(useLaunched());
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="waitlist-done" className="space-y-4 text-center">
      <p aria-hidden="true" className="text-5xl">
        🎉
      </p>
      <h1 id="waitlist-done" ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
        {queued ? 'Almost there!' : "You're on the list!"}
      </h1>
      <p className="text-muted-foreground">
        {queued
          ? 'Your sign-up is saved on this device and will be sent as soon as you are back online.'
          : copy.waitlistDone}
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={ROUTES.home} className={buttonVariants()}>
          Back to home
        </Link>
        <Button variant="outline" onClick={onAgain}>
          Add another person
        </Button>
      </div>
    </section>
  );
}

export function WaitlistPage() {
  const copy = launchCopy(useLaunched());
  const [values, setValues] = useState(EMPTY);
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<null | { queued: boolean }>(null);

  const change = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (waitlistMissing(values)) {
      toast.error(M.waitlistMissingTitle, { description: M.waitlistMissing });
      return;
    }
    setSubmitting(true);
    try {
      const { queued } = await submitWaitlist({ ...values, website });
      if (queued) toast(M.queuedOffline);
      else toast.success(M.waitlistSuccessTitle, { description: copy.waitlistSuccess });
      setValues(EMPTY);
      setDone({ queued });
    } catch (error) {
      console.error('Waitlist sign-up failed', error);
      toast.error(M.waitlistErrorTitle, { description: submitErrorText(error, M.waitlistError) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      {done ? (
        <SuccessScreen queued={done.queued} onAgain={() => setDone(null)} />
      ) : (
        <section aria-labelledby="waitlist-title" className="space-y-6">
          <div className="space-y-2 text-center">
            <h1 id="waitlist-title" className="text-3xl font-bold tracking-tight">
              {copy.waitlistTitle}
            </h1>
            <p className="text-muted-foreground">{copy.waitlistIntro}</p>
          </div>
          <form onSubmit={(event) => void handleSubmit(event)} className="relative space-y-4 rounded-lg border border-border p-6">
            <TextField id="waitlist-name" name="name" label="Name" autoComplete="name" value={values.name} onChange={change('name')} />
            <TextField
              id="waitlist-email"
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              value={values.email}
              onChange={change('email')}
            />
            <TextField id="waitlist-school" name="school" label="School" autoComplete="organization" value={values.school} onChange={change('school')} />
            <HoneypotField value={website} onChange={setWebsite} />
            <Button type="submit" size="lg" className="w-full" disabled={submitting}>
              {submitting ? copy.waitlistSubmitting : copy.waitlistSubmit}
            </Button>
          </form>
        </section>
      )}
    </div>
  );
}
