/**
 * The Greenshoe mark (a white-and-mint sprout on a green rounded square), drawn inline. Inline, not
 * an `<img>` of an SVG file: Chromium builds a document of its own on the main thread for each
 * SVG image (docs/perf.md). scripts/make-icons.ts renders this component to the PWA icons and the
 * favicon, so the mark has one drawing.
 * `size` is in CSS pixels; `label` names the mark for assistive technology (else it is hidden);
 * `maskable` fills the square and shrinks the sprout into the 80 % safe zone of a maskable icon.
 */

/** The mark's background green (Tailwind green-800). */
export const SPROUT_GREEN = '#166534';

/** The mark as an inline `<svg>` `size` CSS pixels square; see the module comment for the props. */
export function SproutMark({ size = 28, label, maskable = false }: { size?: number; label?: string; maskable?: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 100 100"
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect width="100" height="100" rx={maskable ? undefined : 22} fill={SPROUT_GREEN} />
      <g transform={maskable ? 'translate(10 10) scale(0.8)' : undefined}>
        <path d="M50 80 V44" stroke="#ffffff" strokeWidth="7" strokeLinecap="round" fill="none" />
        <path d="M50 60 C34 60 24 50 24 34 C40 34 50 44 50 60 Z" fill="#bbf7d0" />
        <path d="M50 50 C50 34 61 22 78 22 C78 38 67 50 50 50 Z" fill="#ffffff" />
      </g>
    </svg>
  );
}
