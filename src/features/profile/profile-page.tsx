/**
 * /profile (spec section 2): 'Your Profile', its subtitle, and the profile from GET /api/profile
 * (cached for offline). 'Unauthorized' without a session; 'Failed to load profile data' when it
 * cannot be loaded and no copy is on this device. Below it, the Offline panel (the offline pack).
 */
import { OfflinePackPanel } from '@/components/offline-pack-panel';
import { useAuth } from '@/lib/auth/auth-store';
import { UnauthorizedError } from '@/lib/bearer-fetch';
import { profileRead } from '@/offline/server-reads';
import { useServerRead } from '@/offline/use-server-read';
import { ProfileView } from '@/features/profile/profile-view';

export const PROFILE_ERROR = 'Failed to load profile data';

export function ProfilePage() {
  const anonymous = useAuth((state) => state.status === 'anonymous');
  const { status, data, error } = useServerRead(profileRead, []);
  const unauthorized = anonymous || error instanceof UnauthorizedError;

  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Your Profile</h1>
        <p className="text-muted-foreground">Track your progress and improve your interview skills</p>
      </div>
      <div aria-live="polite">
        {unauthorized && !data && (
          <p role="alert" className="font-medium text-destructive">
            Unauthorized
          </p>
        )}
        {!unauthorized && status === 'error' && (
          <p role="alert" className="font-medium text-destructive">
            {PROFILE_ERROR}
          </p>
        )}
        {!unauthorized && status === 'loading' && (
          <p role="status" className="text-muted-foreground">
            Loading profile…
          </p>
        )}
      </div>
      {data && !anonymous && <ProfileView profile={data} />}
      {!anonymous && <OfflinePackPanel />}
    </section>
  );
}
