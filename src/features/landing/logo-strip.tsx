/**
 * The strip of 22 bank and advisory-firm marks (spec sections 4 and 9): the selected mark advances
 * every LOGO_ADVANCE_MS and wraps; a click selects a mark; the row scrolls continuously, one loop
 * taking about LOGO_SCROLL_MS scaled by the row's width; a mark whose image fails shows its emoji.
 * Cells are 20 × 20 units with 8-unit spacing. Motion stops for prefers-reduced-motion, while the
 * pointer or focus is in the strip, and with the Pause button (WCAG 2.2.2).
 */
import { useEffect, useRef, useState } from 'react';
import { LOGO_STRIP, type LogoStripItem } from '@content/site/logo-strip';
import { Button } from '@/components/ui/button';
import { BELOW_THE_FOLD } from '@/features/landing/below-the-fold';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { cn } from '@/lib/utils';

/** Time between two automatic selections, in milliseconds. */
export const LOGO_ADVANCE_MS = 3000;
/** Time of one scroll loop for the spec's 22 marks, in milliseconds; scaled by the row's width. */
export const LOGO_SCROLL_MS = 30_000;
/** Width of one cell plus its spacing, in CSS pixels (20 + 8 units of 4 px). */
const CELL_PITCH_PX = (20 + 8) * 4;
/** The row's width for which one loop takes LOGO_SCROLL_MS, in CSS pixels. */
const REFERENCE_ROW_PX = 22 * CELL_PITCH_PX;

/** The index after `index` in a strip of `count` marks, wrapping to the first. */
export function nextLogoIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

/** Duration of one scroll loop for a row `rowWidthPx` wide, in milliseconds. */
export function scrollLoopMs(rowWidthPx: number): number {
  return Math.round(LOGO_SCROLL_MS * (rowWidthPx > 0 ? rowWidthPx / REFERENCE_ROW_PX : 1));
}

function Mark({ item, failed, onFail }: { item: LogoStripItem; failed: boolean; onFail: () => void }) {
  if (failed) {
    return (
      <span aria-hidden="true" className="text-4xl" data-testid="logo-fallback">
        {item.fallback}
      </span>
    );
  }
  return (
    <img
      // An image that failed before the page was interactive reports it here.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) onFail();
      }}
      src={item.logo}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      decoding="async"
      onError={onFail}
      className="h-20 w-20 rounded-2xl"
    />
  );
}

export function LogoStrip({ items = LOGO_STRIP }: { items?: readonly LogoStripItem[] }) {
  const [selected, setSelected] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useReducedMotion();
  const row = useRef<HTMLUListElement>(null);
  const moving = !paused && !hovered && !reducedMotion;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setSelected((index) => nextLogoIndex(index, items.length)), LOGO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [moving, items.length]);

  const animation = useRef<Animation | null>(null);
  useEffect(() => {
    const element = row.current;
    if (!element || typeof element.animate !== 'function' || reducedMotion) return;
    // The row holds the marks twice: sliding by half its width (one copy, known without a layout
    // read) loops seamlessly.
    const duration = scrollLoopMs(items.length * CELL_PITCH_PX);
    const running = element.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], {
      duration,
      iterations: Infinity,
    });
    animation.current = running;
    return () => {
      running.cancel();
      animation.current = null;
    };
  }, [reducedMotion, items.length]);

  useEffect(() => {
    if (moving) animation.current?.play();
    else animation.current?.pause();
  }, [moving]);

  const fail = (index: number) =>
    setFailed((current) => (current.has(index) ? current : new Set(current).add(index)));

  return (
    <section aria-labelledby="firms-title" className={cn(BELOW_THE_FOLD, 'border-y border-border bg-muted/50 py-10')}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="firms-title" className="text-center text-xl font-semibold sm:text-2xl">
          Prepare for interviews at leading banks and advisory firms
        </h2>
        <p className="mt-2 text-center text-sm text-muted-foreground">
          Selected: <span className="font-medium text-foreground">{items[selected]?.name}</span>
        </p>
      </div>
      <div
        className="mt-6 overflow-hidden"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
      >
        <ul ref={row} className="flex w-max gap-8 px-4 py-2">
          {items.map((item, index) => (
            <li key={item.name}>
              <button
                type="button"
                aria-label={item.name}
                aria-pressed={selected === index}
                onClick={() => setSelected(index)}
                className={cn(
                  'flex h-20 w-20 items-center justify-center rounded-2xl bg-background transition-transform',
                  selected === index ? 'scale-110 ring-2 ring-brand ring-offset-2 ring-offset-background' : 'opacity-80',
                )}
              >
                <Mark item={item} failed={failed.has(index)} onFail={() => fail(index)} />
              </button>
            </li>
          ))}
          {/* The second copy, for the seamless loop: pointer-only, hidden from assistive technology. */}
          {items.map((item, index) => (
            <li key={`copy-${item.name}`} aria-hidden="true">
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the loop's second copy is pointer-only and hidden from assistive technology; the first copy holds the buttons */}
              <div
                onClick={() => setSelected(index)}
                className={cn(
                  'flex h-20 w-20 cursor-pointer items-center justify-center rounded-2xl bg-background',
                  selected === index ? 'scale-110 ring-2 ring-brand ring-offset-2 ring-offset-background' : 'opacity-80',
                )}
              >
                <Mark item={item} failed={failed.has(index)} onFail={() => fail(index)} />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto mt-4 flex max-w-6xl flex-wrap items-center justify-center gap-3 px-4">
        {!reducedMotion && (
          <Button variant="outline" size="sm" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
            Pause animation
          </Button>
        )}
        <p className="text-xs text-muted-foreground">Text marks drawn by Greenshoe. Greenshoe is not affiliated with these firms.</p>
      </div>
    </section>
  );
}
