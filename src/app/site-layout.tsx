/**
 * The layout of the public site pages (landing, about, privacy, waitlist, survey, partnerships and
 * not-found): a sticky top bar with the brand mark, the question bank, the spec's links (About Us,
 * Grow IB Access, Partnerships, the waitlist) and the way in (Sign In and Get Started, or the
 * profile when signed in), collapsed behind a Menu button on phones, then the
 * page at full width, then the footer with the Privacy Policy link.
 */
import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { PageLoading } from '@/components/page-loading';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/lib/auth/auth-store';
import { launchCopy } from '@/lib/launch-copy';
import { useLaunched } from '@/lib/use-launched';
import { TOAST_LANE_CLASS } from '@/app/toast-lane';
import { cn } from '@/lib/utils';

/** The top bar's links, in the spec's order; the last is the call to action. */
const NAV_LINKS = [
  { to: ROUTES.questionBank, label: 'Question Bank' },
  { to: ROUTES.about, label: 'About Us' },
  { to: ROUTES.growIbAccess, label: 'Grow IB Access' },
  { to: ROUTES.partnerships, label: 'Partnerships' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-muted', isActive ? 'text-brand' : 'text-foreground');

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const launched = useLaunched();
  const copy = launchCopy(launched);
  const signedIn = useAuth((state) => state.status) === 'authenticated';
  return (
    <>
      {NAV_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} className={navLinkClass} onClick={onNavigate}>
            {label}
          </NavLink>
        </li>
      ))}
      <li>
        <NavLink to={ROUTES.waitlist} className={navLinkClass} onClick={onNavigate}>
          {copy.waitlistLink}
        </NavLink>
      </li>
      {signedIn ? (
        <li>
          <Link to={ROUTES.profile} className={buttonVariants({ size: 'sm' })} onClick={onNavigate}>
            Profile
          </Link>
        </li>
      ) : (
        <>
          <li>
            <Link to={ROUTES.signIn} className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={onNavigate}>
              Sign In
            </Link>
          </li>
          <li>
            <Link to={launched ? ROUTES.signUp : ROUTES.waitlist} className={buttonVariants({ size: 'sm' })} onClick={onNavigate}>
              {launched ? 'Get Started' : copy.waitlistLink}
            </Link>
          </li>
        </>
      )}
    </>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  // The phone menu is open for the page it was opened on: a new page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
        <BrandMark />
        <nav aria-label="Main" className="ml-auto">
          <ul className="hidden items-center gap-1 lg:flex">
            <NavLinks />
          </ul>
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'lg:hidden')}
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            Menu
          </button>
        </nav>
      </div>
      <ul id="site-menu" hidden={!open} className="space-y-1 border-t border-border px-4 py-3 lg:hidden">
        <NavLinks onNavigate={close} />
      </ul>
    </header>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-border">
      <div className={cn('mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-8 text-sm text-muted-foreground sm:flex-row sm:items-center', TOAST_LANE_CLASS)}>
        <p>© Greenshoe. Free investment-banking interview preparation.</p>
        <nav aria-label="Footer" className="sm:ml-auto">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <Link to={ROUTES.privacy} className="underline-offset-4 hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={ROUTES.signIn} className="underline-offset-4 hover:underline">
                Sign In
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {/* On a phone the footer starts below the fold, so no bottom toast sits on its links at the top of a short page. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none sm:min-h-0">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
