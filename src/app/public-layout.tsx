/**
 * The layout of the public pages: a header with the brand mark, the theme toggle and a way to
 * sign in (or, once signed in, to the profile), then the page.
 */
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { ThemeToggle } from '@/app/theme-toggle';
import { TOAST_LANE_CLASS } from '@/app/toast-lane';
import { BrandMark } from '@/components/brand-mark';
import { PageLoading } from '@/components/page-loading';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/lib/auth/auth-store';
import { cn } from '@/lib/utils';

function AccountLink() {
  const status = useAuth((state) => state.status);
  if (status === 'loading') return null;
  return status === 'authenticated' ? (
    <Link to={ROUTES.profile} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      Profile
    </Link>
  ) : (
    <Link to={ROUTES.signIn} data-visitor-only className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      Sign In
    </Link>
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3">
          <BrandMark />
          <div className="ml-auto flex items-center gap-2">
            <ThemeToggle />
            <AccountLink />
          </div>
        </div>
      </header>
      <main id="main" className={cn('mx-auto w-full max-w-3xl flex-1 px-4 pt-6', TOAST_LANE_CLASS)}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
