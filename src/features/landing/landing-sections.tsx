/**
 * The landing page below the feature showcase (spec section 2): the logo strip, How It Works (five
 * steps), Why Choose Greenshoe, the retrieval-augmented technology, the sign-up call to action
 * (/waitlist) and Try a Sample Interview (/practice-setup). Static but for the logo strip, an
 * island (island.tsx).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BANK_STATS } from '@content/site/bank-stats';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { BELOW_THE_FOLD } from '@/features/landing/below-the-fold';
import { Island } from '@/features/landing/island';
import { launchCopy } from '@/lib/launch-copy';
import { useLaunched } from '@/lib/use-launched';
import { cn } from '@/lib/utils';

/** The five steps (spec: create profile, explore questions, try a mock interview, get feedback and track progress, get your offer). */
const STEPS = [
  { title: 'Create your profile', body: 'Sign up free, so your interviews, scores and weaknesses are kept in one place.' },
  {
    title: 'Explore questions',
    body: `Browse ${BANK_STATS.text.questions} questions with best-practice answers, from accounting to LBOs and fit.`,
  },
  { title: 'Try a mock interview', body: 'Hear each question read aloud and answer it out loud within two minutes, as in the real thing.' },
  {
    title: 'Get feedback and track progress',
    body: 'See which key points each answer covered and missed, then watch your average score and study hours grow.',
  },
  { title: 'Get your offer', body: 'Walk into your superday having already answered the questions that matter.' },
];

const REASONS = [
  { title: 'All free', body: 'Every feature is free for every candidate: no paywall, no trial.' },
  {
    title: 'Feedback on every answer',
    body: 'Each answer is checked against the points a banker listens for, with your pace and filler words measured.',
  },
  { title: 'Study anywhere', body: 'Install Greenshoe on your phone and keep studying with no signal.' },
  {
    title: 'Questions from real interviews',
    body: 'Candidates share the questions they were asked through our interview survey, and the bank grows with them.',
  },
];

const RAG_STEPS = [
  {
    title: 'Retrieve',
    body: 'Your question is matched to the question bank, bringing back the key points a banker listens for and a best-practice answer.',
  },
  {
    title: 'Compare',
    body: 'Your answer is scored against those key points, so feedback names exactly what you covered and what you missed.',
  },
  {
    title: 'Coach',
    body: 'An AI model, when one is connected, writes feedback from the same retrieved material; without one, the built-in coach does it, even offline.',
  },
];

function Section({ id, title, lead, children, className }: { id: string; title: string; lead?: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn(BELOW_THE_FOLD, className)}>
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id={id} className="text-center text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

/** The sign-up call to action: the waitlist before the launch, an account after it. */
function SignUpCallToAction() {
  const launched = useLaunched();
  const copy = launchCopy(launched);
  const target = launched ? copy.cta : { label: copy.waitlistLink, to: ROUTES.waitlist };
  return (
    <section aria-labelledby="sign-up-title" className={cn(BELOW_THE_FOLD, 'bg-brand text-brand-foreground')}>
      <div className="mx-auto max-w-6xl px-4 py-14 text-center">
        <h2 id="sign-up-title" className="text-2xl font-bold sm:text-3xl">
          Ready to start preparing?
        </h2>
        <p className="mx-auto mt-3 max-w-xl">{copy.closing}</p>
        <Link to={target.to} className={`${buttonVariants({ variant: 'secondary', size: 'lg' })} mt-6`}>
          {target.label}
        </Link>
      </div>
    </section>
  );
}

export function LandingSections() {
  return (
    <>
      <Island name="logos" />
      <Section id="how-it-works" title="How It Works">
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-border p-5">
              <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="why-choose" title="Why Choose Greenshoe" className="bg-muted/50">
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((reason) => (
            <li key={reason.title} className="rounded-lg border border-border bg-background p-5">
              <h3 className="font-semibold">{reason.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{reason.body}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="technology"
        title="Feedback grounded in real answers"
        lead="Greenshoe uses retrieval-augmented generation: before any feedback is written, the relevant material is retrieved from our question bank, so advice rests on vetted answers rather than guesswork."
      >
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {RAG_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-border p-5">
              <p className="text-sm font-semibold text-brand">Step {index + 1}</p>
              <h3 className="mt-1 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>
      <SignUpCallToAction />
      <Section
        id="sample-interview"
        title="See it for yourself"
        lead="No account needed: set up a mock interview and answer your first question in a minute."
      >
        <div className="mt-6 text-center">
          <Link to={ROUTES.practiceSetup} className={buttonVariants({ size: 'lg' })}>
            Try a Sample Interview
          </Link>
        </div>
      </Section>
    </>
  );
}
