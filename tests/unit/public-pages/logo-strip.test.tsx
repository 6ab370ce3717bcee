/**
 * The logo strip: 22 marks, the selection advancing every 3 s and wrapping, a click selecting, the
 * emoji shown when an image fails, and no motion for prefers-reduced-motion or after Pause.
 */
import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGO_STRIP } from '@content/site/logo-strip';
import { LOGO_ADVANCE_MS, LogoStrip, nextLogoIndex, scrollLoopMs } from '@/features/landing/logo-strip';

const selected = () => screen.getAllByRole('button', { pressed: true }).filter((button) => button.getAttribute('aria-label'));
const marks = () => screen.getAllByRole('button').filter((button) => button.getAttribute('aria-label'));

function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LogoStrip', () => {
  it('holds the 22 marks, each an image under /logos/ with an emoji fallback', () => {
    expect(LOGO_STRIP).toHaveLength(22);
    const sprite = readFileSync('public/logos/marks.svg', 'utf8');
    for (const item of LOGO_STRIP) {
      expect(item.logo).toMatch(/^\/logos\/marks\.svg#[a-z0-9-]+$/);
      // Each mark is a view of the sprite the build ships.
      expect(sprite).toContain(`<view id="${item.logo.split('#')[1]}"`);
      expect(item.fallback).toMatch(/\p{Extended_Pictographic}/u);
    }
    render(<LogoStrip />);
    expect(marks()).toHaveLength(22);
    expect(marks()[0]?.querySelector('img')?.getAttribute('width')).toBe('80');
  });

  it('advances the selection every 3 seconds and wraps to the first', () => {
    const items = LOGO_STRIP.slice(0, 3);
    render(<LogoStrip items={items} />);
    expect(selected().map((button) => button.getAttribute('aria-label'))).toEqual([items[0]?.name]);
    void act(() => vi.advanceTimersByTime(LOGO_ADVANCE_MS - 1));
    expect(selected()[0]?.getAttribute('aria-label')).toBe(items[0]?.name);
    void act(() => vi.advanceTimersByTime(1));
    expect(selected()[0]?.getAttribute('aria-label')).toBe(items[1]?.name);
    void act(() => vi.advanceTimersByTime(2 * LOGO_ADVANCE_MS));
    expect(selected()[0]?.getAttribute('aria-label')).toBe(items[0]?.name);
    expect(nextLogoIndex(21, 22)).toBe(0);
  });

  it('selects a mark on click', () => {
    render(<LogoStrip />);
    fireEvent.click(screen.getByRole('button', { name: 'Lazard' }));
    expect(selected().map((button) => button.getAttribute('aria-label'))).toEqual(['Lazard']);
    expect(screen.getByText('Lazard', { selector: 'span' })).toBeTruthy();
  });

  it('shows the emoji fallback when an image fails', () => {
    render(<LogoStrip />);
    const mark = screen.getByRole('button', { name: 'Evercore' });
    fireEvent.error(mark.querySelector('img')!);
    expect(mark.querySelector('img')).toBeNull();
    expect(within(mark).getByTestId('logo-fallback').textContent).toBe('💼');
  });

  it('stands still for prefers-reduced-motion', () => {
    reduceMotion(true);
    render(<LogoStrip />);
    void act(() => vi.advanceTimersByTime(10 * LOGO_ADVANCE_MS));
    expect(selected()[0]?.getAttribute('aria-label')).toBe(LOGO_STRIP[0]?.name);
    expect(screen.queryByRole('button', { name: 'Pause animation' })).toBeNull();
  });

  it('stops advancing after Pause', () => {
    reduceMotion(false);
    render(<LogoStrip />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause animation' }));
    void act(() => vi.advanceTimersByTime(10 * LOGO_ADVANCE_MS));
    expect(selected()[0]?.getAttribute('aria-label')).toBe(LOGO_STRIP[0]?.name);
  });

  it('scales the 30-second scroll loop by the row width', () => {
    expect(scrollLoopMs(22 * 112)).toBe(30_000);
    expect(scrollLoopMs(11 * 112)).toBe(15_000);
    expect(scrollLoopMs(0)).toBe(30_000);
  });
});
