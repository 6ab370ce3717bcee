/**
 * The layout of the guarded pages: the sidebar, wide (w-64) or narrow (w-20) as the user left it,
 * on wider screens; on phones a top bar whose menu button opens the same sidebar as a drawer.
 */
import { Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { CollapseIcon, MenuIcon } from '@/app/nav-icons';
import { SidebarNav } from '@/app/sidebar';
import { BrandMark } from '@/components/brand-mark';
import { SproutMark } from '@/components/sprout-mark';
import { PageLoading } from '@/components/page-loading';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { ROUTES } from '@/config/routes';
import { TOAST_LANE_CLASS } from '@/app/toast-lane';
import { cn } from '@/lib/utils';

/** localStorage key remembering a narrow (collapsed) sidebar. */
export const STORAGE_KEY_SIDEBAR_COLLAPSED = 'greenshoe.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY_SIDEBAR_COLLAPSED) === 'true';
  } catch {
    return false;
  }
}

export function SignedInLayout() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  function toggleCollapsed() {
    setCollapsed(!collapsed);
    try {
      localStorage.setItem(STORAGE_KEY_SIDEBAR_COLLAPSED, String(!collapsed));
    } catch {
      // Not remembered: still applied for this visit.
    }
  }

  return (
    <div className="flex min-h-dvh">
      <aside
        aria-label="Sidebar"
        data-collapsed={collapsed}
        className={cn('sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-border transition-[width] md:flex', collapsed ? 'w-20' : 'w-64')}
      >
        <div className={cn('flex items-center gap-2 p-3', collapsed ? 'flex-col' : 'justify-between')}>
          {collapsed ? (
            <Link to={ROUTES.home} className="rounded-md p-1" title="Greenshoe">
              <SproutMark label="Greenshoe home" />
            </Link>
          ) : (
            <BrandMark />
          )}
          <Button variant="ghost" size="icon" onClick={toggleCollapsed} aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} aria-expanded={!collapsed}>
            <CollapseIcon collapsed={collapsed} />
          </Button>
        </div>
        <SidebarNav collapsed={collapsed} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-border bg-background px-2 py-2 md:hidden">
          <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <MenuIcon />
              </Button>
            </DialogTrigger>
            <DialogContent side="left" aria-describedby={undefined}>
              <div className="flex items-center justify-between p-3">
                <DialogTitle className="sr-only">Menu</DialogTitle>
                <BrandMark />
                <DialogClose asChild>
                  <Button variant="ghost" size="icon" aria-label="Close menu">
                    <span aria-hidden="true" className="text-xl leading-none">
                      ×
                    </span>
                  </Button>
                </DialogClose>
              </div>
              <SidebarNav onNavigate={() => setDrawerOpen(false)} />
            </DialogContent>
          </Dialog>
          <BrandMark />
        </header>
        <main id="main" className={cn('mx-auto w-full max-w-5xl flex-1 px-4 pt-6 sm:px-6', TOAST_LANE_CLASS)}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
