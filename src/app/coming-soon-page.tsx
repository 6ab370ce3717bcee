/**
 * The honest page for signed-in areas that later versions build (study room, practice room,
 * study sessions, single practice questions, resources): it says so, and links to what works.
 */
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';

export function ComingSoonPage({ area }: { area: string }) {
  return (
    <section className="mx-auto max-w-xl space-y-6 py-10 text-center">
      <h1 className="text-2xl font-semibold">This part of Greenshoe isn&apos;t available yet</h1>
      <p className="text-muted-foreground">{area} comes in a later version. Here is what you can do today:</p>
      <ul className="flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center">
        <li>
          <Link to={ROUTES.practiceSetup} className={buttonVariants({ className: 'w-full' })}>
            Start a mock interview
          </Link>
        </li>
        <li>
          <Link to={ROUTES.interviews} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
            Your interviews
          </Link>
        </li>
        <li>
          <Link to={ROUTES.profile} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
            Your profile
          </Link>
        </li>
      </ul>
    </section>
  );
}
