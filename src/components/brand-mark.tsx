/** The product's brand mark: sprout icon and "Greenshoe", linking to the home page. */
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';

export function BrandMark() {
  return (
    <Link
      to={ROUTES.home}
      className="inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-semibold text-foreground"
    >
      <img src="/icons/favicon.svg" alt="" width={28} height={28} />
      Greenshoe
    </Link>
  );
}
