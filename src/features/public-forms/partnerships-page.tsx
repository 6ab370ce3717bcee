/**
 * /partnerships (spec sections 2, 4, 5 and 8): 'Partner with Greenshoe', 'Why Partner With Us?'
 * and the Partnership Inquiry form (University Name, Club Name, Contact Information, 'Submit
 * Request'). Every submit first clears the error and resets the success flag. A blank field shows
 * 'Please fill out all fields.'; a failure 'Failed to submit your request. Please try again.' in
 * red under the form; success empties the fields and toasts "Thank you! We've received your
 * request and will be in touch shortly.". Offline the request waits in the outbox ("We'll send
 * this when you're back online") and the fields empty too.
 */
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { PUBLIC_FORM_MESSAGES as M } from '@core/contract/public-form-messages';
import { Button } from '@/components/ui/button';
import { HoneypotField, TextField } from '@/features/public-forms/form-parts';
import { submitPartnership } from '@/offline/public-forms';

const EMPTY = { university_name: '', club_name: '', contact_info: '' };
type Field = keyof typeof EMPTY;

const REASONS = [
  { title: 'Free for your members', body: 'Every student in your club or university gets mock interviews, the question bank and feedback at no cost.' },
  { title: 'Built around your recruiting calendar', body: 'We can focus practice on the firms, groups and offices your members recruit for.' },
  { title: 'Shared knowledge', body: 'Your members’ interview experiences grow a question collection that helps every candidate.' },
];

export function PartnershipsPage() {
  const [values, setValues] = useState(EMPTY);
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The success flag: how the last request left (sent now, or queued until back online). */
  const [success, setSuccess] = useState<null | 'sent' | 'queued'>(null);

  const change = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    setSuccess(null);
    if (Object.values(values).some((value) => value.trim() === '')) {
      setError(M.partnershipMissing);
      return;
    }
    setSubmitting(true);
    try {
      const { queued } = await submitPartnership({ ...values, website });
      setValues(EMPTY);
      setSuccess(queued ? 'queued' : 'sent');
      if (queued) toast(M.queuedOffline);
      else toast.success(M.partnershipSuccess);
    } catch (failure) {
      console.error('Partnership request failed', failure);
      setError(M.partnershipFailed);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:py-16">
      <section aria-labelledby="partner-title" className="space-y-4 text-center">
        <h1 id="partner-title" className="text-3xl font-bold tracking-tight sm:text-5xl">
          Partner with Greenshoe
        </h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
          We work with universities and student clubs to give every member free, realistic preparation for investment banking
          interviews.
        </p>
      </section>

      <section aria-labelledby="why-partner" className="space-y-6">
        <h2 id="why-partner" className="text-center text-2xl font-bold">
          Why Partner With Us?
        </h2>
        <p className="mx-auto max-w-3xl text-center text-muted-foreground">
          Recruiting success should not depend on who you know. Partner clubs and career offices bring Greenshoe to their members,
          and help us keep it free, current and grounded in what banks really ask.
        </p>
        <ul className="grid gap-4 md:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason.title} className="rounded-lg border border-border p-5">
              <h3 className="font-semibold">{reason.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{reason.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="inquiry-title" className="mx-auto max-w-lg space-y-4">
        <h2 id="inquiry-title" className="text-center text-2xl font-bold">
          Partnership Inquiry
        </h2>
        <form
          noValidate
          aria-describedby={error ? 'partnership-error' : undefined}
          onSubmit={(event) => void handleSubmit(event)}
          className="relative space-y-4 rounded-lg border border-border p-6"
        >
          <TextField id="partner-university" name="university_name" label="University Name" autoComplete="organization" value={values.university_name} onChange={change('university_name')} />
          <TextField id="partner-club" name="club_name" label="Club Name" value={values.club_name} onChange={change('club_name')} />
          <TextField
            id="partner-contact"
            name="contact_info"
            label="Contact Information"
            placeholder="Your name and e-mail or phone"
            value={values.contact_info}
            onChange={change('contact_info')}
          />
          <HoneypotField value={website} onChange={setWebsite} />
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Request'}
          </Button>
          <div aria-live="polite">
            {error && (
              <p id="partnership-error" role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            {success && (
              <p className="text-sm text-muted-foreground">
                {success === 'sent' ? 'Request received.' : 'Request saved: it will be sent when you are back online.'}
              </p>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
