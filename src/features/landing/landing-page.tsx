/**
 * The landing page at `/` (spec section 2, "Landing page"): the hero, with Create Free Account (to
 * the waitlist before the launch, to sign-up after it), a link to the question bank and the bank's
 * real figures; the tabbed feature showcase and the sections below the fold (logo strip, How It
 * Works, Why Choose, the retrieval-augmented technology, the sign-up call to action, Try a Sample
 * Interview). Prerendered whole into index.html, where only its islands (island.tsx) become
 * interactive; reached inside the app, the showcase and the sections render after the first paint
 * (Deferred). The first-visit welcome (welcome.ts) opens only for a device that has not seen it,
 * and only when the visit begins here with nothing else to say (opensWelcome): never over a flow
 * the visitor is in, such as the "Check your email!" toast after signing up or the verified toast.
 * `?verified=success` shows the verified toast.
 */
import { useEffect, useState } from 'react';
import { Link, NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { BANK_STATS } from '@content/site/bank-stats';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { afterLoadWhenIdle } from '@/features/landing/after-load-when-idle';
import { Deferred } from '@/features/landing/deferred';
import { Island } from '@/features/landing/island';
import { LandingSections } from '@/features/landing/landing-sections';
import { useVerifiedToast } from '@/features/landing/use-verified-toast';
import { openWelcome } from '@/features/landing/welcome';
import { hasSeenWelcome } from '@/features/landing/welcome-seen';
import { launchCopy } from '@/lib/launch-copy';
import { useLaunched } from '@/lib/use-launched';

const FIGURES = [
  { value: BANK_STATS.text.questions, label: 'interview questions with model answers' },
  { value: BANK_STATS.text.technicalQuestions, label: 'must-know technical questions' },
  { value: BANK_STATS.text.firms, label: 'banks and firms covered' },
  { value: 'Free', label: 'for every candidate' },
];

function Hero() {
  const copy = launchCopy(useLaunched());
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-muted to-background">
      <div className="mx-auto max-w-6xl px-4 pb-12 pt-10 text-center sm:pb-16 sm:pt-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">Investment banking interview prep</p>
        <h1 id="hero-title" className="mx-auto mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
          Walk into your banking interviews ready
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Unlimited spoken mock interviews with feedback on every answer, a question bank with best-practice answers,
          and progress you can see. All free.
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={copy.cta.to} className={buttonVariants({ size: 'lg' })}>
            {copy.cta.label}
          </Link>
          <Link to={ROUTES.questionBank} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Browse the question bank
          </Link>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">{copy.status}</p>
        <dl className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4">
          {FIGURES.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse rounded-lg border border-border bg-background p-4">
              <dt className="mt-1 text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold text-brand">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/**
 * Whether the welcome may open on this landing: the page was loaded, reloaded or reached with
 * Back (a POP), not navigated to inside the app (e.g. after signing up), and the address carries
 * no query (a returning flow such as `?verified=success`).
 */
function opensWelcome(navigationType: NavigationType, search: string): boolean {
  return navigationType === NavigationType.Pop && search === '';
}

export function LandingPage() {
  const navigationType = useNavigationType();
  const { search } = useLocation();
  const [welcomeAllowed] = useState(() => opensWelcome(navigationType, search));
  useVerifiedToast();
  useEffect(() => {
    // The welcome opens once the page has loaded and the browser is idle, not while it still paints.
    if (!welcomeAllowed || hasSeenWelcome()) return;
    let close: (() => void) | undefined;
    const cancel = afterLoadWhenIdle(() => (close = openWelcome()));
    return () => {
      cancel();
      close?.();
    };
  }, [welcomeAllowed]);

  return (
    <>
      <Hero />
      <Deferred minHeight="36rem">
        <Island name="showcase" />
      </Deferred>
      <Deferred minHeight="100vh">
        <LandingSections />
      </Deferred>
    </>
  );
}
