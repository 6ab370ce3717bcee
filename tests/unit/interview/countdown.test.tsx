import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_TIME_LIMIT_SECONDS } from '@core/contract/constants';
import { formatTime } from '@/lib/format-time';
import { useCountdown } from '@/lib/use-countdown';
import { Countdown } from '@/features/interview/session/countdown';

describe('formatTime', () => {
  it('formats seconds as m:ss', () => {
    expect(formatTime(120)).toBe('2:00');
    expect(formatTime(119)).toBe('1:59');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(9)).toBe('0:09');
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
    expect(formatTime(599.2)).toBe('10:00');
  });
});

function Harness({ onExpire }: { onExpire: () => void }) {
  const { remaining, running, start } = useCountdown(ANSWER_TIME_LIMIT_SECONDS, onExpire);
  return (
    <div>
      <Countdown remaining={remaining} />
      <span data-testid="running">{String(running)}</span>
      <button onClick={start}>start</button>
    </div>
  );
}

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from 2:00 and auto-submits once at zero', () => {
    const onExpire = vi.fn();
    render(<Harness onExpire={onExpire} />);
    expect(screen.getByRole('timer').textContent).toBe('2:00');

    act(() => screen.getByText('start').click());
    void act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('1:59');

    void act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('timer').textContent).toBe('1:00');
    expect(onExpire).not.toHaveBeenCalled();

    void act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer').textContent).toBe('0:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('running').textContent).toBe('false');

    void act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('announces the last minute politely', () => {
    render(<Countdown remaining={60} />);
    expect(screen.getByText('1 minute left')).toBeTruthy();
  });
});
