/**
 * Page for any unknown path: says so plainly and helps the visitor on, to the home page, the
 * question bank or a sample mock interview.
 */
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';

const WAYS_ON = [
  { to: ROUTES.home, label: 'Go to the home page', body: 'What Greenshoe offers and how it works.' },
  { to: ROUTES.questionBank, label: 'Browse the question bank', body: 'Interview questions with best-practice answers.' },
  { to: ROUTES.practiceSetup, label: 'Try a sample interview', body: 'Set up a mock interview: no account needed.' },
];

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-2xl space-y-6 px-4 py-16 text-center">
      <h1 id="not-found-title" className="text-3xl font-bold">
        Page not found
      </h1>
      <p className="text-muted-foreground">There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <ul className="grid gap-3 text-left sm:grid-cols-3">
        {WAYS_ON.map(({ to, label, body }, index) => (
          <li key={to} className="flex flex-col rounded-lg border border-border p-4">
            <Link to={to} className={buttonVariants({ variant: index === 0 ? 'default' : 'outline', className: 'w-full whitespace-normal text-center' })}>
              {label}
            </Link>
            <p className="mt-2 text-sm text-muted-foreground">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
