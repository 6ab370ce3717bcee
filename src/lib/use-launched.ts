/**
 * Whether Greenshoe has launched (content/site/launch.ts), for rendering. The prerendered pages and
 * hydration use the state at build time, then the browser's clock decides, so a page built before
 * the launch day shows the launched state once the day has come.
 */
import { useSyncExternalStore } from 'react';
import { isLaunched, LAUNCH } from '@content/site/launch';

const subscribe = () => () => {};

/** True once the launch day has begun (UTC). */
export function useLaunched(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isLaunched(Date.now()),
    () => LAUNCH.launchedAtBuild,
  );
}
