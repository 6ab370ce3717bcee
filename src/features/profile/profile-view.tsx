/**
 * The profile's body (spec section 2): email, average score gauge, interviews completed, study
 * hours (one decimal), the 4 most recent weaknesses under 'Areas for Improvement' and every
 * recommended study topic, each list with its empty state and 'Start New Interview'.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '@core/contract/saved-interview';
import { ScoreGauge } from '@/components/score-gauge';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { Markdown } from '@/lib/markdown';

/** How many weaknesses the profile shows (spec section 9: the last 4). */
export const WEAKNESSES_SHOWN = 4;

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-lg border border-border p-4 text-center">
      <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
      {children}
    </div>
  );
}

function EmptyState({ title }: { title: string }) {
  return (
    <div className="space-y-3 rounded-lg border border-dashed border-border p-6 text-center">
      <p className="font-medium">{title}</p>
      <Link to={ROUTES.practiceSetup} className={buttonVariants()}>
        Start New Interview
      </Link>
    </div>
  );
}

export function ProfileView({ profile }: { profile: Profile }) {
  const weaknesses = profile.weaknesses.slice(0, WEAKNESSES_SHOWN);
  const topics = Object.values(profile.conceptsToStudy);
  return (
    <div className="space-y-8">
      <p>
        <span className="text-muted-foreground">Email: </span>
        <span className="font-medium">{profile.email}</span>
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Stat label="Average Score">
          <ScoreGauge score={profile.averageScore} />
        </Stat>
        <Stat label="Interviews Completed">
          <p className="text-3xl font-bold">{profile.interviewsCompleted}</p>
        </Stat>
        <Stat label="Study Hours">
          <p className="text-3xl font-bold">{profile.studyHours.toFixed(1)}</p>
        </Stat>
      </div>
      <section aria-labelledby="weaknesses-heading" className="space-y-3">
        <h2 id="weaknesses-heading" className="text-xl font-semibold">
          Areas for Improvement
        </h2>
        {weaknesses.length === 0 ? (
          <EmptyState title="No Weaknesses Identified Yet" />
        ) : (
          <ul className="space-y-3">
            {weaknesses.map((weakness) => (
              <li key={weakness.title} className="rounded-md border border-border p-3">
                <h3 className="font-semibold">{weakness.title}</h3>
                <Markdown>{weakness.description}</Markdown>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="topics-heading" className="space-y-3">
        <h2 id="topics-heading" className="text-xl font-semibold">
          Recommended Study Topics
        </h2>
        {topics.length === 0 ? (
          <EmptyState title="No study topics recommended yet" />
        ) : (
          <ul className="space-y-3">
            {topics.map((topic) => (
              <li key={topic.concept} className="rounded-md border border-border p-3">
                <h3 className="font-semibold">{topic.concept}</h3>
                <Markdown>{topic.description}</Markdown>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
