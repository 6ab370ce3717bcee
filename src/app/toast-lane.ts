/**
 * Space the layouts leave free below their last line (a Tailwind class, 6rem: a two-line toast and
 * its gap above the bottom edge, see lazy-toaster.tsx), so the footer and a page's last controls
 * are never under a toast.
 */
export const TOAST_LANE_CLASS = 'pb-24';
