/** The "Dark theme" toggle button (aria-pressed when dark); light is the default. */
import { MoonIcon, SunIcon } from '@/app/nav-icons';
import { setTheme, useTheme } from '@/app/theme';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export function ThemeToggle({ showLabel = false, className }: { showLabel?: boolean; className?: string }) {
  const dark = useTheme((state) => state.theme === 'dark');
  return (
    <Button
      variant="ghost"
      size={showLabel ? 'default' : 'icon'}
      className={cn(showLabel && 'w-full justify-start', className)}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      aria-pressed={dark}
      aria-label={showLabel ? undefined : 'Dark theme'}
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
      {showLabel && <span>Dark theme</span>}
    </Button>
  );
}
