/**
 * The signed-in sidebar's contents (spec section 2): Profile, Practice, Question Bank, Interviews,
 * Study Room, Resources; the sync status (how many changes wait for the server), the user's email, the theme
 * toggle and Sign Out. Narrow (collapsed) it shows icons and the compact sync status, with the
 * labels kept for screen readers and as tooltips.
 */
import { useState, type ComponentType } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { InterviewsIcon, PracticeIcon, ProfileIcon, QuestionBankIcon, ResourcesIcon, SignOutIcon, StudyRoomIcon } from '@/app/nav-icons';
import { ThemeToggle } from '@/app/theme-toggle';
import { SyncStatus } from '@/components/sync-status';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { signOut } from '@/lib/auth/auth-session';
import { useAuth } from '@/lib/auth/auth-store';
import { cn } from '@/lib/utils';

const NAV_ITEMS: { to: string; label: string; Icon: ComponentType }[] = [
  { to: ROUTES.profile, label: 'Profile', Icon: ProfileIcon },
  { to: ROUTES.practiceRoom, label: 'Practice', Icon: PracticeIcon },
  { to: ROUTES.questionBank, label: 'Question Bank', Icon: QuestionBankIcon },
  { to: ROUTES.interviews, label: 'Interviews', Icon: InterviewsIcon },
  { to: ROUTES.studyRoom, label: 'Study Room', Icon: StudyRoomIcon },
  { to: ROUTES.resources, label: 'Resources', Icon: ResourcesIcon },
];

const itemClass = 'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted';

export function SidebarNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const email = useAuth((state) => state.user?.email ?? null);
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const label = (text: string) => <span className={cn(collapsed && 'sr-only')}>{text}</span>;

  async function handleSignOut() {
    setSigningOut(true);
    const signedOut = await signOut();
    setSigningOut(false);
    if (!signedOut) return void toast.error("Couldn't sign out. Check your connection and try again.");
    onNavigate?.();
    void navigate(ROUTES.home, { replace: true });
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2 p-3">
      <nav aria-label="Main" className="min-h-0 flex-1 overflow-y-auto">
        <ul className="space-y-1">
          {NAV_ITEMS.map(({ to, label: text, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                title={collapsed ? text : undefined}
                onClick={onNavigate}
                className={({ isActive }) => cn(itemClass, collapsed && 'justify-center px-0', isActive && 'bg-muted text-brand')}
              >
                <Icon />
                {label(text)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-border pt-3">
        <SyncStatus compact={collapsed} className={cn('px-3 py-1', collapsed && 'flex justify-center px-0')} />
        {email && (
          <p className={cn('flex items-center gap-3 px-3 py-1 text-sm text-muted-foreground', collapsed && 'justify-center px-0')} title={email}>
            <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-brand text-xs font-semibold uppercase text-brand-foreground">
              {email.charAt(0)}
            </span>
            <span className={cn('truncate', collapsed && 'sr-only')}>{email}</span>
          </p>
        )}
        <div className={cn(collapsed && 'flex justify-center')}>
          <ThemeToggle showLabel={!collapsed} />
        </div>
        <Button
          variant="ghost"
          onClick={() => void handleSignOut()}
          disabled={signingOut}
          title={collapsed ? 'Sign Out' : undefined}
          className={cn('w-full justify-start gap-3 px-3', collapsed && 'justify-center px-0')}
        >
          <SignOutIcon />
          {label('Sign Out')}
        </Button>
      </div>
    </div>
  );
}
