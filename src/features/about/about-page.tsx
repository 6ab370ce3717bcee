/**
 * /aboutgreenshoe (spec section 2, "About page"; /about redirects here): hero, Our Mission (two
 * cards and the goal to open-source IB recruiting), the How We Started timeline (The Problem, The
 * Solution, Today), What Students Say, Our Partner Schools and 'Get Started Today' (/signup). Each
 * section fades in on scroll. The words come from content/site/about.ts; testimonials and partner
 * schools from content/site/endorsements.json, and a section with none is not shown.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ABOUT_HERO, MISSION_CARDS, MISSION_GOAL, PARTNER_SCHOOLS, TESTIMONIALS, TIMELINE, type PartnerSchool, type Testimonial } from '@content/site/about';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { FadeIn } from '@/features/about/fade-in';

/** One titled section of the page, fading in on scroll; `id` names its heading. */
function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <FadeIn>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-center text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        {children}
      </section>
    </FadeIn>
  );
}

/** The about page; `testimonials` and `partnerSchools` default to content/site/endorsements.json. */
export function AboutPage({
  testimonials = TESTIMONIALS,
  partnerSchools = PARTNER_SCHOOLS,
}: {
  testimonials?: readonly Testimonial[];
  partnerSchools?: readonly PartnerSchool[];
}) {
  return (
    <div className="mx-auto max-w-5xl space-y-20 px-4 py-12 sm:py-16">
      <FadeIn>
        <section aria-labelledby="about-title" className="text-center">
          <h1 id="about-title" className="text-3xl font-bold tracking-tight sm:text-5xl">
            {ABOUT_HERO.title}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{ABOUT_HERO.lead}</p>
        </section>
      </FadeIn>

      <AboutSection id="mission-title" title="Our Mission">
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          {MISSION_CARDS.map((card) => (
            <article key={card.title} className="rounded-lg border border-border p-6">
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-muted-foreground">{card.body}</p>
            </article>
          ))}
        </div>
        <p className="mx-auto mt-6 max-w-3xl rounded-lg bg-muted p-6 text-center text-lg font-medium">{MISSION_GOAL}</p>
      </AboutSection>

      <AboutSection id="story-title" title="How We Started">
        <ol className="relative mx-auto mt-8 max-w-3xl space-y-8 border-l-2 border-brand pl-6">
          {TIMELINE.map((step) => (
            <li key={step.title} className="relative">
              <span aria-hidden="true" className="absolute -left-[33px] top-1 h-4 w-4 rounded-full border-2 border-background bg-brand" />
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="mt-1 text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
      </AboutSection>

      {testimonials.length > 0 && (
        <AboutSection id="testimonials-title" title="What Students Say">
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name} className="rounded-lg border border-border p-6">
                <figure>
                  <blockquote>“{testimonial.quote}”</blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="font-semibold">{testimonial.name}</span>, {testimonial.school}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </AboutSection>
      )}

      {partnerSchools.length > 0 && (
        <AboutSection id="schools-title" title="Our Partner Schools">
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {partnerSchools.map((school) => (
              <li key={school.name} className="rounded-lg border border-border p-4 text-center font-medium">
                {school.name}
              </li>
            ))}
          </ul>
        </AboutSection>
      )}

      <FadeIn>
        <section aria-labelledby="cta-title" className="rounded-2xl bg-brand px-6 py-12 text-center text-brand-foreground">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            Prepare with us
          </h2>
          <p className="mx-auto mt-3 max-w-xl">Free mock interviews, a question bank with model answers, and feedback on every answer.</p>
          <Link to={ROUTES.signUp} className={`${buttonVariants({ variant: 'secondary', size: 'lg' })} mt-6`}>
            Get Started Today
          </Link>
        </section>
      </FadeIn>
    </div>
  );
}
