/**
 * /interview-complete: the feedback report of the interview in navigation state (or, after a
 * reload, sessionStorage): score gauge, assessment, strengths, struggles, concepts, Save Interview,
 * and each answer with its recording to replay (while on this device) and its delivery.
 * Without a report it shows 'No data found'.
 */
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MESSAGES } from '@core/contract/errors';
import { AnswerList } from '@/components/answer-list';
import { ScoreGauge } from '@/components/score-gauge';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { loadCompletedInterview } from '@/features/interview/completed-interview';
import { ReportSections } from '@/features/interview/report/report-sections';
import { SaveInterviewPanel } from '@/features/interview/report/save-interview-panel';

export function InterviewCompletePage() {
  const location = useLocation();
  const interview = useMemo(() => loadCompletedInterview(location.state), [location.state]);

  if (!interview) {
    return (
      <section className="space-y-4 py-10 text-center">
        <h1 className="text-2xl font-semibold">{MESSAGES.noData}</h1>
        <Link to={ROUTES.practiceSetup} className={buttonVariants()}>
          Start a Mock Interview
        </Link>
      </section>
    );
  }

  const { setup, report } = interview;
  return (
    <section className="space-y-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-2xl font-semibold">Your Feedback Report</h1>
        {setup && (
          <p className="text-muted-foreground">
            {setup.company} · {setup.stage} · {setup.industry} · {setup.location}
          </p>
        )}
        <ScoreGauge score={report.OverallAssessment.score} />
      </div>
      <SaveInterviewPanel interview={interview} />
      <ReportSections report={report} />
      {interview.transcript.length > 0 && (
        <section aria-labelledby="your-answers" className="space-y-3">
          <h2 id="your-answers" className="text-xl font-semibold">
            Your answers
          </h2>
          <AnswerList entries={interview.transcript} />
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={ROUTES.practiceSetup} className={buttonVariants()}>
          Start New Interview
        </Link>
        <Link to={ROUTES.home} className={buttonVariants({ variant: 'outline' })}>
          Home
        </Link>
      </div>
    </section>
  );
}
