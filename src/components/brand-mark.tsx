/** The product's brand mark: sprout icon and "Greenshoe", linking to the home page. */
import { Link } from 'react-router-dom';
import { SproutMark } from '@/components/sprout-mark';
import { ROUTES } from '@/config/routes';

export function BrandMark() {
  return (
    <Link
      to={ROUTES.home}
      className="inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-semibold text-foreground"
    >
      <SproutMark />
      Greenshoe
    </Link>
  );
}
