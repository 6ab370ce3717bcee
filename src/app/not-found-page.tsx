/** Page for any unknown path, with a way back home. */
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';

export function NotFoundPage() {
  return (
    <section className="space-y-4 py-10 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">There is no page at this address.</p>
      <Link to={ROUTES.home} className={buttonVariants()}>
        Go to the home page
      </Link>
    </section>
  );
}
