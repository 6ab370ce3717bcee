/**
 * Catches a page whose code could not be loaded (a lazy chunk's import failed: offline, and the page
 * was never opened online nor fetched with the offline pack) and says so plainly, with Try again.
 * Any other error is passed on unchanged. A new `resetKey` (the route's path) clears the message.
 */
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';

/** What the page says in place of a page that is not on this device. */
export const PAGE_UNAVAILABLE_MESSAGE =
  'This page is not on this device yet. It opens offline after one online visit, or once the offline pack is fetched (Profile, Offline). Connect to the internet and try again.';

/** A failed dynamic import, as Chromium, Firefox and Safari word it. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

interface State {
  error: Error | null;
}

export class PageUnavailableBoundary extends Component<{ resetKey: string; children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error('A page failed to render', { cause: error }) };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Any other error goes on to the next boundary.
    if (!isChunkLoadError(error)) throw error;
    return (
      <main id="main" className="mx-auto max-w-xl space-y-4 p-6">
        <h1 className="text-2xl font-semibold">Not available offline yet</h1>
        <p role="alert">{PAGE_UNAVAILABLE_MESSAGE}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Link to={ROUTES.home} reloadDocument className={buttonVariants({ variant: 'outline' })}>
            Home
          </Link>
        </div>
      </main>
    );
  }
}
