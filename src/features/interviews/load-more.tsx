/**
 * The end of a paged list: a visible 'Load more' button (keyboard and screen readers) and an
 * invisible sentinel that calls `onLoadMore` when it scrolls into view (IntersectionObserver, when
 * the browser has it). Shows 'Loading…' while a page loads and the error of a failed one.
 */
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

export interface LoadMoreProps {
  loading: boolean;
  /** Message of the last failed load, shown with the button to try again. */
  error?: string;
  onLoadMore: () => void;
}

export function LoadMore({ loading, error, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined' || error || loading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [error, loading]);

  return (
    <div className="flex flex-col items-center gap-2 py-4">
      <div ref={sentinel} data-testid="load-more-sentinel" aria-hidden="true" />
      {error && (
        <p role="alert" className="text-destructive">
          Error: {error}
        </p>
      )}
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
