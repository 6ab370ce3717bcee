/**
 * /interviews (spec section 2): 'Your Interviews', New Interview, search, Newest/Oldest, Filter, and
 * the cards in a 1/2/3-column grid. Interviews saved on this device show at once, marked 'Waiting
 * to sync' until the server has them. Empty: 'No interviews found' (with 'Clear search' while
 * searching); error: 'Error: {message}' with 'Try Again', which reloads the page. The server's
 * list comes a page at a time: the next page loads when the end of the list scrolls into view or
 * on 'Load more'.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/lib/auth/auth-store';
import { InterviewCard } from '@/features/interviews/interview-card';
import { redoState, searchInterviews, sortInterviews, type SortOrder } from '@/features/interviews/interview-list';
import { LoadMore } from '@/features/interviews/load-more';
import { InterviewsToolbar } from '@/features/interviews/interviews-toolbar';
import { describeLoadError } from '@/features/interviews/load-error';
import { useInterviews } from '@/features/interviews/use-interviews';

export function InterviewsPage() {
  const navigate = useNavigate();
  const anonymous = useAuth((state) => state.status === 'anonymous');
  const { status, items, error, hasMore, loadingMore, moreError, loadMore } = useInterviews();
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<SortOrder>('newest');
  const shown = useMemo(() => sortInterviews(searchInterviews(items, query), order), [items, query, order]);
  const failed = anonymous || status === 'error';

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Your Interviews</h1>
        <Link to={ROUTES.practiceSetup} className={buttonVariants()}>
          New Interview
        </Link>
      </div>
      <InterviewsToolbar query={query} onQueryChange={setQuery} order={order} onOrderChange={setOrder} />
      <div aria-live="polite">
        {failed && (
          <div role="alert" className="space-y-3 rounded-md border border-destructive p-4">
            <p className="font-medium text-destructive">Error: {anonymous ? 'Unauthorized' : describeLoadError(error)}</p>
            <Button variant="outline" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </div>
        )}
        {status === 'loading' && !anonymous && (
          <p role="status" className="py-6 text-center text-muted-foreground">
            Loading interviews…
          </p>
        )}
        {status !== 'loading' && !failed && shown.length === 0 && (
          <div className="space-y-3 py-10 text-center">
            <p className="text-lg font-medium">No interviews found</p>
            {query.trim() !== '' && (
              <Button variant="outline" onClick={() => setQuery('')}>
                Clear search
              </Button>
            )}
          </div>
        )}
      </div>
      {shown.length > 0 && (
        <ul aria-label="Interviews" className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <InterviewCard
              key={item.record.id}
              item={item}
              onRedo={(chosen) => void navigate(ROUTES.interview, { state: redoState(chosen) })}
              onStudy={(chosen) => void navigate(ROUTES.studyRoom, { state: { interviewId: chosen.record.id } })}
            />
          ))}
        </ul>
      )}
      {hasMore && !failed && (
        <LoadMore loading={loadingMore} error={moreError === undefined ? undefined : describeLoadError(moreError)} onLoadMore={loadMore} />
      )}
    </section>
  );
}
