/**
 * The landing page's tabbed feature showcase (radix Tabs: arrow keys move between tabs): the
 * question bank (the default tab), mock interviews with the inline setup form (loaded when its tab
 * opens), the study room and the resource library. Their buttons follow the launch copy: the
 * waitlist before the launch, the sign-up after it.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Tabs } from 'radix-ui';
import { BANK_STATS } from '@content/site/bank-stats';
import { PageLoading } from '@/components/page-loading';
import { buttonVariants } from '@/components/ui/button';
import { BELOW_THE_FOLD } from '@/features/landing/below-the-fold';
import { launchCopy } from '@/lib/launch-copy';
import { useLaunched } from '@/lib/use-launched';
import { cn } from '@/lib/utils';

const MockInterviewForm = lazy(async () => ({ default: (await import('@/features/landing/mock-interview-form')).MockInterviewForm }));

/** The tabs' values (spec section 2), in order; questionBank is the default. */
export const SHOWCASE_TABS = ['questionBank', 'mockInterviews', 'studyRoom', 'resourceLibrary'] as const;
export type ShowcaseTab = (typeof SHOWCASE_TABS)[number];

const LABELS: Record<ShowcaseTab, string> = {
  questionBank: 'Question Bank',
  mockInterviews: 'Mock Interviews',
  studyRoom: 'Study Room',
  resourceLibrary: 'Resource Library',
};

function Points({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-brand">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function FeatureButton() {
  const { label, to } = launchCopy(useLaunched()).featureCta;
  return (
    <Link to={to} className={`${buttonVariants()} mt-6`}>
      {label}
    </Link>
  );
}

function Panel({ value, title, lead, children }: { value: ShowcaseTab; title: string; lead: string; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="rounded-lg border border-border bg-background p-5 sm:p-8">
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="mt-2 text-muted-foreground">{lead}</p>
      {children}
    </Tabs.Content>
  );
}

export function FeatureShowcase() {
  return (
    <section aria-labelledby="features-title" className={cn(BELOW_THE_FOLD, 'mx-auto max-w-6xl px-4 py-12')}>
      <h2 id="features-title" className="text-center text-2xl font-bold sm:text-3xl">
        Everything you need to prepare
      </h2>
      <Tabs.Root defaultValue="questionBank" className="mt-6">
        <Tabs.List aria-label="Features" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex">
          {SHOWCASE_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="min-h-10 flex-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow"
            >
              {LABELS[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="mt-4">
          <Panel
            value="questionBank"
            title="A question bank with model answers"
            lead={`${BANK_STATS.text.questions} interview questions, ${BANK_STATS.text.technicalQuestions} of them technical, each with a best-practice answer you could say in under two minutes.`}
          >
            <Points
              items={[
                'Accounting, enterprise value, valuation, DCF, M&A and LBO technicals',
                'Fit, markets and deal questions',
                'The key points a banker listens for in every answer',
              ]}
            />
            <FeatureButton />
          </Panel>
          <Panel
            value="mockInterviews"
            title="Mock interviews, spoken and timed"
            lead="Set up an interview and answer each question aloud within two minutes. Feedback follows every answer, and a report follows the interview."
          >
            <Suspense fallback={<PageLoading />}>
              <MockInterviewForm />
            </Suspense>
          </Panel>
          <Panel
            value="studyRoom"
            title="A study room with an AI tutor"
            lead="Ask the tutor to explain a topic, quiz you, or work on a weakness from your last interview."
          >
            <Points items={['Explanations grounded in the question bank', 'Practice questions on any topic', 'Honest, encouraging feedback']} />
            <FeatureButton />
          </Panel>
          <Panel
            value="resourceLibrary"
            title="A resource library"
            lead="Guides to download and keep: accounting, DCF, LBO, equity and enterprise value, valuation, merger models and interview questions."
          >
            <Points items={['PDF guides that work offline', 'Organized by topic', 'Free to download']} />
            <FeatureButton />
          </Panel>
        </div>
      </Tabs.Root>
    </section>
  );
}
