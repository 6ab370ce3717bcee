/** The guarded routes' element (a lazy chunk): the sign-in guard around the sidebar layout. */
import { RequireAuth } from '@/app/require-auth';
import { SignedInLayout } from '@/app/signed-in-layout';

export function GuardedLayout() {
  return (
    <RequireAuth>
      <SignedInLayout />
    </RequireAuth>
  );
}
