/** The home page at `/`: what Greenshoe is, and the way into a sample mock interview. */
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';

export function HomePage() {
  return (
    <section className="space-y-6 py-10 text-center sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Greenshoe</h1>
      <p className="mx-auto max-w-prose text-lg text-muted-foreground">
        Spoken mock interviews for investment-banking candidates, with feedback on every answer.
      </p>
      <Link to={ROUTES.practiceSetup} className={buttonVariants({ size: 'lg' })}>
        Try a Sample Interview
      </Link>
    </section>
  );
}
